import { assertOwnIdentity, hasIdentityClaims } from '../../db/identity-claims';
import { errorAnswers } from '../../lib/error-answer';
import { sharedCall } from '../../plugins/page-calls';
import { requireSession, sessionScopeOf } from '../../plugins/session';
import { ordersAnswer } from './answers';
import { ordersBody } from './schemas';
import { listOrderLines } from './service';

/**
 * POST /returns/orders, Home's call, defined once for its route (routes.ts) and for a server-rendered page, which
 * answers it in-process (ADR 0057, plugins/page-calls.ts). The lines statement checks the session itself, so a plain
 * call is one round trip. The session is looked up on its own only when identity fields are sent or no line came
 * back (no session: 401).
 */
export const ordersCall = sharedCall({
  method: 'POST',
  url: '/returns/orders',
  schema: { body: ordersBody, response: { 200: ordersAnswer, ...errorAnswers(400, 401, 404) } },
  config: { sessionInQuery: true },
  handle: async (app, request) => {
    const scope = sessionScopeOf(request, app.clock());
    const claims = request.body ?? {};
    if (hasIdentityClaims(claims)) {
      await app.loadSession(request);
      await assertOwnIdentity(app.db, requireSession(request).consumerId, claims);
    }
    const productBalance = await listOrderLines(app.db, scope, request.lang);
    if (productBalance.length === 0 && !request.session) {
      await app.loadSession(request);
      requireSession(request);
    }
    return { productBalance };
  },
});
