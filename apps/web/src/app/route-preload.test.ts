import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from './router';
import { loadPageCode, needsSession, prefetchPageData, preloadOf, type RoutePreload } from './route-preload';

const context = () => ({ queryClient: new QueryClient(), brandId: 1, language: 'pt' as const });

describe('preloadOf / needsSession', () => {
  const page = () => Promise.resolve();
  const parent: RoutePreload = { page };
  const child: RoutePreload = { page };

  it('takes the deepest matched route that has a preload', () => {
    expect(preloadOf([{ handle: { preload: parent } }, { handle: { preload: child } }])).toBe(child);
    expect(preloadOf([{ handle: { preload: parent } }, { handle: { access: 'session', step: 'produto' } }])).toBe(
      parent,
    );
    expect(preloadOf([{}, { handle: { access: 'free' } }])).toBeNull();
  });

  it("reads the deepest access mark: only 'session' pages are preloaded at start-up", () => {
    expect(needsSession([{}, { handle: { access: 'session' } }])).toBe(true);
    expect(needsSession([{ handle: { access: 'session' } }, { handle: { access: 'free' } }])).toBe(false);
    expect(needsSession([{}])).toBe(false);
  });
});

describe('loadPageCode / prefetchPageData', () => {
  it('starts the page chunk and its prefetch module, and swallows their failures (the render shows them)', async () => {
    const page = vi.fn(() => Promise.reject(new Error('chunk')));
    const data = vi.fn(() => Promise.reject(new Error('module')));
    loadPageCode({ page, data });
    expect(page).toHaveBeenCalledOnce();
    expect(data).toHaveBeenCalledOnce();
    loadPageCode(null);
    await Promise.resolve();
  });

  it("runs the module's prefetch with the context once the module is in", async () => {
    const prefetch = vi.fn();
    const ctx = context();
    prefetchPageData({ page: () => Promise.resolve(), data: () => Promise.resolve({ prefetch }) }, ctx);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(ctx));
  });
});

describe('routes', () => {
  type Route = { path?: string; index?: boolean; handle?: unknown; children?: Route[] };
  const flatten = (routes: Route[]): Route[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
  const routes = flatten(createRoutes() as Route[]);

  it('gives every signed-in page (and /login) its chunk to preload, and Home, wallet and list their data', async () => {
    const pages = routes.filter((route) => (route.handle as { preload?: unknown } | undefined)?.preload);
    expect(pages.map((route) => route.path ?? 'index').sort()).toEqual(
      [
        '/login',
        'about',
        'carteira',
        'home',
        'index',
        'meus-dados',
        'produtos-adquiridos-fora-da-loja-online',
        'produtos-adquiridos-online',
        'protocol/:prtId',
        'protocolos',
      ].sort(),
    );
    for (const path of ['home', 'carteira', 'protocolos']) {
      const page = routes.find((route) => route.path === path)!.handle as { preload: RoutePreload };
      const module = await page.preload.data!();
      expect(typeof module.prefetch).toBe('function');
    }
  });
});
