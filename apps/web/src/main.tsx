import './app/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';
import { readServerState } from './lib/server-state';
import { parseSessionUser, setSessionUser, hasIdentity } from './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const serverState = readServerState();
const app = (
  <StrictMode>
    <App serverState={serverState} />
  </StrictMode>
);

if (serverState) {
  // The page arrived rendered (ADR 0024): the first client render must read exactly what the server read, so the
  // shopper it rendered for is in memory and the translations it used are in i18next before React hydrates.
  const user = serverState.user ? parseSessionUser(serverState.user) : null;
  if (hasIdentity(user)) setSessionUser(user);
  void i18nReady.then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
