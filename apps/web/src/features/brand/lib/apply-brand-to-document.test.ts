import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandToDocument } from './apply-brand-to-document';

const brand = { name: 'Corre Brasil', logoUrl: '/api/brand/logo.svg' };

function favicon(): string | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.getAttribute('href') ?? null;
}

afterEach(() => {
  document.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
});

describe('applyBrandToDocument', () => {
  it('names the tab at once and sets the favicon only once the logo has loaded (one request for the logo)', () => {
    const pending: Array<{ url: string; onLoaded: () => void }> = [];
    applyBrandToDocument(brand, document, (url, onLoaded) => pending.push({ url, onLoaded }));

    expect(document.title).toBe('Corre Brasil');
    expect(favicon()).toBeNull();
    expect(pending.map(({ url }) => url)).toEqual([brand.logoUrl]);

    pending[0]!.onLoaded();
    expect(favicon()).toBe(brand.logoUrl);
  });

  it('replaces the placeholder icon of index.html instead of adding a second one', () => {
    const placeholder = document.createElement('link');
    placeholder.rel = 'icon';
    placeholder.href = 'data:,';
    document.head.appendChild(placeholder);

    applyBrandToDocument(brand, document, (_url, onLoaded) => onLoaded());

    expect(document.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
    expect(favicon()).toBe(brand.logoUrl);
  });

  it('leaves the favicon alone for a brand without a logo', () => {
    const asked: string[] = [];
    applyBrandToDocument({ name: 'Marca', logoUrl: '' }, document, (url) => asked.push(url));
    expect(asked).toEqual([]);
    expect(favicon()).toBeNull();
  });
});
