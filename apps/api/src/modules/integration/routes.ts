import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The integration module's routes (mounted under /api by app.ts). */
const integrationRoutes: FastifyPluginAsyncZod = async () => {};

export default integrationRoutes;
