import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The web project's setup file (vitest.config.ts), run before every test file: the project
// runs without vitest globals, so Testing Library cannot register its own cleanup. Test
// files share a worker's modules (`isolate: false`), so whatever a test changes on the
// window is undone here, and this file may run more than once in one document.
// Whole pages render in jsdom here (lazy chunks, several queries); on a busy machine
// the default one second for findBy* is too tight.
configure({ asyncUtilTimeout: 3000 });

// Pages, admin screens and dialogs are loaded lazily (app/pages.ts, admin-sections.ts), and
// the module runner keeps a failed load for the rest of the worker. A test that ends while
// such a load is still running (its file's environment is torn down under it) would leave
// that page broken ("Seite konnte nicht geladen werden") for every later file in the worker,
// depending on the order files are dealt out. So every feature module is loaded once per
// worker before the first test; the later lazy loads find them ready.
await Promise.all(
  Object.values(import.meta.glob(['../features/**/*.{ts,tsx}', '!../features/**/*.test.{ts,tsx}'])).map(
    (load) => load(),
  ),
);

// jsdom's built-in style sheet lacks <wbr> (release names break at their dots with it), so
// accessible names would get a space at each one; browsers render it inline.
if (!document.getElementById('test-wbr-style')) {
  const wbrStyle = document.createElement('style');
  wbrStyle.id = 'test-wbr-style';
  wbrStyle.textContent = 'wbr { display: inline; }';
  document.head.append(wbrStyle);
}

beforeEach(() => {
  // jsdom does not implement scrolling: ScrollToTop's later tries (up to 2 s after an address
  // with a fragment) would otherwise throw into whichever test runs then.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  // A stored session must not leak from one test into the next.
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.title = '';
});
