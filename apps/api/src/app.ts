import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES } from '@portal/domain';
import type { Config } from './config';
import { isProduction } from './config';
import type { Database, DatabaseHandle } from './db/client';
import requestContext, { requestIdGenerator, requestIdMixin } from './plugins/request-context';
import errorHandler from './plugins/error-handler';
import security from './plugins/security';
import brandResolution from './plugins/brand';
import compression from './plugins/compression';
import sessionLoader, { type SessionCarrier } from './plugins/session';
import spa from './plugins/spa';
import openapi from './plugins/openapi';
import metrics from './plugins/metrics';
import { KeptAnswers } from './plugins/kept-answers';
import { loadPageSession } from './modules/auth/page-session';
import { apiModules } from './modules';
import { createStorage, type FileStorage } from './lib/storage';
import { safeErrorSerializers, safeLogMethod } from './lib/log-safety';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbDriver: 'pglite' | 'pg';
    /** The current time; tests pass a controllable clock. */
    clock: () => Date;
    /** Where uploaded files live (lib/storage). */
    uploadStorage: FileStorage;
    /** Reference answers kept in memory while their data's generation holds (plugins/kept-answers.ts, ADR 0069). */
    keptAnswers: KeptAnswers;
    /** A server-rendered page's session lookup, with its shopper (modules/auth/page-session.ts, ADR 0069). */
    loadPageSession(carrier: SessionCarrier): Promise<void>;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: () => Date;
  /** Folder of the built SPA (apps/web/dist); null serves the API only. */
  webDistDir?: string | null;
  /** Pino logger options override (tests pass false). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove what a log holds). */
  logStream?: DestinationStream;
  /** Another upload storage (a bucket, a test storage that fails); DATA_DIR/uploads by default. */
  uploadStorage?: FileStorage;
}

/** Paths pino must never write: codes, identity and bank data (ARCHITECTURE §7). */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.tokenCode',
  '*.email',
  '*.cpf',
  '*.fone',
  '*.cli_conta',
  '*.cli_agencia',
  '*.cli_chavepix',
  '*.identity',
  '*.loginIdentity',
  '*.phone',
  '*.to',
];

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            // Errors go through a whitelist (name, code, stack frames), never a query's parameters: lib/log-safety.
            hooks: { logMethod: safeLogMethod },
            // Every line logged during a request carries its id, whichever logger wrote it (plugins/request-context).
            mixin: requestIdMixin,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            serializers: {
              ...safeErrorSerializers,
              // Query strings can carry identities (?email=, ?to=): log the path only.
              req: (request: { method: string; url: string; id: string }) => ({
                id: request.id,
                method: request.method,
                path: request.url.split('?')[0],
              }),
            },
          },
    trustProxy: config.TRUST_PROXY,
    // A UUID, or a trusted proxy's well-formed X-Request-Id (plugins/request-context); security.ts sends it back.
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('dbDriver', deps.database.driver);
  // The driver drops a lost connection and opens a new one on the next query: say so, with a code only.
  deps.database.onConnectionLost((code) => app.log.warn({ errCode: code }, 'database connection lost'));
  app.decorate('clock', deps.clock ?? (() => new Date()));
  app.decorate('uploadStorage', deps.uploadStorage ?? createStorage(config));
  app.decorate('keptAnswers', new KeptAnswers());
  app.decorate('loadPageSession', (carrier: SessionCarrier) => loadPageSession(app, carrier));

  // External plugins, then app plugins, then routes (ARCHITECTURE §3).
  await app.register(cookie, { secret: config.COOKIE_SECRET });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  // First of the app plugins: its hooks time and count every request, errors included.
  await app.register(metrics);
  await app.register(requestContext);
  await app.register(errorHandler);
  await app.register(security);
  await app.register(brandResolution);
  await app.register(sessionLoader);
  // Before the routes: the document is built from every route registered after it.
  await app.register(openapi);

  await app.register(
    async (api) => {
      // JSON answers above 1 kB (the order list is ~16 kB) travel compressed; static files are compressed once, at
      // build time (plugins/spa).
      await api.register(compression);
      for (const module of apiModules) {
        if (module.developmentOnly && isProduction(config)) continue;
        await api.register(module.routes);
      }
    },
    { prefix: '/api' },
  );
  for (const module of apiModules) {
    if (!module.rootRoutes || (module.developmentOnly && isProduction(config))) continue;
    await app.register(module.rootRoutes);
  }
  await app.register(spa, { distDir: deps.webDistDir ?? null });
  return app;
}
