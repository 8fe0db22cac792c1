/**
 * The console's texts (its own namespace and those of the pages it mounts: settings, webhooks, workload). Imported by
 * the console's frame, the server render and the web tests, never by the shopper's first page, whose script would
 * otherwise carry their loaders (ADR 0051).
 */
import type { Resources } from '../../lib/translation/translator';
import { addLocaleFiles } from '../../lib/i18n';

addLocaleFiles(
  import.meta.glob<Resources>('../../locales/*/{backoffice,settings,webhooks,workload}.json', { import: 'default' }),
);
