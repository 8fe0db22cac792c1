/**
 * @portal/domain/backoffice: the wire schemas of the back-office console's calls (/api/backoffice, and the ERP moves
 * that share them), one definition for the API (validation, serialisation, OpenAPI) and the console (parsing answers,
 * types). A subpath of its own, so the shopper's pages, which import '@portal/domain', never reach them; only console
 * code imports it.
 */
export * from './fields';
export * from './operators';
export * from './protocols';
export * from './reports';
export * from './workload';
export * from './dashboard';
export * from './privacy-reads';
export * from './settings';
export * from './brand-terms';
export * from './webhooks';
export * from './vtex';
export * from './jobs';
