import type { Brand } from '../../../lib/brand-context';
import { documentTitleFor } from '../../../lib/use-document-title';

/** Calls `onLoaded` once the image at `url` is in the browser's cache; the header's `<img>` shares that request. */
export type WhenImageLoaded = (url: string, onLoaded: () => void) => void;

const whenImageLoaded: WhenImageLoaded = (url, onLoaded) => {
  const image = new Image();
  image.addEventListener('load', onLoaded, { once: true });
  image.src = url;
};

function setFavicon(doc: Document, href: string): void {
  let icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.href = href;
}

/**
 * The tab shows the brand: its name in the title (after the page's own name, if any) and its logo as the favicon.
 *
 * The favicon is set only after the logo has loaded. Set at once, the browser's favicon fetch and the header's
 * `<img>` both went to the server at the same moment (neither found the other in the cache: two requests for the same
 * logo on every cold visit, issue 11 item 18). Once the image is loaded, the favicon fetch is answered by the HTTP
 * cache (the logo is served `public, max-age=3600`). A logo that fails to load leaves the empty favicon.
 */
export function applyBrandToDocument(
  brand: Pick<Brand, 'name' | 'logoUrl'>,
  doc: Document = document,
  afterLoad: WhenImageLoaded = whenImageLoaded,
): void {
  doc.title = documentTitleFor(brand.name);
  const { logoUrl } = brand;
  if (logoUrl) afterLoad(logoUrl, () => setFavicon(doc, logoUrl));
}
