import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The webhooks module's routes (mounted under /api by app.ts). */
const webhooksRoutes: FastifyPluginAsyncZod = async () => {};

export default webhooksRoutes;
