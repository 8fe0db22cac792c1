import { useEffect } from 'react';
import { useBrand } from './brand-context';

// The page name now in the tab. The brand provider re-applies the brand (name, favicon) after pages have mounted, so it
// asks `documentTitleFor` rather than writing the bare brand name over the page's title.
let currentPage: string | null = null;
// The newest page to set the title owns it: a page that unmounts after the next one mounted (lazy routes, Suspense)
// must not take the new page's name away.
let latestTitleOwner = 0;

/** 'Protocolos — Corre Brasil' while a page names itself, else the brand's name. */
export function documentTitleFor(brandName: string): string {
  return currentPage ? `${currentPage} — ${brandName}` : brandName;
}

/**
 * The tab names the page and the brand ('Protocolos — Corre Brasil'); leaving the page gives the brand's own title
 * back. Pass the page name already translated, so the title follows the interface language.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const { name } = useBrand();
  useEffect(() => {
    latestTitleOwner += 1;
    const owner = latestTitleOwner;
    currentPage = page || null;
    document.title = documentTitleFor(name);
    return () => {
      if (owner !== latestTitleOwner) return;
      currentPage = null;
      document.title = name;
    };
  }, [page, name]);
}
