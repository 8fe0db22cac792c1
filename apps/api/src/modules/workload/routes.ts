import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The workload module's routes (mounted under /api by app.ts). */
const workloadRoutes: FastifyPluginAsyncZod = async () => {};

export default workloadRoutes;
