import type { FastifyPluginAsync } from 'fastify';
import brandRoutes from './brand/routes';
import healthRoutes from './health/routes';
import authRoutes from './auth/routes';
import devRoutes from './dev/routes';
import devPage from './dev/page';
import addressRoutes from './address/routes';
import protocolRoutes from './protocols/routes';
import uploadRoutes from './uploads/routes';
import catalogRoutes from './catalog/routes';
import ordersRoutes from './orders/routes';
import walletRoutes from './wallet/routes';
import giftcardRoutes from './giftcards/routes';
import backofficeRoutes from './backoffice/routes';
import jobsRoutes from './jobs/routes';
import integrationRoutes from './integration/routes';
import webhooksRoutes from './webhooks/routes';
import settingsRoutes from './settings/routes';
import workloadRoutes from './workload/routes';
import dashboardRoutes from './dashboard/routes';
import privacyRoutes from './privacy/routes';
import shippingRoutes from './shipping/routes';

export interface ApiModule {
  name: string;
  routes: FastifyPluginAsync;
  /** Routes mounted at the root instead of /api (the dev outbox page at /dev/outbox). */
  rootRoutes?: FastifyPluginAsync;
  /** Never registered when NODE_ENV=production (the dev outbox). */
  developmentOnly?: boolean;
}

/** Every module's routes, mounted under /api by app.ts. Add a module here when you create it. */
export const apiModules: ApiModule[] = [
  { name: 'health', routes: healthRoutes },
  { name: 'brand', routes: brandRoutes },
  { name: 'auth', routes: authRoutes },
  { name: 'dev', routes: devRoutes, rootRoutes: devPage, developmentOnly: true },
  { name: 'address', routes: addressRoutes },
  // The one worker of background work and the console's failed jobs (issue 47): before the modules that queue
  // jobs or register kinds (uploads' sweep, ADR 0090).
  { name: 'jobs', routes: jobsRoutes },
  { name: 'protocols', routes: protocolRoutes },
  { name: 'uploads', routes: uploadRoutes },
  { name: 'catalog', routes: catalogRoutes },
  { name: 'orders', routes: ordersRoutes },
  { name: 'wallet', routes: walletRoutes },
  { name: 'giftcards', routes: giftcardRoutes },
  // Also mounts /api/erp; its notification sends and protocol expiry run as jobs (ADR 0022, 0089).
  { name: 'backoffice', routes: backofficeRoutes },
  // The return's Correios authorisation and tracking (issue 48): its issue and polling run as jobs.
  { name: 'shipping', routes: shippingRoutes },
  // Brand data in: /api/integration/v1 orders and stock (issue 25).
  { name: 'integration', routes: integrationRoutes },
  // Events out: webhook subscriptions, deliveries and the event feed (issue 26).
  { name: 'webhooks', routes: webhooksRoutes },
  // The programme's policy settings, edited by admins (issue 27).
  { name: 'settings', routes: settingsRoutes },
  // Assignment, bulk moves, internal notes and receiving slips (issue 27).
  { name: 'workload', routes: workloadRoutes },
  // The programme's dashboard (issue 27).
  { name: 'dashboard', routes: dashboardRoutes },
  // The shopper's own data, 'Meus dados' (LGPD, issue 28).
  { name: 'privacy', routes: privacyRoutes },
];
