import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The privacy module's routes (mounted under /api by app.ts). */
const privacyRoutes: FastifyPluginAsyncZod = async () => {};

export default privacyRoutes;
