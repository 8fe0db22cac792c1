import '@testing-library/jest-dom/vitest';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Console pages are tested without their frame, which adds the console's texts in the app (ADR 0051).
import '../features/backoffice/console-locales';

// findBy*/waitFor end as soon as what they wait for appears; this only caps the wait. The 1 s default failed a clean
// clone's unit stage three runs out of three on a shared 2-core machine (load 3-15, issue 44) while a lazy page or the
// toasts' container was still being transformed and imported, so each file set its own cap (3-8 s) or none. One cap
// for all, below the test's own limit (testTimeout in vite.config.ts) so a query that never matches still reports what
// it looked for rather than a bare test timeout.
configure({ asyncUtilTimeout: 15_000 });

// Importing the i18n module (above) stores the start language; each test file starts with empty storage, as before.
localStorage.clear();
sessionStorage.clear();

// Mantine reads these browser APIs; happy-dom ships versions of some, jsdom none, so fill only what is missing.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (typeof window.ResizeObserver !== 'function') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// The files run in VM contexts (vite.config.ts, pool 'vmThreads'), whose globals are happy-dom's and the language's only:
// Node's MessageChannel stands in for the browser's (first-page-chunks.ts yields to the browser with one).
if (typeof globalThis.MessageChannel !== 'function') {
  Object.defineProperty(globalThis, 'MessageChannel', {
    writable: true,
    configurable: true,
    value: NodeMessageChannel,
  });
}

Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
  writable: true,
  configurable: true,
  value: window.HTMLElement.prototype.scrollIntoView ?? (() => {}),
});

afterEach(() => {
  cleanup();
});

// happy-dom 20 (Fetch.finalizeRequest) destroys the socket of an aborted fetch while its own 'error' listener is still
// attached, so every abort (React Query cancelling a query when a test unmounts its page) printed 'Error: socket hang up'
// with a stack through the page's console, outside any test: 106-108 of them in one unit stage, burying real errors.
// A browser rejects an aborted fetch quietly: so does this, at once, with the same AbortError, and lets the request
// underneath finish unseen (the test servers answer every request, and answer any still waiting when they close).
const happyDomFetch = window.fetch.bind(window);
function fetchAbortedQuietly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  if (!signal) return happyDomFetch(input, init);
  if (signal.aborted) return Promise.reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
  const request = input instanceof Request ? new Request(input, { signal: null }) : input;
  const underneath = happyDomFetch(request, { ...init, signal: null });
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    underneath.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
for (const scope of new Set<object>([window, globalThis])) {
  Object.defineProperty(scope, 'fetch', { writable: true, configurable: true, value: fetchAbortedQuietly });
}
