import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, hydrated, newContext } from '../support/journey-helpers.mjs';
import { browserUnavailable, DESKTOP, PHONE } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';

const skip = browserUnavailable();
const DEMO = { email: 'aoife.murphy@demo.tablemates.ie', password: 'DemoCouple2025!' };
const DEMO_ADMIN = { email: 'admin@tablemates.ie', password: 'TablematesAdmin2025!' };
const PRERENDERED = [
  { path: '/', heading: 'Discover New Connections Through Shared Meals' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/join', heading: 'Welcome to Tablemates' },
];

/** A page with a cookie choice made, recording every script error and every layout shift. */
async function watchedPage(browser, device, options = {}) {
  const context = await newContext(browser, device, options);
  await context.addInitScript(() => {
    window.layoutShift = 0;
    new window.PerformanceObserver((list) => list.getEntries().forEach((entry) => (window.layoutShift += entry.hadRecentInput ? 0 : entry.value))).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The current-user call answers 401 to visitors: expected, not an error of the page.
  page.on('console', (message) => message.type() === 'error' && !/status of 401/.test(message.text()) && errors.push(message.text()));
  return { page, errors };
}

describe('pages that paint before their scripts run, and pages that do not move', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser({ JOBS_ENABLED: 'false' });

  it('shows the landing, /login and /join without any script (prerendered at build time)', async () => {
    const { page } = await watchedPage(browser, PHONE, { javaScriptEnabled: false });
    for (const { path, heading } of PRERENDERED) {
      await page.goto(`${app.baseUrl}${path}`);
      assert.equal(await page.getByRole('heading', { level: 1, name: heading }).isVisible(), true, path);
    }
  });

  it("loads the landing's scripts once its first paint is on the screen: its HTML names only their small loader", async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    assert.equal(scripts.length, 1);
    assert.match(scripts[0], /^\/assets\/after-paint-[\w-]+\.js$/);
    assert.doesNotMatch(html, /modulepreload/);
    const loader = await (await fetch(`${app.baseUrl}${scripts[0]}`)).text();
    assert.match(loader, /import\("\/assets\/landing-[\w-]+\.js"\)/);

    const { page, errors } = await watchedPage(browser, PHONE);
    await page.goto(app.baseUrl);
    await hydrated(page.getByRole('button', { name: 'Open menu' }));
    const { painted, asked } = await page.evaluate(() => ({
      painted: window.performance.getEntriesByName('first-contentful-paint')[0].startTime,
      asked: window.performance.getEntriesByType('resource').find((entry) => /\/assets\/landing-[\w-]+\.js$/.test(entry.name)).startTime,
    }));
    assert.ok(asked >= painted, `the entry was asked for at ${asked} ms, the first paint was on the screen at ${painted} ms`);
    assert.deepEqual(errors, []);
  });

  it('opens the menu tapped before the scripts came, once they have (phone)', async () => {
    const { page, errors } = await watchedPage(browser, PHONE);
    let release;
    const held = new Promise((resolve) => (release = resolve));
    let asked;
    const entryAsked = new Promise((resolve) => (asked = resolve));
    await page.route(/\/assets\/landing-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.goto(app.baseUrl, { waitUntil: 'commit' });
    // The loader has run (it asks for the scripts once the page has painted); they have not come.
    await entryAsked;
    await page.getByRole('button', { name: 'Open menu' }).click();
    assert.equal(await page.getByRole('button', { name: 'Close menu' }).count(), 0);
    release();
    const close = page.getByRole('button', { name: 'Close menu' });
    await close.waitFor();
    assert.equal(await close.getAttribute('aria-expanded'), 'true');
    assert.equal(await page.locator('#mobile-menu').getByRole('link', { name: 'How It Works' }).isVisible(), true);
    assert.deepEqual(errors, []);
  });

  it('hydrates them without a mismatch, keeps what was typed before, and signs in (phone)', async () => {
    const { page, errors } = await watchedPage(browser, PHONE);
    await page.goto(app.baseUrl);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await hydrated(openMenu);
    await openMenu.click();
    assert.equal(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'), 'true');

    await page.goto(`${app.baseUrl}/join`);
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(`${app.baseUrl}/signup`);

    // Filled as soon as the page shows, possibly before its script runs (a password manager does the same).
    await page.goto(`${app.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel(/^Email/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    assert.deepEqual(errors, []);
  });

  it('sends a signed-in member the app on /login and /join, not the visitor page', async () => {
    const { page, errors } = await watchedPage(browser, DESKTOP);
    await page.request.post(`${app.baseUrl}/api/auth/login`, { data: DEMO });
    for (const path of ['/login', '/join']) {
      const html = await (await page.request.get(`${app.baseUrl}${path}`)).text();
      assert.doesNotMatch(html, /data-prerendered/, `${path}: the app's page, not the visitor page`);
      assert.match(html, /<div id="root"><div role="status"/, `${path}: the app's loading state`);
      await page.goto(`${app.baseUrl}${path}`);
      await page.waitForURL(`${app.baseUrl}/dashboard`);
    }
    assert.deepEqual(errors, []);
  });

  /** A member page's reads start with its HTML, each goes out once, and every script it runs is named in it. */
  async function loadsAtOnce({ credentials, path, shown, reads: expected }) {
    const { page, errors } = await watchedPage(browser, DESKTOP);
    await page.request.post(`${app.baseUrl}/api/auth/login`, { data: credentials });
    const reads = [];
    const scripts = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) reads.push(pathname);
      if (/^\/assets\/.+\.js$/.test(pathname)) scripts.push(pathname);
    });
    const warnings = [];
    page.on('console', (message) => message.type() === 'warning' && /preload/i.test(message.text()) && warnings.push(message.text()));
    await page.goto(`${app.baseUrl}${path}`);
    await shown(page).waitFor();
    // Every read settled: a preload the page did not use would have been fetched a second time.
    await page.waitForLoadState('networkidle');
    // The HTML as the server sent it (the page's own document also holds the preloads its scripts added).
    const html = await (await page.request.get(`${app.baseUrl}${path}`)).text();
    const preloaded = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(preloaded.toSorted(), expected.toSorted());
    // Every script the page runs is named in its HTML: none waits for the chunk that imports it to arrive.
    const named = new Set([...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g)].map((match) => match[1]));
    assert.deepEqual(
      scripts.filter((script) => !named.has(script)),
      [],
    );
    for (const read of preloaded)
      assert.equal(reads.filter((made) => made === read).length, 1, `${read} requested ${reads.filter((made) => made === read).length} times`);
    assert.deepEqual(warnings, [], 'every preload is used');
    assert.deepEqual(errors, []);
  }

  it("starts the dashboard's reads with its HTML for a member, and each read goes out once", () =>
    loadsAtOnce({
      credentials: DEMO,
      path: '/dashboard',
      shown: (page) => page.getByRole('heading', { name: 'Next Dinner Event' }),
      reads: [
        '/api/auth/me',
        '/api/user/available-dinner-events',
        '/api/user/my-bookings',
        '/api/user/partner',
        '/api/user/profile',
        '/api/user/see-you-again',
      ],
    }));

  it("starts the admin console's reads with its HTML for an admin, and each read goes out once", () =>
    loadsAtOnce({
      credentials: DEMO_ADMIN,
      path: '/admin-dashboard',
      shown: (page) => page.getByRole('combobox', { name: 'Dinner' }),
      reads: [
        '/api/auth/me',
        '/api/admin/me/access',
        '/api/admin/dinners/needing-admins',
        '/api/admin/safety/reports',
        '/api/admin/city-choices',
        '/api/admin/dinners/for-management',
      ],
    }));

  it("paints every page's text in Inter's Latin letters, one file cut to the weights the app uses", async () => {
    const { page, errors } = await watchedPage(browser, PHONE);
    const files = new Set();
    page.on('request', (request) => /\.woff2$/.test(request.url()) && files.add(new URL(request.url()).pathname));
    for (const path of ['/', '/login']) {
      await page.goto(`${app.baseUrl}${path}`);
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => ({ family: face.family, weight: face.weight }));
      });
      assert.deepEqual(faces, [{ family: 'Inter Variable', weight: '400 700' }], path);
      // Seán's fada is one of its letters: no other file (Latin Extended) is fetched for Irish names.
      assert.equal(await page.evaluate(() => document.fonts.check('700 16px "Inter Variable"', 'Seán Ó Briain')), true);
    }
    const fonts = [...files];
    assert.equal(fonts.length, 1, fonts.join(', '));
    assert.match(fonts[0], /^\/assets\/inter-latin-wght-400-700-[\w-]+\.woff2$/);
    const bytes = (await (await fetch(`${app.baseUrl}${fonts[0]}`)).arrayBuffer()).byteLength;
    assert.ok(bytes < 36_000, `${bytes} bytes`);
    assert.deepEqual(errors, []);
  });

  for (const [name, verified] of [
    ['verified', true],
    ['unverified', false],
  ]) {
    it(`lays the dashboard out once, readable and axe clean, for a ${name} couple (phone and desktop)`, async () => {
      for (const device of [PHONE, DESKTOP]) {
        const { page, errors } = await watchedPage(browser, device);
        await page.request.post(`${app.baseUrl}/api/auth/login`, { data: DEMO });
        // The demo couple is verified; the unverified dashboard fades the booking and partner cards.
        await page.route('**/api/auth/me', async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, json: { ...(await response.json()), email_verified: verified } });
        });
        await page.goto(`${app.baseUrl}/dashboard`);
        await page.getByRole('heading', { name: 'Next Dinner Event' }).waitFor();
        assert.equal(await page.getByText('Please verify your email address').isVisible(), !verified);
        // Read the shift once the page has all its data: a late answer is what would move it.
        await page.waitForLoadState('networkidle');
        const shift = await page.evaluate(() => window.layoutShift);
        assert.ok(shift < 0.02, `layout shift ${shift}`);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(errors, []);
      }
    });
  }
});
