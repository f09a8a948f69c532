import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { axeViolations, DEMO_PASSWORD as PASSWORD, newPage, signIn, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// Demo couples (couple-profile's demo data); each test uses its own, as the email change moves an account.
const EMMA = 'emma.walsh@demo.tablemates.ie';
const NIAMH = 'niamh.kelly@demo.tablemates.ie';
const SIOBHAN = 'siobhan.obrien@demo.tablemates.ie';
const AOIFE = 'aoife.murphy@demo.tablemates.ie';

async function openSettings(page, baseUrl) {
  await page.goto(`${baseUrl}/couplesprofile/settings`);
  await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
  await page.getByRole('switch', { name: 'Dinner reminders' }).waitFor();
}

describe('account settings in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  /** The newest mail to an address with a link to the path; its link. */
  const linkFromOutbox = async (to, path) => {
    const mail = (await app.outbox(to)).find((message) => message.links.some((url) => new URL(url).pathname === path));
    assert.ok(mail, `no mail to ${to} with a ${path} link`);
    return mail.links.find((url) => new URL(url).pathname === path);
  };

  for (const [device, width, member] of [
    [PHONE, 'phone', EMMA],
    [DESKTOP, 'desktop', NIAMH],
  ]) {
    it(`changes the sign-in email through the link, then signs in with the new address, axe clean (${width})`, async () => {
      const newEmail = `${width}.${Date.now()}@example.ie`;
      const page = await newPage(browser, device);
      await step(page, `email-change-${width}`, async () => {
        await signIn(page, app.baseUrl, member);
        await openSettings(page, app.baseUrl);
        assert.deepEqual(await axeViolations(page), []);
        const emailSection = page.getByRole('region', { name: 'Sign-in email' });
        await emailSection.getByLabel(/^New email/).fill(newEmail);
        await emailSection.getByLabel(/^Current password/).fill(PASSWORD);
        await emailSection.getByRole('button', { name: 'Change email' }).dblclick();
        await emailSection.getByText(`We sent a link to ${newEmail}. Until you open it you still sign in with ${member}.`).waitFor();
        assert.deepEqual(await axeViolations(page), []);
        await screenshot(page, `settings-email-pending-${width}`);

        await page.goto(await linkFromOutbox(newEmail, '/confirm-email-change'));
        await page.getByRole('heading', { name: 'Your new email is confirmed' }).waitFor();
        await screenshot(page, `email-change-confirmed-${width}`);
        await page.getByRole('link', { name: 'Back to Settings' }).click();
        await page.getByRole('region', { name: 'Sign-in email' }).getByText(newEmail).waitFor();

        await page.context().clearCookies();
        await signIn(page, app.baseUrl, newEmail);
        const me = await page.evaluate(async () => (await fetch('/api/auth/me', { credentials: 'include' })).json());
        assert.equal(me.email, newEmail);
      });
      await page.context().close();
    });
  }

  for (const [device, width] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ]) {
    it(`keeps the mail preferences after a reload (${width})`, async () => {
      const page = await newPage(browser, device);
      await step(page, `preferences-${width}`, async () => {
        await signIn(page, app.baseUrl, SIOBHAN);
        await openSettings(page, app.baseUrl);
        const reminders = page.getByRole('switch', { name: 'Dinner reminders' });
        const newsletter = page.getByRole('switch', { name: 'Newsletter and offers' });
        const before = { reminders: await reminders.getAttribute('aria-checked'), newsletter: await newsletter.getAttribute('aria-checked') };
        const flipped = { reminders: before.reminders === 'true' ? 'false' : 'true', newsletter: before.newsletter === 'true' ? 'false' : 'true' };
        await reminders.click();
        await page.waitForFunction(
          (value) => document.querySelector('[role="switch"][aria-label="Dinner reminders"]')?.getAttribute('aria-checked') === value,
          flipped.reminders,
        );
        await newsletter.click();
        await page.waitForFunction(
          (value) => document.querySelector('[role="switch"][aria-label="Newsletter and offers"]')?.getAttribute('aria-checked') === value,
          flipped.newsletter,
        );
        await screenshot(page, `settings-preferences-${width}`);
        await page.reload();
        await reminders.waitFor();
        assert.equal(await reminders.getAttribute('aria-checked'), flipped.reminders);
        assert.equal(await newsletter.getAttribute('aria-checked'), flipped.newsletter);
        await page.getByText('Some mails always come, because they tell you about your bookings', { exact: false }).waitFor();
        assert.deepEqual(await axeViolations(page), []);
      });
      await page.context().close();
    });
  }

  for (const [device, width] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ]) {
    it(`says a superseded sign-in link was replaced by a newer one (${width})`, async () => {
      const page = await newPage(browser, device);
      await step(page, `superseded-${width}`, async () => {
        await page.goto(`${app.baseUrl}/login`);
        await page.getByLabel(/^Email/).fill(AOIFE);
        await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
        await page.getByText('Check your email', { exact: true }).first().waitFor();
        const older = await linkFromOutbox(AOIFE, '/verify-login');
        await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
        // The newer link is in the outbox before the older one is opened.
        for (let attempt = 0; (await linkFromOutbox(AOIFE, '/verify-login')) === older; attempt += 1) {
          assert.ok(attempt < 100, 'the second sign-in link never arrived');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await page.goto(older);
        await page.getByText('This link was replaced by a newer one. Use the latest email we sent you.').waitFor();
        assert.equal(await page.getByText(/expired/i).count(), 0);
        await screenshot(page, `superseded-link-${width}`);
        assert.deepEqual(await axeViolations(page), []);
      });
      await page.context().close();
    });
  }
});
