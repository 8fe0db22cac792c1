import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The settings module's routes (mounted under /api by app.ts). */
const settingsRoutes: FastifyPluginAsyncZod = async () => {};

export default settingsRoutes;
