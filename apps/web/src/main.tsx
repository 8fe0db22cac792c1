import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { App } from './app/app';
import { needsSession, preloadOf } from './app/route-preload';
import { createRoutes } from './app/router';
import { signedInFrameCode } from './app/signed-in-frame-code';
import type { Language } from '@portal/domain';
import { firstPageChunkUrls, runFirstPageChunks, runLaterChunksWhenIdle } from './lib/first-page-chunks';
import { i18nReady, isLanguage, languageStoredAtStart, setLanguage } from './lib/i18n';
import { readServerState, type ServerRenderState } from './lib/server-state';
import { parseSessionUser, setSessionUser, hasIdentity } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverState = readServerState();
const app = (
  <StrictMode>
    <App serverState={serverState} />
  </StrictMode>
);

// A page rendered in another language than the shopper's stored choice (a choice made before the language cookie
// existed lives only in localStorage) is not hydrated: hydrating it in the stored language would not match, and
// switching after hydration races the page's lazy parts. It is drawn anew, once; the switch writes the cookie, so
// every later first page arrives in the chosen language (ADR 0024).
const renderedLanguageIsTheChoice =
  !serverState || !isLanguage(languageStoredAtStart) || languageStoredAtStart === serverState.language;

if (serverState && renderedLanguageIsTheChoice) {
  // The page arrived rendered (ADR 0024): the first client render must read exactly what the server read, so the
  // shopper it rendered for is in memory and the translations it used are in the store before React hydrates.
  adoptServerUser(serverState);
  // Hydrated as a transition: React then works in slices of a few milliseconds and yields to the browser between
  // them, instead of one long task that holds every tap until the whole page is hydrated (Total Blocking Time).
  void Promise.all([i18nReady, loadFirstPageCode()]).then(() => {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    runLaterChunksWhenIdle();
  });
} else if (serverState) {
  adoptServerUser(serverState);
  void i18nReady
    .then(() => setLanguage(languageStoredAtStart as Language))
    .then(() => createRoot(container).render(app));
} else {
  createRoot(container).render(app);
}

/**
 * The code of every lazy part the server rendered (the page, the signed-in frame), loaded before hydration: a part
 * still loading would hydrate later, after the data and texts that arrived meanwhile changed what it draws, and no
 * longer match the server's HTML. The page's `modulepreload` links have these on the way already; they run one per
 * task first (lib/first-page-chunks.ts), so the page's own import below finds them run.
 */
async function loadFirstPageCode(): Promise<void> {
  await runFirstPageChunks(firstPageChunkUrls('preload'));
  const matches = (matchRoutes(createRoutes(), window.location) ?? []).map((match) => ({ handle: match.route.handle }));
  const loads = [preloadOf(matches)?.page()];
  if (needsSession(matches)) loads.push(...signedInFrameCode(window.location.pathname).map((code) => code.load()));
  // A chunk that fails to load fails again, and is shown, when React renders it.
  await Promise.all(loads).catch(() => undefined);
}

function adoptServerUser(state: ServerRenderState) {
  const user = state.user ? parseSessionUser(state.user) : null;
  if (hasIdentity(user)) setSessionUser(user);
}
