/** Namespaces with a JSON file per language under src/locales/<lang>/<namespace>.json; each feature owns its file. */
export const FILE_NAMESPACES = [
  'common',
  'auth',
  'orders',
  'request',
  'outside-store',
  'protocols',
  'wallet',
  'backoffice',
  'privacy',
  'settings',
  'workload',
  'webhooks',
] as const;
export type FileNamespace = (typeof FILE_NAMESPACES)[number];

/** `validation` comes from @portal/domain so the web and the API word the same rule the same way. */
export const NAMESPACES = [...FILE_NAMESPACES, 'validation'] as const;
export type Namespace = (typeof NAMESPACES)[number];
