import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { browserUnavailable, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { bookedDinnerDate, fillTestCard, newPage, openAdminSection, signIn, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// A demo couple whose partner has joined.
const NIAMH = 'niamh.kelly@demo.tablemates.ie';
const PRIYA = 'priya.sharma@demo.tablemates.ie';
const HOUR = 3_600_000;

/**
 * What the screens cannot set up in a journey's time: a dinner 5 hours away still open for an
 * hour (cancelling it is late), and Niamh's couple one late cancellation into its run.
 */
async function oneLateCancellationFromTheEnd(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ id }] = (
      await client.query(
        `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents) VALUES ('Dublin', 'Ireland', $1, $2, 20, 1500) RETURNING id`,
        [new Date(Date.now() + 5 * HOUR), new Date(Date.now() + HOUR)],
      )
    ).rows;
    await client.query(
      `INSERT INTO couple_standings (couple_id, consecutive_late_cancellations, service_terminated, last_late_cancellation_at)
       SELECT couple_id, 1, false, now() - interval '7 days' FROM users WHERE email = $1
       ON CONFLICT (couple_id) DO UPDATE SET consecutive_late_cancellations = 1, service_terminated = false`,
      [NIAMH],
    );
    return id;
  } finally {
    await client.end();
  }
}

describe('the end of the service after a second late cancellation, in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('says the service has ended to both partners, offers no dinner, and support sees one status (phone)', async () => {
    const dinnerId = await oneLateCancellationFromTheEnd(app.databaseUrl);
    const page = await newPage(browser, PHONE);
    await step(page, 'termination-couple-phone', async () => {
      await signIn(page, app.baseUrl, NIAMH);
      await page.goto(`${app.baseUrl}/book/${dinnerId}`);
      await page.getByRole('heading', { name: 'Confirm Your Booking' }).waitFor();
      const dinnerDate = await bookedDinnerDate(page);
      await fillTestCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay Now (€15.00)' }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      const booked = page
        .getByRole('region', { name: 'Upcoming meals' })
        .getByRole('listitem')
        .filter({ hasText: dinnerDate })
        .filter({ has: page.getByText('Confirmed', { exact: true }) });
      await booked.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('dialog', { name: 'Cancel booking?' }).getByRole('button', { name: 'Cancel booking and end service' }).click();
      await page.getByText('Your service has ended, so there are no dinners to book.').waitFor();
      assert.equal(await page.getByText('Book this dinner').count(), 0, 'a terminated dashboard offers no booking');
      assert.equal(await page.getByRole('button', { name: 'Plan a meal' }).count(), 0);
      await screenshot(page, 'termination-dashboard-phone');
    });
    await page.context().close();

    for (const member of [NIAMH, PRIYA]) {
      const [mail] = await app.outbox(member);
      assert.equal(mail.subject, 'Your dinner booking is cancelled and your service has ended');
      assert.match(mail.text, /so the service has ended for your couple: you can no longer book dinners\./);
    }

    const admin = await newPage(browser, PHONE);
    await step(admin, 'termination-support-phone', async () => {
      await signInAsAdmin(admin, app.baseUrl);
      await openAdminSection(admin, PHONE, 'Customer Support');
      await admin.getByLabel('Search users').fill('niamh.kelly');
      await admin.getByLabel('Search users').press('Enter');
      const card = admin.getByRole('article', { name: 'Niamh Kelly' });
      await card.getByRole('button', { name: 'Reinstate' }).waitFor();
      await card.getByText('Service Terminated', { exact: true }).waitFor();
      assert.equal(await card.getByText('Couple status').locator('xpath=following-sibling::dd').textContent(), 'service terminated');
      assert.equal(await card.getByRole('button', { name: 'Resend invitation' }).count(), 0, 'the partner has joined: no invitation to resend');
      await screenshot(admin, 'termination-support-phone');
    });
    await admin.context().close();
  });
});
