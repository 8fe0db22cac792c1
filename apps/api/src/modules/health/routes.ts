import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { databaseUnavailableError, isDatabaseUnavailable } from '../../db/connection-errors';
import { errorAnswers } from '../../lib/error-answer';

/**
 * Probes for the platform running the API (README, 'Health and readiness'):
 * - `/api/health` is liveness: the process is up and its event loop answers. It never touches the database, so an
 *   outage does not make an orchestrator restart healthy API processes (which would not bring the database back).
 * - `/api/ready` is readiness: the database answers, so this instance can serve shoppers; 503 (WARN body,
 *   Retry-After) otherwise, and traffic goes elsewhere until it recovers by itself.
 * Neither resolves a brand (`brandless`), so neither depends on the Host header or on the brand cache.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { brandless: true },
      schema: { response: { 200: z.object({ status: z.literal('ok') }), ...errorAnswers(500) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { brandless: true },
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'pg']) }),
          ...errorAnswers(503),
        },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        // Connection-level failures are mapped (and logged without detail) by the error handler; anything else is
        // also "not ready", but unexpected, so it keeps its own log line there.
        throw isDatabaseUnavailable(error) ? error : databaseUnavailableError();
      }
      return { status: 'ready' as const, database: app.dbDriver };
    },
  );
};

export default healthRoutes;
