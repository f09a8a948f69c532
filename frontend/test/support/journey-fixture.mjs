// What every journey file needs around its tests: the app started once (on its own copy of the
// demo data) and a headless Chromium, both closed after the file's last test.
import { after, before } from 'node:test';
import { launchBrowser, startApp } from './app-under-test.mjs';

/**
 * For a journey in which the admin runs matching on the demo's closed dinner: the schedule
 * would otherwise match it by itself within a minute of the start (its deadline is past), and
 * a journey reaching the console later, on a busy machine, would find it matched already.
 */
export const ADMIN_RUNS_MATCHING = { MATCHING_DELAY_MINUTES: String(24 * 60) };

/**
 * Call inside the file's `describe`. Returns the app (its fields filled in by the suite's
 * `before`) and the browser: a stand-in that forwards to the Chromium launched there, so the
 * two can be used like plain variables in the tests and helpers.
 */
export function useAppAndBrowser(env = {}) {
  const app = {};
  let launched;
  before(async () => {
    Object.assign(app, await startApp(env));
    launched = await launchBrowser();
  });
  after(async () => {
    await launched?.close();
    await app.stop?.();
  });
  const browser = new Proxy(
    {},
    {
      get(_, key) {
        if (!launched) throw new Error('The browser is launched in the suite’s before(): use it inside a test');
        const value = launched[key];
        return typeof value === 'function' ? value.bind(launched) : value;
      },
    },
  );
  return { app, browser };
}
