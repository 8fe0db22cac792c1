/**
 * 'Meus dados' (issue 28, ADR 0048): the signed-in shopper sees, exports, corrects and erases her data; admins list
 * who read a shopper's data. Identity only from the session cookie; nothing here takes a customer id from the wire.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressCorrectionSchema,
  bankCorrectionSchema,
  contactChangeRequestSchema,
  nameCorrectionSchema,
} from '@portal/domain';
import { isProduction } from '../../config';
import { errorAnswers } from '../../lib/error-answer';
import { DomainError } from '../../lib/errors';
import { createMessenger } from '../mail';
import { coreMessages } from '../../lib/messages';
import { requireBrand } from '../../plugins/brand';
import { endSession, requireSession, type SessionInfo } from '../../plugins/session';
import { sendQueuedMessages } from '../notifications/kick';
import { messageBrand } from '../notifications/recipient';
import { confirmPurposeCode, releasePurposeCode, sendPurposeCode, type CodeDeps } from './codes';
import {
  applyContact,
  assertContactFree,
  correctAddress,
  correctBank,
  correctName,
  currentIdentity,
  newContactIdentity,
} from './correction-service';
import { assertErasable, eraseConsumer } from './erasure-service';
import { releaseExport, startExport, takeExport } from './export-service';
import { findConsumer, readHoldings } from './holdings';
import { privacyMessages } from './messages';
import { overviewOf } from './overview';
import privacyAdminRoutes from './admin-routes';
import brandContactOfferRoutes from './brand-contact-offer';
import { scheduleRetention } from './retention-schedule';
import { privacyConfig } from './config';
import {
  codeBody,
  codePurposeBody,
  codeSentAnswer,
  erasedAnswer,
  exportAnswer,
  okAnswer,
  overviewAnswer,
} from './wire';
import { binaryAnswer } from '../../lib/binary-answer';

const contactConfirmBody = z
  .object({ code: z.string().describe('The code sent to the new contact.') })
  .catchall(z.unknown())
  .describe('The new contact again ({ email } or { telefone }) with the code sent to it.');

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const messenger = createMessenger({ config: app.config, db: app.db, clock: app.clock, log: app.log });
  app.addHook('onClose', async () => messenger.close());
  const codeDeps: CodeDeps = { db: app.db, clock: app.clock, config: app.config, messenger };
  const storageDeps = { db: app.db, storage: app.uploadStorage, clock: app.clock };
  const settings = privacyConfig(app.config);

  /** The signed-in shopper, unless her data was erased meanwhile (then the session is as good as gone). */
  async function shopper(session: SessionInfo) {
    const consumer = await findConsumer(app.db, session.consumerId);
    if (!consumer || consumer.erasedAt) {
      throw new DomainError('unauthorized', coreMessages.sessionMissing, { severity: 'WARN', code: 'session_missing' });
    }
    return consumer;
  }

  app.get(
    '/privacy/me',
    { schema: { response: { 200: overviewAnswer, ...errorAnswers(401, 404) } } },
    async (request) => {
      const consumer = await shopper(requireSession(request));
      return overviewOf(await readHoldings(app.db, consumer));
    },
  );

  app.post(
    '/privacy/code',
    { schema: { body: codePurposeBody, response: { 200: codeSentAnswer, ...errorAnswers(400, 401, 422, 429, 503) } } },
    async (request) => {
      const session = requireSession(request);
      const consumer = await shopper(session);
      // An erasure that would be refused is refused before a code is spent on it.
      if (request.body.purpose === 'erasure') await assertErasable(app.db, session.consumerId);
      return sendPurposeCode(codeDeps, {
        purpose: request.body.purpose,
        consumerId: session.consumerId,
        identity: currentIdentity(session.loginIdentity, consumer),
        brand: requireBrand(request),
        lang: request.lang,
      });
    },
  );

  app.post(
    '/privacy/export',
    { schema: { body: codeBody, response: { 200: exportAnswer, ...errorAnswers(400, 401, 422, 507) } } },
    async (request) => {
      const session = requireSession(request);
      const consumer = await shopper(session);
      const brand = requireBrand(request);
      const identity = currentIdentity(session.loginIdentity, consumer);
      const codeId = await confirmPurposeCode(codeDeps, {
        purpose: 'export',
        consumerId: session.consumerId,
        identity,
        brandId: brand.id,
        code: request.body.code,
      });
      const started = await startExport(storageDeps, {
        consumerId: session.consumerId,
        brandId: brand.id,
        lang: request.lang,
        onFailure: (error) => request.log.error({ err: error }, 'privacy export failed'),
      }).catch(async (error: unknown) => {
        await releasePurposeCode(codeDeps, codeId);
        throw error;
      });
      const downloadUrl = `/api/privacy/export/${started.token}`;
      // The brand's public URL, as every other message's links: the Host header behind a proxy is an internal name.
      const publicBrand = await messageBrand(app.db, brand.id);
      const link = `${publicBrand?.url ?? ''}${downloadUrl}`;
      const lang = request.lang;
      const text = privacyMessages.exportEmailText[lang].replace('{hours}', '24').replace('{link}', link);
      const notify = async () => {
        await messenger.deliver({
          brandId: brand.id,
          channel: identity.channel,
          to: identity.value,
          toMasked: identity.masked,
          subject: privacyMessages.exportEmailSubject[lang].replace('{brand}', brand.name),
          text,
        });
      };
      if (started.status === 'ready') await notify();
      else void started.written.then(notify);
      request.log.info({ status: started.status }, 'privacy export started');
      return {
        status: started.status,
        downloadUrl: started.status === 'ready' ? downloadUrl : null,
        expiresAt: started.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/privacy/export/:token',
    {
      schema: {
        params: z.object({ token: z.string().max(100).describe('The one-time token of the download link.') }),
        response: {
          200: binaryAnswer(
            ['application/zip'],
            'The ZIP: a JSON document per area under dados/, the original files under arquivos/.',
          ),
          ...errorAnswers(401, 404),
        },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const { storedName } = await takeExport(storageDeps, {
        token: request.params.token,
        consumerId: session.consumerId,
      });
      const stream = app.uploadStorage.read(storedName);
      // Downloaded once: the file goes as soon as it was sent (the retention job catches a failed removal).
      stream.on('close', () => void releaseExport(storageDeps, storedName).catch(() => {}));
      return (
        reply
          .header('Content-Type', 'application/zip')
          .header('Content-Disposition', 'attachment; filename="meus-dados.zip"')
          .header('X-Content-Type-Options', 'nosniff')
          // The schema documents the bytes as a string for the OpenAPI document; Fastify sends a stream as it is.
          .send(stream as unknown as string)
      );
    },
  );

  app.post(
    '/privacy/erasure',
    { schema: { body: codeBody, response: { 200: erasedAnswer, ...errorAnswers(400, 401, 422) } } },
    async (request, reply) => {
      const session = requireSession(request);
      const consumer = await shopper(session);
      await confirmPurposeCode(codeDeps, {
        purpose: 'erasure',
        consumerId: session.consumerId,
        identity: currentIdentity(session.loginIdentity, consumer),
        brandId: requireBrand(request).id,
        code: request.body.code,
      });
      const result = await eraseConsumer(
        { db: app.db, storage: app.uploadStorage, secret: app.config.CODE_HASH_SECRET, clock: app.clock },
        session.consumerId,
      );
      await endSession(app.db, request, reply, isProduction(app.config));
      // Counts only: the log says that an erasure happened, never whose.
      request.log.info(result, 'shopper data erased');
      return { erased: true as const, ...result };
    },
  );

  const correction = (
    path: string,
    documentedBody: z.ZodType,
    apply: (consumerId: number, body: unknown, companyCodes: number[]) => Promise<void>,
  ) =>
    app.patch(
      path,
      { schema: { documentedBody, response: { 200: okAnswer, ...errorAnswers(400, 401) } } },
      async (request) => {
        const session = requireSession(request);
        await shopper(session);
        await apply(session.consumerId, request.body, requireBrand(request).companyCodes);
        return { ok: true as const };
      },
    );
  correction('/privacy/me/name', nameCorrectionSchema, (consumerId, body) => correctName(app.db, consumerId, body));
  correction('/privacy/me/bank', bankCorrectionSchema, (consumerId, body) => correctBank(app.db, consumerId, body));
  correction('/privacy/me/address', addressCorrectionSchema, (consumerId, body, companyCodes) =>
    correctAddress(app.db, { consumerId, companyCodes, body }),
  );

  app.post(
    '/privacy/me/contact',
    {
      schema: {
        documentedBody: contactChangeRequestSchema,
        response: { 200: codeSentAnswer, ...errorAnswers(400, 401, 409, 429, 503) },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await shopper(session);
      const identity = newContactIdentity(request.body);
      await assertContactFree(app.db, session.consumerId, identity);
      return sendPurposeCode(codeDeps, {
        purpose: 'contact',
        consumerId: session.consumerId,
        identity,
        brand: requireBrand(request),
        lang: request.lang,
      });
    },
  );

  app.post(
    '/privacy/me/contact/confirm',
    { schema: { body: contactConfirmBody, response: { 200: okAnswer, ...errorAnswers(400, 401, 409, 422) } } },
    async (request) => {
      const session = requireSession(request);
      await shopper(session);
      const { code, ...contact } = request.body;
      const identity = newContactIdentity(contact);
      const brandId = requireBrand(request).id;
      const codeId = await confirmPurposeCode(codeDeps, {
        purpose: 'contact',
        consumerId: session.consumerId,
        identity,
        brandId,
        code,
      });
      await applyContact(app.db, {
        consumerId: session.consumerId,
        identity,
        brandId,
        lang: request.lang,
        dedupeKey: `contact-changed:${codeId}`,
        now: app.clock(),
      });
      // The notice to the replaced contact leaves now, not at the next periodic drain.
      sendQueuedMessages(app);
      return { ok: true as const };
    },
  );

  await app.register(privacyAdminRoutes);
  await app.register(brandContactOfferRoutes);
  scheduleRetention(app, settings);
};

export default privacyRoutes;
