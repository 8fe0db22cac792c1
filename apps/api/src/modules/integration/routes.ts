import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import vtexConnector from './vtex';

/** The integration module's routes (mounted under /api by app.ts). */
const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The VTEX connector's workers: started when the app is ready, stopped when it closes (vtex/plugin.ts, ADR 0043).
  await app.register(vtexConnector);
};

export default integrationRoutes;
