/**
 * The wallet as VTEX's gift card provider (issue 49, ADR 0092): every operation of the Giftcard Provider Protocol 1.0
 * under /api/vtex/giftcard-provider on the brand's host, the provider's service URL in VTEX's Gift Card Hub. Plus the
 * shopper's own read of her card's redemption code for the wallet screen ('Usar no site').
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VTEX_GIFTCARD_CONTENT_TYPE, walletGiftCardResponseSchema } from '@portal/domain';
import { DomainError } from '../../../../lib/errors';
import { errorAnswers } from '../../../../lib/error-answer';
import { sessionOwner } from '../../../../plugins/session';
import { readAccount } from '../../../wallet/ledger';
import { cardAnswer as toCardAnswer, NO_EXPIRY, PROVIDER_PREFIX, searchItem } from './answers';
import { providerBrand } from './auth';
import { cardByCode, cardOf, customerByEmail, hasWalletAt, requireCard, searchCard, type GiftCardRow } from './cards';
import { providerMessages } from './messages';
import transactionRoutes from './transaction-routes';
import { cardAnswer, cardParams, createCardAnswer, createCardBody, searchAnswer, searchBody } from './wire';

const TAGS = ['vtex-giftcard-provider'];

/** The provider's operations, behind the key check. */
const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.config.VTEX_PROVIDER_KEYS;
  // VTEX sends its own media type (every operation's Content-Type default); its body is JSON.
  app.addContentTypeParser(
    VTEX_GIFTCARD_CONTENT_TYPE,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addHook('onRequest', async (request) => {
    providerBrand(request, keys);
  });

  const brandOf = (request: { brand: unknown }) => request.brand as { id: number; name: string };
  const card = (request: { brand: unknown }, id: string) => requireCard(app.db, brandOf(request).id, id);
  const balanceOf = async (row: GiftCardRow) =>
    (await readAccount(app.db, { consumerId: row.consumerId, brandId: row.brandId })).balanceCents;

  app.post(
    '/giftcards/_search',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexListAllGiftCards',
        summary: "List the shopper's gift card (VTEX ListAllGiftCards)",
        description:
          'The one card of the shopper at this brand, by the typed redemption code, else by client.document (CPF) or ' +
          'client.email; [] when she has no wallet here. balance is the wallet balance in reais.',
        body: searchBody,
        response: { 200: searchAnswer, ...errorAnswers(400, 401, 415) },
      },
    },
    async (request) => {
      const brand = brandOf(request);
      const { client, cart } = request.body;
      const typed = cart.redemptionCode ? await cardByCode(app.db, brand.id, cart.redemptionCode) : undefined;
      if (typed) return [searchItem(typed, brand.name, await balanceOf(typed))];
      const found = await searchCard(app.db, brand.id, client);
      return found ? [searchItem(found.card, brand.name, found.balanceCents)] : [];
    },
  );

  app.get(
    '/giftcards/:giftCardId',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexGetGiftCardById',
        summary: 'Get a gift card (VTEX GetGiftCardbyID)',
        params: cardParams,
        response: { 200: cardAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      return toCardAnswer(found, await balanceOf(found));
    },
  );

  app.post(
    '/giftcards',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexCreateGiftCard',
        summary: "Create (or find) the shopper's gift card (VTEX CreateGiftCard)",
        description:
          'One card per shopper and brand: profileId is her e-mail; asking again answers the same card. BRL only.',
        body: createCardBody,
        response: { 200: createCardAnswer, ...errorAnswers(400, 401, 404, 415, 422) },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.currencyCode !== undefined && body.currencyCode.toUpperCase() !== 'BRL') {
        throw new DomainError('rule', providerMessages.currencyNotAccepted, { code: 'currency_not_accepted' });
      }
      const consumerId = await customerByEmail(app.db, body.profileId);
      if (consumerId === null) {
        throw new DomainError('not_found', providerMessages.profileNotFound, { code: 'profile_not_found' });
      }
      const made = await cardOf(app.db, brandOf(request).id, consumerId);
      return {
        id: made.id,
        relationName: body.relationName,
        emissionDate: made.createdAt.toISOString(),
        expiringDate: NO_EXPIRY,
        caption: body.caption,
        restrictedToOwner: false,
        multipleRedemptions: true,
        multipleCredits: true,
        profileId: body.profileId,
        currencyCode: 'BRL' as const,
      };
    },
  );

  // The transactions, behind the same key check and media type (a child context inherits both).
  await app.register(transactionRoutes);
};

/** The provider under /api/vtex/giftcard-provider, and the shopper's card for the wallet screen. */
const giftcardProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(providerRoutes, { prefix: PROVIDER_PREFIX.replace(/^\/api/, '') });

  app.get(
    '/returns/wallet/b2c/giftcard',
    {
      schema: {
        tags: ['wallet'],
        summary: "The shopper's gift card code for the brand's shop ('Usar no site')",
        response: { 200: walletGiftCardResponseSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const owner = sessionOwner(request);
      // As the _search: a shopper with no wallet at this brand has no card.
      if (!(await hasWalletAt(app.db, owner.brandId, owner.consumerId))) return { giftCard: null };
      const made = await cardOf(app.db, owner.brandId, owner.consumerId);
      return { giftCard: { redemptionCode: made.redemptionCode, shopUrl: request.brand!.shopUrl } };
    },
  );
};

export default giftcardProviderRoutes;
