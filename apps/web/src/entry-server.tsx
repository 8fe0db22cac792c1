/**
 * The server render of the first page (ADR 0024), built by `vite build --ssr` into dist-server/ and called by the
 * API's page plugin (apps/api/src/plugins/spa.ts). It renders the very components the browser hydrates: the same
 * providers, the same routes, the same query cache keys.
 *
 * Renders run one at a time in a process: the app keeps a few module-level singletons made for one visitor in one
 * tab (the translation store and its language, the signed-in shopper in memory, the API transport). Serialising keeps
 * one visitor's language or identity from ever reaching another's page; a render takes a few milliseconds of CPU and
 * its data calls run in-process, and the API side falls back to the static shell when the queue is long.
 */
import { StrictMode } from 'react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@portal/domain';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { renderWholePage } from './app/render-html';
import { createAppRouteOptions } from './app/route-options';
import { signedInFrameCode } from './app/signed-in-frame-code';
import { needsSession, preloadOf } from './app/route-preload';
import { createRoutes } from './app/router';
import { DocumentDescription } from './app/use-document-description';
import { brandQueryOptions } from './features/brand';
import { apiRequest } from './lib/api-client';
import { setServerTransport, type ApiTransport } from './lib/api-transport';
import type { Brand } from './lib/brand-context';
import { i18n, i18nReady, NAMESPACES } from './lib/i18n';
// The console's texts too: the server renders every namespace of a language (ADR 0051).
import './features/backoffice/console-locales';
import type { ServerRenderState } from './lib/server-state';
import { hasIdentity, parseSessionUser, setSessionUser, type SessionUser } from './lib/session';

export interface RenderRequest {
  /** Path and query of the page, e.g. '/home'. */
  url: string;
  brand: Brand;
  language: Language;
  /** Answers the app's API calls in-process, as the visitor (their cookie, host and language). */
  transport: ApiTransport;
  /** Longest wait for the page's data; past it the page renders its loading state and the browser fetches. */
  dataTimeoutMs: number;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** 404 for an unknown path (the not-found page), else 200. */
  status: number;
  state: ServerRenderState;
  /** Source files of the page's lazy chunks (keys of the client build's manifest), for preloads and CSS. */
  pageSources: string[];
  /** Where the render's time went, in ms, for the answer's Server-Timing header. */
  timings: RenderTimings;
}

export interface RenderTimings {
  /** Waiting for the renders ahead of this one. */
  queue: number;
  /** The session check. */
  session: number;
  /** The page's data calls. */
  data: number;
  /** React's render(s) to HTML. */
  render: number;
  /**
   * How many times React rendered the page: 1 when nothing suspended; 2 when the synchronous render met something
   * still loading (a page's first render in a process) and the prerender waited for it (app/render-html.ts); more when
   * a namespace was first loaded by this render.
   */
  passes: number;
}

/** Keys of the client manifest (vite build --manifest) of each page chunk, by the matched route's path. */
const PAGE_SOURCES: Readonly<Record<string, string>> = {
  '/login': 'src/features/auth/routes/login-page.tsx',
  '/logout': 'src/app/routes/logout-page.tsx',
  '': 'src/features/orders/routes/home-page.tsx',
  home: 'src/features/orders/routes/home-page.tsx',
  carteira: 'src/features/wallet/routes/wallet-page.tsx',
  protocolos: 'src/features/protocols/routes/protocol-list-page.tsx',
  'protocol/:prtId': 'src/features/protocols/routes/protocol-detail-page.tsx',
  'produtos-adquiridos-online': 'src/features/request/routes/online-request-page.tsx',
  'produtos-adquiridos-fora-da-loja-online': 'src/app/routes/outside-store-route.tsx',
  about: 'src/app/routes/about-page.tsx',
  'meus-dados': 'src/features/privacy/routes/privacy-page.tsx',
  '*': 'src/app/routes/not-found-page.tsx',
};

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * What is the same for every render of a process (ADR 0050): the routes and React Router's static handler (its route
 * tree is walked and flattened when made, half a millisecond a page), made on the first render.
 */
let routing: { handler: ReturnType<typeof createStaticHandler> } | null = null;
function appRouting() {
  routing ??= { handler: createStaticHandler(createRoutes(createAppRouteOptions())) };
  return routing;
}

/**
 * Every namespace of a language, loaded on that language's first render (a few hundred kB for the three languages,
 * kept by the process): a render then never meets a namespace still loading, so React renders each page once. Before,
 * the first render of each page and language after a start rendered twice (ADR 0024's second pass), 80-250 ms.
 */
const languagesLoaded = new Map<Language, Promise<void>>();
function allNamespacesOf(language: Language): Promise<void> {
  let loaded = languagesLoaded.get(language);
  if (!loaded) {
    loaded = i18n.loadNamespaces(NAMESPACES, language);
    languagesLoaded.set(language, loaded);
  }
  return loaded;
}

/** How many renders are waiting for their turn (the API serves the static shell past a limit). */
export function pendingRenders(): number {
  return waiting;
}

export function render(request: RenderRequest): Promise<RenderResult> {
  waiting += 1;
  const queuedAt = performance.now();
  const turn = queue.then(() => {
    waiting -= 1;
    return renderNow(request, performance.now() - queuedAt);
  });
  queue = turn.catch(() => undefined);
  return turn;
}

