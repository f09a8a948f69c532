// What several journeys do the same way: a page whose visitor chose cookies, signing in,
// keeping a picture of a failed step, axe checks, and the booking screen's card and date.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { failureScreenshot, PAGE_WAIT_LIMIT_MS } from './app-under-test.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const DEMO_PASSWORD = 'DemoCouple2025!';
const CHOSEN_COOKIES = { necessary: true, preferences: true, analytics: false, marketing: false, accepted: true };

/** A context whose visitor has already chosen cookies, so the banner stays out of the way. */
export async function newContext(browser, device, { consent = CHOSEN_COOKIES, ...options } = {}) {
  const context = await browser.newContext({ ...device, ...options });
  await context.addInitScript((value) => localStorage.setItem('cookieConsent', JSON.stringify(value)), consent);
  return context;
}

export async function newPage(browser, device, options) {
  return (await newContext(browser, device, options)).newPage();
}

/** Signs a couple in on /login and waits for its dashboard (a lazy chunk: generously, the machine is shared). */
export async function signIn(page, baseUrl, email, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Next Dinner Event' }).waitFor();
}

const DEMO_ADMIN = { email: 'admin@tablemates.ie', password: 'TablematesAdmin2025!' };

/** Signs the demo admin in on /admin and waits for the console. */
export async function signInAsAdmin(page, baseUrl) {
  await page.goto(`${baseUrl}/admin`);
  await page.getByLabel(/^Email/).fill(DEMO_ADMIN.email);
  await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/admin-dashboard`);
}

/** Opens a console section from its menu: the drawer on a phone (isMobile), the sidebar otherwise. */
export async function openAdminSection(page, device, label) {
  if (device.isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label, exact: true }).click();
  }
}

/**
 * Waits until React has taken over an element of a prerendered page: a click or a key before
 * then does nothing (the page shows before its script runs). React keeps the props of each
 * element it hydrated on the element itself, under a `__reactProps$…` key. The locator is
 * resolved afresh on each look: when hydration replaces the prerendered element, the new one counts.
 */
export async function hydrated(locator) {
  await eventually(async () => {
    const taken = await locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
    if (!taken) throw new Error('the page has not hydrated this element yet');
  });
}

/**
 * Follows a link to a page whose URL matches `url`, clicking again when a click did not get
 * there: a panel that loads late above the link (the console's "Needs you") can move it
 * between Playwright's last look and its click.
 */
export async function followLink(page, link, url) {
  await eventually(async () => {
    if (!url.test(page.url())) await link.click({ timeout: 5_000 });
    await page.waitForURL(url, { timeout: 2_000 });
  });
}

/** The member's next seated dinner (restaurant assigned, still ahead), with her group: in the demo, her revealed one. */
export async function nextSeatedDinnerOf(page, baseUrl, email) {
  const { dinners } = await (await page.request.get(`${baseUrl}/api/admin/dinners/for-management`)).json();
  const upcoming = dinners
    .filter((d) => d.status === 'restaurant_assigned' && Date.parse(d.event_date) > Date.now())
    .sort((a, b) => Date.parse(a.event_date) - Date.parse(b.event_date));
  for (const dinner of upcoming) {
    const { matches } = await (await page.request.get(`${baseUrl}/api/admin/dinners/${dinner.id}/matches`)).json();
    const group = matches.find((g) => g.participants.some((couple) => couple.users.some((user) => user.email === email)));
    if (group) return { id: dinner.id, event_date: dinner.event_date, group };
  }
  throw new Error(`No upcoming seated dinner seats ${email}`);
}

const RETRY_EVERY_MS = 100;

/**
 * Runs a check until it passes, looking again every 100 ms, for at least as long as a page
 * waits for an element: for what the server or the page settles a moment later.
 */
export async function eventually(check, { attempts = PAGE_WAIT_LIMIT_MS / RETRY_EVERY_MS } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await check();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
  }
}

/** Runs a step and keeps a picture of the page when it fails, to see why. */
export async function step(page, name, work) {
  try {
    await work();
  } catch (error) {
    await failureScreenshot(page, `failed-${name}`);
    throw error;
  }
}

/** Serious or critical axe-core violations on the current page, as readable strings. */
export async function axeViolations(page) {
  // A prerendered form stays disabled until its script has run (useHydrated); axe cannot tell a
  // control disabled by its fieldset from an enabled one, so it judges the page once hydrated,
  // its lazy chunks loaded.
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('fieldset[disabled]'));
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy forbids inline scripts.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The booking screen's date line ('Saturday 5 December 2026 at 19:30'), without the time. */
export async function bookedDinnerDate(page) {
  const line = await page
    .getByText(/ at \d{2}:\d{2}$/)
    .first()
    .textContent();
  return line.split(' at ')[0].trim();
}

const CARD_LABELS = { card: 'Credit or debit card', expiry: 'Expiry', cvc: 'CVC' };

/** Fills the test-mode card form: a Stripe test number, an expiry (MM / YY digits) and a CVC; `labels` in another language than English. */
export async function fillTestCard(page, cardNumber, { expiry = '1234', cvc = '123', labels = CARD_LABELS } = {}) {
  await page.getByLabel(labels.card).fill(cardNumber);
  await page.getByLabel(labels.expiry).fill(expiry);
  await page.getByLabel(labels.cvc).fill(cvc);
}
