/**
 * The ERP's (or warehouse's) status moves, server to server (ADR 0022): the same transitions as an operator's, with
 * a per-brand X-Api-Key (ERP_API_KEYS) instead of a cookie, on that brand's protocols only, idempotent by
 * (brand, transitionId): a replay answers the first answer.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestHash } from '../../db/idempotency';
import { keyBrand } from '../../lib/brand-api-key';
import { applyTransition } from '../backoffice/transitions-service';
import { erpTransitionBody, protocolParams, transitionAnswer } from '../backoffice/wire';
import { erpApiKeys } from './config';
import { errorAnswers } from '../../lib/error-answer';

export interface ErpRoutesOptions {
  /** Called after a move commits: the notification drain sends its message. */
  afterCommit: () => void;
}

const erpRoutes: FastifyPluginAsyncZod<ErpRoutesOptions> = async (app, options) => {
  const keys = erpApiKeys(app.config);

  app.post(
    '/erp/protocols/:prtId/transitions',
    {
      schema: {
        params: protocolParams,
        body: erpTransitionBody,
        response: { 200: transitionAnswer, ...errorAnswers(400, 401, 404, 409, 422) },
      },
    },
    async (request) => {
      const brandId = keyBrand(request, keys);
      const { transitionId, ...move } = request.body;
      const outcome = await applyTransition(
        app.db,
        { source: 'erp', brandId },
        request.params.prtId,
        { to: move.to, note: move.note || null, denialReason: move.denialReason ?? null, from: move.from },
        app.clock(),
        {
          scope: `erp:${brandId}`,
          key: transitionId,
          requestHash: requestHash({ prtId: request.params.prtId, ...move }),
        },
      );
      if (outcome.applied) options.afterCommit();
      request.log.info({ prtId: request.params.prtId, to: move.to, replay: !outcome.applied }, 'erp protocol move');
      return outcome.answer;
    },
  );
};

export default erpRoutes;