async function renderNow(request: RenderRequest, queueMs: number): Promise<RenderResult> {
  setServerTransport(request.transport);
  const timings: RenderTimings = { queue: queueMs, session: 0, data: 0, render: 0, passes: 0 };
  const since = (start: number) => performance.now() - start;
  try {
    await i18nReady;
    await Promise.all([i18n.changeLanguage(request.language), allNamespacesOf(request.language)]);
    // Namespaces used by this render only (the store keeps every language and namespace ever loaded).
    // validation too: the browser's start waits for it (i18nReady), so the page brings its language's copy.
    const usedNamespaces = new Set<string>(['common', 'validation']);
    // Namespaces some part asked for before they were loaded: a part that reads its texts without suspending (the
    // header's badge) then rendered without them, while the browser, which gets them with the page, would not.
    const coldNamespaces = new Set<string>();
    const trackNamespaces = (namespaces: readonly string[]) => {
      for (const namespace of namespaces) {
        usedNamespaces.add(namespace);
        if (!i18n.hasLoadedNamespace(namespace)) coldNamespaces.add(namespace);
      }
    };
    const queryClient = createQueryClient();
    queryClient.setQueryData(brandQueryOptions().queryKey, request.brand);

    const { handler } = appRouting();
    const context = await handler.query(new Request(new URL(request.url, 'http://portal.invalid')));
    if (context instanceof Response) throw new Error('the routes have no loaders: no redirect expected');
    const matches = context.matches.map((match) => ({ handle: match.route.handle, path: match.route.path }));

    let user: SessionUser | null = null;
    if (needsSession(matches)) {
      // The session check and the page's data calls together (ADR 0050): each data call checks the session itself
      // (ADR 0011), so nothing is answered to a visitor without one, and waiting for the check first added its round
      // trip to every signed-in page. Without a valid session the answers (401s) are dropped below.
      const sessionStart = performance.now();
      const data = prefetchPageData(matches, queryClient, request).then(() => {
        timings.data = since(sessionStart);
      });
      user = await signedInShopper();
      timings.session = since(sessionStart);
      await data;
      if (!user) {
        // The 401s go; the brand stays: without it the brand provider suspends and the page went out as the boot
        // screen, which the browser's first render does not draw (React #418 on every protected route signed out).
        queryClient.clear();
        queryClient.setQueryData(brandQueryOptions().queryKey, request.brand);
      }
      setSessionUser(user);
    }

    const router = createStaticRouter(handler.dataRoutes, context);
    // useTranslation reports each namespace a component asks for: collect this render's (the store keeps them all).
    const stopTracking = i18n.onNamespacesUsed(trackNamespaces);
    const app = (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <DocumentDescription />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    );
    let html: string;
    const renderStart = performance.now();
    try {
      let rendered = await renderWholePage(app);
      timings.passes = rendered.waited ? 2 : 1;
      // Only if a namespace escaped allNamespacesOf (none should): rendered again with it loaded.
      if (coldNamespaces.size > 0) {
        await i18n.loadNamespaces([...coldNamespaces]);
        rendered = await renderWholePage(app);
        timings.passes += rendered.waited ? 2 : 1;
      }
      html = rendered.html;
    } finally {
      stopTracking();
    }
    timings.render = since(renderStart);

    const language = request.language;
    const translations: Record<string, Record<string, unknown>> = {};
    for (const namespace of usedNamespaces) {
      const bundle = i18n.getResourceBundle(language, namespace) as Record<string, unknown> | undefined;
      if (bundle) translations[namespace] = bundle;
    }
    const pagePath = [...matches].reverse().find((match) => match.path !== undefined)?.path ?? '';
    const pageSource = PAGE_SOURCES[pagePath];
    return {
      html,
      status: pagePath === '*' ? 404 : 200,
      state: { brand: request.brand, language, translations, user, queries: dehydrate(queryClient) },
      pageSources: [
        ...(pageSource ? [pageSource] : []),
        ...(needsSession(matches)
          ? signedInFrameCode(new URL(request.url, 'http://portal.invalid').pathname).map((code) => code.source)
          : []),
      ],
      timings,
    };
  } finally {
    setServerTransport(null);
    setSessionUser(null);
  }
}

/** The shopper of the session cookie (GET /authentication/valid, as the browser's guard asks), or null. */
async function signedInShopper(): Promise<SessionUser | null> {
  try {
    const body = await apiRequest<{ user?: unknown }>('/authentication/valid');
    const user = parseSessionUser(body?.user);
    return hasIdentity(user) ? user : null;
  } catch {
    return null;
  }
}

/** Runs the page's prefetch (the queries its hooks make) and waits for them, up to the data timeout. */
async function prefetchPageData(
  matches: readonly { handle?: unknown }[],
  queryClient: QueryClient,
  request: RenderRequest,
): Promise<void> {
  const preload = preloadOf(matches);
  if (!preload?.data) return;
  const module = await preload.data();
  module.prefetch({ queryClient, brandId: request.brand.id, language: request.language });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    allQueriesSettled(queryClient),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, request.dataTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
}

function allQueriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) {
      resolve();
      return;
    }
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}
