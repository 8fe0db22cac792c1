import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { coercedIntField, fastAccessCodeRequest, fastAccessLoginRequest } from '@portal/domain';
import { isProduction } from '../../config';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import { createMessenger } from '../mail';
import { requireBrand } from '../../plugins/brand';
import { endSession, requireSession } from '../../plugins/session';
import type { Brand } from '../brand/repo';
import { identityLogTag } from '../../lib/log-safety';
import { identityFromRequest, type Identity } from './identity';
import { authMessages } from './messages';
import { parseBody } from './request-body';
import { errorAnswers } from '../../lib/error-answer';
import { codeSentAnswer, loginAnswer, logoutAnswer, profileAnswer } from './answers';
import { sessionCall } from './page-data';
import { login, profile, requestCode, type AuthDependencies } from './service';
import { routeCall } from '../../plugins/page-calls';

/** The body's brand must be the host's: any other id is as unknown as an unknown host. */
function assertSameBrand(bodyBrand: number | string, brand: Brand): void {
  if (Number(bodyBrand) !== brand.id) {
    throw new DomainError('not_found', coreMessages.brandUnknown, { code: 'brand_unknown' });
  }
}

/** An empty e-mail is an invalid e-mail to the shopper (spec §5), not a malformed request. */
const IDENTITY_WHEN_EMPTY = { email: 'invalidEmail', fone: 'invalidPhone' } as const;

const profileRequest = z.object({ mod_sub_modulo: coercedIntField(0) });

/** Spec §7 'Authentication' under /api (ARCHITECTURE §6, §7). */
const authRoutes: FastifyPluginAsync = async (app) => {
  const messenger = createMessenger({ config: app.config, db: app.db, clock: app.clock, log: app.log });
  app.addHook('onClose', async () => messenger.close());
  const deps: AuthDependencies = { db: app.db, clock: app.clock, config: app.config, messenger };
  /** Who asked, for the log: a keyed tag, never the address or number (ARCHITECTURE §7). */
  const logIdentity = (identity: Identity) => ({
    identityTag: identityLogTag(identity.key, app.config.CODE_HASH_SECRET),
    channel: identity.channel,
  });

  app.post(
    '/authentication/fastaccess/code',
    {
      schema: {
        documentedBody: fastAccessCodeRequest,
        response: { 200: codeSentAnswer, ...errorAnswers(400, 404, 429, 503) },
      },
    },
    async (request) => {
      const brand = requireBrand(request);
      const body = parseBody(fastAccessCodeRequest, request.body, IDENTITY_WHEN_EMPTY);
      assertSameBrand(body.brand, brand);
      const identity = identityFromRequest(body);
      request.log.info(logIdentity(identity), 'one-time code requested');
      return requestCode(deps, { brand, identity, ip: request.ip, lang: request.lang });
    },
  );

  app.post(
    '/authentication/fastaccess/login',
    {
      schema: {
        documentedBody: fastAccessLoginRequest,
        response: { 200: loginAnswer, ...errorAnswers(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const brand = requireBrand(request);
      const body = parseBody(fastAccessLoginRequest, request.body, IDENTITY_WHEN_EMPTY);
      assertSameBrand(body.brand, brand);
      const identity = identityFromRequest(body);
      request.log.info(logIdentity(identity), 'one-time code login');
      return login(deps, reply, { brand, identity, code: body.tokenCode, userAgent: request.headers['user-agent'] });
    },
  );

  // Also answered in-process for a server-rendered page: defined once, in page-data.ts.
  routeCall(app, sessionCall);

  // A GET because the spec's client calls it so; it only ever ends the caller's own session.
  app.get(
    '/authentication/logout',
    { schema: { response: { 200: logoutAnswer, ...errorAnswers(404) } } },
    async (request, reply) => {
      await endSession(app.db, request, reply, isProduction(app.config));
      return { ok: true };
    },
  );

  app.post(
    '/authentication/profile',
    { schema: { documentedBody: profileRequest, response: { 200: profileAnswer, ...errorAnswers(400, 401) } } },
    async (request) => {
      const session = requireSession(request);
      const parsed = profileRequest.safeParse(request.body);
      if (!parsed.success) {
        throw new DomainError('validation', authMessages.invalidModule, { code: 'module_not_available' });
      }
      return profile(deps, session, parsed.data.mod_sub_modulo);
    },
  );
};

export default authRoutes;
