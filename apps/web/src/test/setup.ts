import '@testing-library/jest-dom/vitest';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Console pages are tested without their frame, which adds the console's texts in the app (ADR 0051).
import '../features/backoffice/console-locales';

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
  Object.defineProperty(globalThis, 'MessageChannel', { writable: true, configurable: true, value: NodeMessageChannel });
}

Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
  writable: true,
  configurable: true,
  value: window.HTMLElement.prototype.scrollIntoView ?? (() => {}),
});

afterEach(() => {
  cleanup();
});
