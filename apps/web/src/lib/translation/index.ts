// Trans is imported from './trans' by the few parts that show markup: re-exported here, it would be in every first
// page, since a bundler keeps a module whole wherever any of its importers is.
export { useTranslation, type Translation, type UseTranslationOptions } from './use-translation';
export type { TranslateFunction, TranslateOptions } from './translator';
