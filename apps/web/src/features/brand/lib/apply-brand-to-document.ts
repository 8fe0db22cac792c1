import type { Brand } from '../../../lib/brand-context';

/** The tab shows the brand: its name as the title and its logo as the favicon. */
export function applyBrandToDocument(brand: Pick<Brand, 'name' | 'logoUrl'>, doc: Document = document): void {
  doc.title = brand.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  if (brand.logoUrl) icon.href = brand.logoUrl;
}
