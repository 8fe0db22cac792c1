import { useEffect } from 'react';
import { useTranslation } from '../lib/translation';

/**
 * `<meta name="description">` in the interface language: index.html carries the pt text for the first paint, and
 * this puts the shopper's language in once i18n has it, and again on each language change (issue 11). The tab title
 * follows the language through `useDocumentTitle`.
 */
export function useDocumentDescription(): void {
  const { t } = useTranslation('common');
  const description = t('app.description');
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

/** The hook as an element, for inside the providers' Suspense (a language still loading suspends it, not the app). */
export function DocumentDescription(): null {
  useDocumentDescription();
  return null;
}
