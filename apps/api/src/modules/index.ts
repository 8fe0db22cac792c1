import type { FastifyPluginAsync } from 'fastify';
import brandRoutes from './brand/routes';

export interface ApiModule {
  name: string;
  routes: FastifyPluginAsync;
  /** Never registered when NODE_ENV=production (the dev outbox). */
  developmentOnly?: boolean;
}

/** Every module's routes, mounted under /api by app.ts. Add a module here when you create it. */
export const apiModules: ApiModule[] = [{ name: 'brand', routes: brandRoutes }];
