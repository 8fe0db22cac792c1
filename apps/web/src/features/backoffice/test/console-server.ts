import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type RecordedRequest, type TestServer } from '../../../test/test-server';
import { fakeBackoffice, fakeState, type FakeState } from './fake-backoffice';
import { renderConsole } from './render-console';

/**
 * One fake console API per test file (a real HTTP server, so the console's real fetch runs), fresh state per test, and
 * the console opened on it. `state` and `requests` are read through the returned object: they change per test.
 */
export function setUpConsoleServer() {
  let server: TestServer;
  let cleanup: (() => void) | null = null;
  const context = {
    state: fakeState() as FakeState,
    get requests(): RecordedRequest[] {
      return server.requests;
    },
    posts(path: string): RecordedRequest[] {
      return server.requests.filter((request) => request.method === 'POST' && request.url === `/api/backoffice${path}`);
    },
    async open(path: string, language: 'pt' | 'en' | 'es' = 'pt') {
      const view = await renderConsole(path, language);
      cleanup = view.cleanup;
      return view;
    },
  };
  beforeAll(async () => {
    server = await startTestServer((request, response) => fakeBackoffice(context.state)(request, response));
  });
  afterAll(() => server.close());
  afterEach(() => {
    cleanup?.();
    cleanup = null;
    context.state = fakeState();
    server.requests.length = 0;
  });
  return context;
}
