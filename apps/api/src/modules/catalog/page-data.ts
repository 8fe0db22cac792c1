import { z } from 'zod';
import { optionalQueryIdField, subjectsRequest } from '@portal/domain';
import type { KeptAnswerKey } from '../../plugins/kept-answers';
import { sharedCall, type CallRequest } from '../../plugins/page-calls';
import { sessionOwner } from '../../plugins/session';
import { errorAnswers } from '../../lib/error-answer';
import { desiresAnswer, reasonsAnswer, settingsAnswer, subReasonsAnswer } from './answers';
import * as service from './service';

/**
 * The catalogue calls Home makes for its order cards, defined once for their routes (routes.ts) and for a
 * server-rendered page, which answers them in-process with its own session (ADR 0057, plugins/page-calls.ts).
 */

/** Every catalogue call needs a session (401) and validates its query or body (400). */
export const refusals = errorAnswers(400, 401);
/** Ids bounded to the database's integer range by the shared domain field (a larger one is a 400, never a 500). */
export const optionalId = optionalQueryIdField();
const byReason = z.object({ ass_id: optionalId });

/**
 * An unfiltered catalogue question is the same for every shopper of the brand in a language: its answer is kept
 * while the catalogue's generation the session read holds (ADR 0069). Filtered ones (an id, a name) are answered
 * afresh: what a shopper may type is not a key to keep.
 */
function sameForBrand(
  request: Pick<CallRequest, 'brand' | 'session' | 'lang'>,
  question: string,
): KeptAnswerKey | null {
  const generation = request.session?.catalogueGeneration;
  if (typeof generation !== 'number' || !request.brand) return null;
  return { key: `${request.brand.id}\n${request.lang}\n${question}`, generation };
}

export const subjectsCall = sharedCall({
  method: 'POST',
  url: '/returns/protocols/subjects/b2c',
  schema: { body: subjectsRequest.nullish(), response: { 200: reasonsAnswer, ...refusals } },
  // Home asks with the two flags only (active, not operators'); the flags' few values are part of the key.
  keptAnswer: (request) => {
    const body = request.body ?? {};
    const narrowed = body.ass_id !== undefined || body.cto_id !== undefined || Boolean(body.ass_nome);
    return narrowed ? null : sameForBrand(request, JSON.stringify(body));
  },
  handle: async (app, request) => {
    const { brandId } = sessionOwner(request);
    return { productBalance: await service.customerReasons(app.db, brandId, request.body ?? null, request.lang) };
  },
});

export const subReasonsCall = sharedCall({
  method: 'GET',
  url: '/returns/protocols/subreasons',
  schema: { querystring: byReason, response: { 200: subReasonsAnswer, ...refusals } },
  keptAnswer: (request) => (request.query.ass_id === undefined ? sameForBrand(request, 'all') : null),
  handle: async (app, request) => {
    const { brandId } = sessionOwner(request);
    return { subReasons: await service.customerSubReasons(app.db, brandId, request.query.ass_id, request.lang) };
  },
});

export const reasonsCall = sharedCall({
  method: 'GET',
  url: '/returns/protocols/reasons/b2c',
  schema: { querystring: byReason, response: { 200: desiresAnswer, ...refusals } },
  keptAnswer: (request) => (request.query.ass_id === undefined ? sameForBrand(request, 'all') : null),
  handle: async (app, request) => {
    const { brandId } = sessionOwner(request);
    return { reasons: await service.customerDesires(app.db, brandId, request.query.ass_id, request.lang) };
  },
});

export const settingsCall = sharedCall({
  method: 'GET',
  url: '/returns/settings/b2c',
  schema: {
    querystring: z.object({ mar_id: optionalId }),
    response: { 200: settingsAnswer, ...errorAnswers(400, 401, 404) },
  },
  keptAnswer: (request) => (request.query.mar_id === undefined ? sameForBrand(request, 'all') : null),
  handle: async (app, request) => {
    const { brandId } = sessionOwner(request);
    return { settings: [await service.hostSettings(app.db, brandId, request.query.mar_id, request.lang)] };
  },
});
