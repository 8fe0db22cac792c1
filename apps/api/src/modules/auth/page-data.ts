import { requireBrand } from '../../plugins/brand';
import { sharedCall } from '../../plugins/page-calls';
import { requireSession } from '../../plugins/session';
import { errorAnswers } from '../../lib/error-answer';
import { currentUserAnswer } from './answers';
import { currentUser } from './service';

/**
 * GET /authentication/valid, the session check, defined once for its route (routes.ts) and for a server-rendered
 * page, which answers it in-process with its own session (ADR 0057, plugins/page-calls.ts).
 */
export const sessionCall = sharedCall({
  method: 'GET',
  url: '/authentication/valid',
  schema: { response: { 200: currentUserAnswer, ...errorAnswers(401) } },
  handle: async (app, request) => {
    const session = requireSession(request);
    return currentUser(app, requireBrand(request), session);
  },
});
