import '@testing-library/jest-dom/vitest';
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

Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', {
  writable: true,
  configurable: true,
  value: window.HTMLElement.prototype.scrollIntoView ?? (() => {}),
});

afterEach(() => {
  cleanup();
});
