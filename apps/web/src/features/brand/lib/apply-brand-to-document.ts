import type { Brand } from '../../../lib/brand-context';
import { documentTitleFor } from '../../../lib/use-document-title';

/** The tab shows the brand: its name in the title (after the page's own name, if any) and its logo as the favicon. */
export function applyBrandToDocument(brand: Pick<Brand, 'name' | 'logoUrl'>, doc: Document = document): void {
  doc.title = documentTitleFor(brand.name);
  let icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  if (brand.logoUrl) icon.href = brand.logoUrl;
}
