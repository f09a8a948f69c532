// What the signed-in journeys share: a page whose cookies are chosen, signing in a demo
// member, and a screenshot of the step that failed.
import { screenshot } from './app-under-test.mjs';

/** The password of every demo couple member (couple-profile's demo data). */
export const DEMO_PASSWORD = 'DemoCouple2025!';

/** A page in a fresh context whose visitor has already chosen cookies, so the banner stays out of the way. */
export async function newPage(browser, device) {
  const context = await browser.newContext(device);
  await context.addInitScript(() => localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, preferences: true, analytics: false, marketing: false, accepted: true })));
  return context.newPage();
}

export async function signIn(page, baseUrl, email, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByRole('heading', { name: 'Next Dinner Event' }).waitFor({ timeout: 60_000 });
}

/** Runs a step of a journey; a failure leaves failed-{name}.png behind. */
export async function step(page, name, work) {
  try {
    await work();
  } catch (error) {
    await screenshot(page, `failed-${name}`);
    throw error;
  }
}
