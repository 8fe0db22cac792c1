import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The dashboard module's routes (mounted under /api by app.ts). */
const dashboardRoutes: FastifyPluginAsyncZod = async () => {};

export default dashboardRoutes;
