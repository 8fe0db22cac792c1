import { useSyncExternalStore } from 'react';
import { i18n } from '../i18n';
import type { TranslateFunction } from './translator';

export interface UseTranslationOptions {
  /**
   * false: render at once with `ready` false while the namespaces load (the texts' keys show), rather than suspend to
   * the nearest Suspense fallback. For small parts outside any page's Suspense (the header's badge).
   */
  useSuspense?: boolean;
}

export interface Translation {
  /** `t` of the current language, keys looked up in the first namespace unless prefixed with `namespace:`. */
  t: TranslateFunction;
  /** Whether every namespace asked for is loaded (always true when suspending). */
  ready: boolean;
}

const DEFAULT_NAMESPACES = ['common'] as const;

/**
 * The texts of one or more namespaces, re-rendering on a language switch or when a namespace arrives. Suspends
 * (throws the load, as React's Suspense expects) while a namespace is not loaded in the current language.
 */
export function useTranslation(
  namespaces: string | readonly string[] = DEFAULT_NAMESPACES,
  options?: UseTranslationOptions,
): Translation {
  const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
  // Re-renders on what changes this part's texts only: the language, or its own namespaces arriving (another part's
  // namespace loading must not re-render every translated component on the page).
  const textsState = () => `${i18n.language}|${list.every((namespace) => i18n.hasLoadedNamespace(namespace))}`;
  useSyncExternalStore(i18n.subscribe, textsState, textsState);
  i18n.reportNamespacesUsed(list);
  const language = i18n.language;
  const ready = list.every((namespace) => i18n.hasLoadedNamespace(namespace, language));
  if (!ready) {
    const loading = i18n.loadNamespaces(list, language);
    // The store's change re-renders this part once they arrive; a failed load is tried again on the next render.
    if (options?.useSuspense === false) loading.catch(() => undefined);
    else throw loading;
  }
  return { t: i18n.getFixedT(language, list[0]), ready };
}
