import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isProduction } from '../../config';
import { requireBrand } from '../../plugins/brand';
import { identityLogTag } from '../../lib/log-safety';
import { requestOperatorCode, verifyOperatorCode, verifyOperatorTotp, type BackofficeAuthDeps } from './auth-service';
import { withOperatorBrandNames } from './brand-names';
import { clearPreauth, endOperatorSession, requireOperator } from './operator-session';
import { codeBody, operatorAnswer, totpBody, verifyAnswer, verifyBody } from './wire';
import { errorAnswers } from '../../lib/error-answer';

/** Operator sign-in in three steps, the session check and the sign-out (contract 'Sign-in'). */
const backofficeAuthRoutes: FastifyPluginAsyncZod<{ deps: BackofficeAuthDeps }> = async (app, { deps }) => {
  const secure = isProduction(app.config);
  const tag = (email: string) => identityLogTag(`operator:${email.toLowerCase()}`, app.config.CODE_HASH_SECRET);

  /** Each code request's send, run once its answer has been written (ADR 0040). */
  const sendsAfterAnswer = new WeakMap<object, () => Promise<void>>();

  app.post(
    '/backoffice/auth/code',
    {
      schema: {
        body: codeBody,
        response: {
          202: z
            .object({ sent: z.literal(true) })
            .describe("The same answer whether or not the e-mail is an operator's."),
          ...errorAnswers(400, 404, 429),
        },
      },
      // After the reply is on the wire: the SMTP send can no longer delay, fail or shape the answer.
      onResponse: async (request) => {
        const send = sendsAfterAnswer.get(request);
        sendsAfterAnswer.delete(request);
        if (send) void send();
      },
    },
    async (request, reply) => {
      request.log.info({ identityTag: tag(request.body.email) }, 'operator code requested');
      const { answer, deliverAfterAnswer } = await requestOperatorCode(
        { ...deps, log: request.log },
        { brand: requireBrand(request), email: request.body.email, ip: request.ip, lang: request.lang },
      );
      sendsAfterAnswer.set(request, deliverAfterAnswer);
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/backoffice/auth/verify',
    // 422 code_wrong: a wrong code with attempts left (issue 45: it was not documented).
    { schema: { body: verifyBody, response: { 200: verifyAnswer, ...errorAnswers(400, 401, 404, 422, 429) } } },
    async (request, reply) => {
      request.log.info({ identityTag: tag(request.body.email) }, 'operator code check');
      return verifyOperatorCode(deps, reply, { brand: requireBrand(request), ...request.body });
    },
  );

  app.post(
    '/backoffice/auth/totp',
    { schema: { body: totpBody, response: { 200: operatorAnswer, ...errorAnswers(400, 401, 429) } } },
    async (request, reply) => verifyOperatorTotp(deps, request, reply, request.body.token),
  );

  app.get(
    '/backoffice/me',
    { schema: { response: { 200: operatorAnswer, ...errorAnswers(401) } } },
    async (request) => ({
      operator: await withOperatorBrandNames(app.db, await requireOperator(app.db, request, app.clock())),
    }),
  );

  app.post(
    '/backoffice/auth/logout',
    { schema: { response: { 204: z.null().describe('Signed out: no body.'), ...errorAnswers(404) } } },
    async (request, reply) => {
      await endOperatorSession(app.db, request, reply, secure);
      clearPreauth(reply, secure);
      return reply.code(204).send(null);
    },
  );
};

export default backofficeAuthRoutes;
