import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startTestServer, type RecordedRequest, type TestServer } from '../../../test/test-server';
import { fakeBackoffice, fakeState, type FakeState } from './fake-backoffice';
import { renderConsole } from './render-console';

/**
 * One fake console API per test file (a real HTTP server, so the console's real fetch runs), fresh state per test, and
 * the console opened on it. `state` and `requests` are read through the returned object: they change per test.
 */
export function setUpConsoleServer() {
  let server: TestServer;
  let view: Awaited<ReturnType<typeof renderConsole>> | null = null;
  const context = {
    state: fakeState() as FakeState,
    get requests(): RecordedRequest[] {
      return server.requests;
    },
    posts(path: string): RecordedRequest[] {
      return server.requests.filter((request) => request.method === 'POST' && request.url === `/api/backoffice${path}`);
    },
    async open(path: string, language: 'pt' | 'en' | 'es' = 'pt') {
      view = await renderConsole(path, language);
      return view;
    },
  };
  beforeAll(async () => {
    server = await startTestServer((request, response) => fakeBackoffice(context.state)(request, response));
  });
  afterAll(() => server.close());
  afterEach(async () => {
    // A call the page still had on the wire when its test ended would be recorded in the next test's requests (a
    // dashboard figure once landed in 'asks the API nothing'): the test ends when the page's calls have.
    const { queryClient } = view ?? {};
    if (queryClient) {
      await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0), { timeout: 15_000 });
    }
    view?.cleanup();
    view = null;
    context.state = fakeState();
    server.requests.length = 0;
  });
  return context;
}
