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
import { deliverEventsSoon } from '../../../events/committed';
import { readAccount } from '../../../wallet/ledger';
import {
  authorizationAnswer,
  cardAnswer as toCardAnswer,
  operationAnswer as toOperationAnswer,
  PROVIDER_PREFIX,
  searchItem,
  transactionAnswer as toTransactionAnswer,
  transactionRef,
  NO_EXPIRY,
} from './answers';
import { providerBrand } from './auth';
import { cardByCode, cardById, cardOf, customerByEmail, hasWalletAt, searchCard, type GiftCardRow } from './cards';
import { providerMessages } from './messages';
import {
  amountCents,
  cancelTransaction,
  createTransaction,
  operationsOf,
  settleTransaction,
  transactionOf,
  transactionsOf,
} from './transactions';
import {
  cancellationBody,
  cardAnswer,
  cardParams,
  createCardAnswer,
  createCardBody,
  operationAnswer,
  operationListAnswer,
  searchAnswer,
  searchBody,
  settlementBody,
  settlementParams,
  transactionAnswer,
  transactionBody,
  transactionListAnswer,
  transactionParams,
  transactionRefAnswer,
} from './wire';

const TAGS = ['vtex-giftcard-provider'];

function cardNotFound() {
  return new DomainError('not_found', providerMessages.cardNotFound, { code: 'gift_card_not_found' });
}

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
  async function card(request: { brand: unknown }, id: string): Promise<GiftCardRow> {
    const found = await cardById(app.db, brandOf(request).id, id);
    if (!found) throw cardNotFound();
    return found;
  }
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

  app.post(
    '/giftcards/:giftCardId/transactions',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexCreateGiftCardTransaction',
        summary: 'Debit or credit the gift card (VTEX CreateGiftCardTransaction)',
        description:
          'A Debit is one wallet movement, once per requestId (a retry answers the same transaction); above the ' +
          'balance it is refused with 422 and nothing moves. A Credit gives back purchases made with this card only.',
        params: cardParams,
        body: transactionBody,
        response: { 200: transactionRefAnswer, ...errorAnswers(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const body = request.body;
      const { transaction, created } = await createTransaction(
        app.db,
        found,
        {
          operation: body.operation,
          valueCents: amountCents(body.value),
          description: body.description,
          requestId: body.requestId,
          orderId: body.orderInfo.orderId || null,
        },
        app.clock(),
      );
      if (created) deliverEventsSoon(app);
      return transactionRef(found, transaction);
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexListAllGiftCardTransactions',
        summary: "List the gift card's transactions (VTEX ListAllGiftCardTransactions)",
        params: cardParams,
        response: { 200: transactionListAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      return (await transactionsOf(app.db, found)).map((row) => transactionRef(found, row));
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:transactionId',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexGetGiftCardTransactionById',
        summary: 'Get a transaction (VTEX GetGiftCardTransactionbyID)',
        params: transactionParams,
        response: { 200: transactionAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      return toTransactionAnswer(found, await transactionOf(app.db, found, request.params.transactionId));
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:transactionId/authorization',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexGetGiftCardTransactionAuthorization',
        summary: "Get a transaction's authorization (VTEX GetGiftCardTransactionAuthorization)",
        params: transactionParams,
        response: { 200: operationAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      return authorizationAnswer(await transactionOf(app.db, found, request.params.transactionId));
    },
  );

  app.post(
    '/giftcards/:giftCardId/transactions/:transactionId/cancellations',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexCreateGiftCardTransactionCancellation',
        summary: 'Cancel a Debit, all or part (VTEX CreateGiftCardTransactionCancellation)',
        description: 'Gives back at most what the Debit took, to the wallet buckets it took from, once per requestId.',
        params: transactionParams,
        body: cancellationBody,
        response: { 200: operationAnswer, ...errorAnswers(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const row = await cancelTransaction(
        app.db,
        found,
        request.params.transactionId,
        { valueCents: amountCents(request.body.value), requestId: request.body.requestId },
        app.clock(),
      );
      deliverEventsSoon(app);
      return toOperationAnswer(row);
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:transactionId/cancellations',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexListAllGiftCardTransactionsCancellations',
        summary: "List a transaction's cancellations (VTEX ListAllGiftCardTransactionsCancellations)",
        params: transactionParams,
        response: { 200: operationListAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const transaction = await transactionOf(app.db, found, request.params.transactionId);
      return (await operationsOf(app.db, transaction, 'cancellation')).map(toOperationAnswer);
    },
  );

  app.post(
    '/giftcards/:giftCardId/transactions/:tId/settlements',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexCreateGiftCardTransactionSettlement',
        summary: 'Settle a Debit (VTEX CreateGiftCardTransactionSettlement)',
        description: 'Records the capture once per requestId, never above the Debit less its cancellations.',
        params: settlementParams,
        body: settlementBody,
        response: { 200: operationAnswer, ...errorAnswers(400, 401, 404, 409, 415, 422) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const row = await settleTransaction(
        app.db,
        found,
        request.params.tId,
        { valueCents: amountCents(request.body.value), requestId: request.body.requestId },
        app.clock(),
      );
      return toOperationAnswer(row);
    },
  );

  app.get(
    '/giftcards/:giftCardId/transactions/:tId/settlements',
    {
      schema: {
        tags: TAGS,
        operationId: 'vtexListAllGiftCardTransactionsSettlements',
        summary: "List a transaction's settlements (VTEX ListAllGiftCardTransactionsSettlements)",
        params: settlementParams,
        response: { 200: operationListAnswer, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const found = await card(request, request.params.giftCardId);
      const transaction = await transactionOf(app.db, found, request.params.tId);
      return (await operationsOf(app.db, transaction, 'settlement')).map(toOperationAnswer);
    },
  );
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
