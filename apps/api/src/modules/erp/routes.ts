/**
 * The ERP's (or warehouse's) status moves, server to server (ADR 0022): the same transitions as an operator's, with
 * a per-brand X-Api-Key (ERP_API_KEYS) instead of a cookie, on that brand's protocols only, idempotent by
 * (brand, transitionId): a replay answers the first answer.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestHash } from '../../lib/idempotency';
import { DomainError } from '../../lib/errors';
import { backofficeMessages } from '../backoffice/messages';
import { applyTransition } from '../backoffice/transitions-service';
import { erpTransitionBody, protocolParams, transitionAnswer } from '../backoffice/wire';
import { erpApiKeys } from './config';

export interface ErpRoutesOptions {
  /** Called after a move commits: the notification drain sends its message. */
  afterCommit: () => void;
}

function sameKey(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The brand whose key was sent; 401 otherwise. A host naming a brand must name the key's. */
function keyBrand(request: FastifyRequest, keys: Map<number, string>): number {
  const header = request.headers['x-api-key'];
  const sent = Array.isArray(header) ? header[0] : header;
  const unauthorized = new DomainError('unauthorized', backofficeMessages.apiKeyInvalid, { code: 'api_key_invalid' });
  if (!sent) throw unauthorized;
  const brandId = [...keys].find(([, key]) => sameKey(sent, key))?.[0];
  if (brandId === undefined || (request.brand && request.brand.id !== brandId)) throw unauthorized;
  return brandId;
}

const erpRoutes: FastifyPluginAsyncZod<ErpRoutesOptions> = async (app, options) => {
  const keys = erpApiKeys(app.config);

  app.post(
    '/erp/protocols/:prtId/transitions',
    { schema: { params: protocolParams, body: erpTransitionBody, response: { 200: transitionAnswer } } },
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
