import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';

const skip = browserUnavailable();

describe('app shell in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('shows the exact 404 page on an unknown path', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    assert.ok(await page.getByText('Did you forget to add the page to the router?').isVisible());
    await screenshot(page, 'shell-404');
    await page.close();
  });

  it('sends an anonymous visitor from the dashboard to /login, to come back after signing in', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`${app.baseUrl}/dashboard`);
    await page.waitForURL(`${app.baseUrl}/login?returnTo=%2Fdashboard`);
    await page.close();
  });

  it('shows mails of the dev outbox', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(`${app.baseUrl}/dev/outbox`);
    await page.getByRole('heading', { name: 'Dev outbox' }).waitFor();
    await screenshot(page, 'shell-outbox');
    await page.close();
  });
});
