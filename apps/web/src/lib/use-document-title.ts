import { useEffect } from 'react';
import { useBrand } from './brand-context';

// The page name now in the tab. The brand provider re-applies the brand (name, favicon) after pages have mounted, so it
// asks `documentTitleFor` rather than writing the bare brand name over the page's title.
let currentPage: string | null = null;
// The site a page belongs to when it is not the shopper's brand (the operators' console names itself, not a brand).
let currentSite: string | null = null;
// The newest page to set the title owns it: a page that unmounts after the next one mounted (lazy routes, Suspense)
// must not take the new page's name away.
let latestTitleOwner = 0;

/** 'Protocolos — Corre Brasil' while a page names itself, else the brand's name (or the page's own site's). */
export function documentTitleFor(brandName: string): string {
  const site = currentSite ?? brandName;
  return currentPage ? `${currentPage} — ${site}` : site;
}

/**
 * The tab names the page and the brand ('Protocolos — Corre Brasil'); leaving the page gives the brand's own title
 * back. Pass the page name already translated, so the title follows the interface language. `site` names a page
 * that is no brand's ('Fila de protocolos — Console de atendimento'): the brand is then left out of the title.
 */
export function useDocumentTitle(page: string | null | undefined, site?: string): void {
  const { name } = useBrand();
  useEffect(() => {
    latestTitleOwner += 1;
    const owner = latestTitleOwner;
    currentPage = page || null;
    currentSite = site || null;
    document.title = documentTitleFor(name);
    return () => {
      if (owner !== latestTitleOwner) return;
      currentPage = null;
      currentSite = null;
      document.title = name;
    };
  }, [page, site, name]);
}
