import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { ALL_AREAS, loadCatalogue, requireAreas } from './i18n/catalogues';

// findBy*/waitFor poll the document until it shows the state; on a busy machine that can
// take longer than the 1 s default, and the test's own timeout is the bound that matters.
configure({ asyncUtilTimeout: 30_000 });

// The same for vi.waitFor, whose 1 s default failed router specs on a loaded machine (a lazy
// route loads slower there); a spec may still pass options of its own. Wrapped once: this file
// runs again before each spec file in the same module registry (vitest.config.ts).
const patient = Symbol.for('tablemates.patientWaitFor');
if (!(patient in vi.waitFor)) {
  const waitFor = vi.waitFor.bind(vi);
  vi.waitFor = Object.assign(
    ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 30_000, ...options })) as typeof vi.waitFor,
    { [patient]: true },
  );
}

// Every area of messages, in English and French, as the router's lazy pages download them:
// a spec renders a page (or one dialog of it) without that download.
await requireAreas(ALL_AREAS);
await loadCatalogue('fr');

// The component specs share one document and module registry (vitest.config.ts), and Testing
// Library sets React's act environment and unmounts after each test only in the file that first
// imported it (and unsets the environment after that file): every file does both here.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
afterEach(cleanup);

// What one spec file leaves in the shared window (consent and signup answers are in storage) the next must not see.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof window === 'undefined') return; // a spec that runs in Node (`@vitest-environment node`)
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  document.documentElement.setAttribute('lang', 'en');
  document.body.innerHTML = '';
});
