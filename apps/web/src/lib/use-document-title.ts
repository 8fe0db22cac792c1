import { useEffect } from 'react';
import { useBrand } from './brand-context';

/**
 * The tab names the page and the brand ('Protocolos — Corre Brasil'); leaving the page gives the brand's own title
 * back (the brand provider sets it to the brand name).
 */
export function useDocumentTitle(page: string | null | undefined): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = page ? `${page} — ${name}` : name;
    return () => {
      document.title = name;
    };
  }, [page, name]);
}
