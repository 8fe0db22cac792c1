import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../features/auth/session';
import { fakeApi, renderApp, TEST_BRAND, TEST_USER } from '../test/render-app';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let cleanup: (() => void) | undefined;

beforeAll(async () => {
  server = await startTestServer(fakeApi({ session: true }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  clearSession();
});

/** Each page names itself in the tab, then the brand ('Protocolos — Corre Brasil'), in the shopper's language. */
describe('document title per page', () => {
  it.each([
    ['pt', '/login', 'Entrar'],
    ['en', '/login', 'Sign in'],
    ['es', '/login', 'Iniciar sesión'],
    ['pt', '/about', 'Sobre o portal'],
    ['en', '/about', 'About the portal'],
    ['es', '/rota-que-nao-existe', 'Página no encontrada'],
    ['pt', '/carteira', 'Carteira'],
    ['en', '/home', 'My orders'],
  ] as const)('%s %s', async (language, path, page) => {
    if (path !== '/login') saveSession(TEST_USER);
    const app = await renderApp(path, { language });
    cleanup = app.cleanup;
    await waitFor(() => expect(document.title).toBe(`${page} — ${TEST_BRAND.name}`));
  });
});
