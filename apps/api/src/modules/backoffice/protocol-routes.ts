import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../lib/errors';
import { idempotencyKeyHeader, idempotencyMessages, readIdempotencyKey, requestHash } from '../../db/idempotency';
import { recordProtocolRead, recordSearchReads, searchesIdentifier } from '../privacy/reads';
import { requireOperator } from './operator-session';
import { openOperatorFile, protocolDetail, queue } from './protocols-service';
import { applyTransition } from './transitions-service';
import {
  fileParams,
  protocolAnswer,
  protocolParams,
  queueAnswer,
  queueQuery,
  transitionAnswer,
  transitionBody,
} from './wire';
import { errorAnswers } from '../../lib/error-answer';
import { binaryAnswer, streamedBytes, UPLOADED_FILE_TYPES } from '../../lib/binary-answer';

const operatorDownload = binaryAnswer(UPLOADED_FILE_TYPES, "The file's bytes: images inline, others as an attachment.");

/** The queue, one protocol, its files and its moves (contract 'Queue and protocol'); agents and admins alike. */
const backofficeProtocolRoutes: FastifyPluginAsyncZod<{ afterCommit: () => void }> = async (app, options) => {
  const operatorOf = (request: Parameters<typeof requireOperator>[1]) => requireOperator(app.db, request, app.clock());

  app.get(
    '/backoffice/protocols',
    { schema: { querystring: queueQuery, response: { 200: queueAnswer, ...errorAnswers(400, 401) } } },
    async (request) => {
      const operator = await operatorOf(request);
      const answer = await queue(app.db, operator, request.query, app.clock(), request.lang);
      // A search by CPF or e-mail reads who it finds (issue 28, LGPD art. 37).
      if (searchesIdentifier(request.query.q)) {
        const protocolIds = answer.items.map((item) => item.prtId);
        await recordSearchReads(app.db, { operatorId: operator.id, protocolIds, now: app.clock() });
      }
      return answer;
    },
  );

  app.get(
    '/backoffice/protocols/:prtId',
    { schema: { params: protocolParams, response: { 200: protocolAnswer, ...errorAnswers(400, 401, 404) } } },
    async (request) => {
      const operator = await operatorOf(request);
      const detail = await protocolDetail(app.db, operator, request.params.prtId, request.lang);
      const read = { operatorId: operator.id, protocolId: request.params.prtId, now: app.clock() };
      await recordProtocolRead(app.db, { ...read, what: 'protocol_view' });
      return detail;
    },
  );

  // The answer is the file's bytes, documented by their content types. Images inline (the console's viewer shows them
  // through <img>), everything else an attachment; a CSP that runs nothing and nosniff either way (ADR 0016).
  app.get(
    '/backoffice/protocols/:prtId/files/:fileId',
    {
      schema: {
        params: fileParams,
        response: { 200: operatorDownload, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const operator = await operatorOf(request);
      const file = await openOperatorFile(
        app.db,
        app.uploadStorage,
        operator,
        request.params.prtId,
        request.params.fileId,
      );
      await recordProtocolRead(app.db, {
        operatorId: operator.id,
        protocolId: request.params.prtId,
        what: 'file_download',
        now: app.clock(),
      });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(streamedBytes(file.stream));
    },
  );

  app.post(
    '/backoffice/protocols/:prtId/transitions',
    {
      schema: {
        params: protocolParams,
        body: transitionBody,
        documentedHeaders: idempotencyKeyHeader('required'),
        response: { 200: transitionAnswer, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const operator = await operatorOf(request);
      const key = readIdempotencyKey(request.headers['idempotency-key']);
      if (!key) {
        throw new DomainError('validation', idempotencyMessages.idempotencyKeyRequired, {
          code: 'idempotency_key_required',
        });
      }
      const { prtId } = request.params;
      const body = request.body;
      const outcome = await applyTransition(
        app.db,
        { source: 'operator', operatorId: operator.id, brands: operator.brands },
        prtId,
        { to: body.to, note: body.note || null, denialReason: body.denialReason ?? null, from: body.from },
        app.clock(),
        { scope: `operator:${operator.id}`, key, requestHash: requestHash({ prtId, ...body }) },
      );
      if (outcome.applied) options.afterCommit();
      request.log.info({ prtId, to: body.to, operatorId: operator.id, replay: !outcome.applied }, 'protocol moved');
      return outcome.answer;
    },
  );
};

export default backofficeProtocolRoutes;
