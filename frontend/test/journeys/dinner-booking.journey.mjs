import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { axeViolations, bookedDinnerDate, fillTestCard, newPage, signIn, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// The verified demo couple seeded by couple-profile's demo data.
const AOIFE = 'aoife.murphy@demo.tablemates.ie';

/** A month that has passed is refused in the form, in the server's words, before a spot is held. */
async function assertPastExpiryRefused(page) {
  await fillTestCard(page, '4242 4242 4242 4242', { expiry: '0120' });
  await page.getByRole('button', { name: /^Pay Now/ }).click();
  await page.getByText("Your card's expiry date is incomplete or in the past.").waitFor();
  assert.equal(await page.getByLabel('Expiry').getAttribute('aria-invalid'), 'true');
  assert.match(page.url(), /\/book\//);
}

const HOUR = 3_600_000;

/** A short-notice Dublin dinner, written to the database: 20 hours away, bookings closing in 8 (inside the 24 hours before it). */
async function shortNoticeDinner(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = Date.now();
    const [{ id }] = (
      await client.query(
        `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents) VALUES ('Dublin', 'Ireland', $1, $2, 20, 1500) RETURNING id`,
        [new Date(now + 20 * HOUR), new Date(now + 8 * HOUR)],
      )
    ).rows;
    return id;
  } finally {
    await client.end();
  }
}

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('booking a dinner in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('shows the revealed dinner and the one to review on the dashboard', async () => {
    const page = await newPage(browser, DESKTOP);
    await step(page, 'dashboard', async () => {
      await signIn(page, app.baseUrl, AOIFE);
      await page.getByText('The Copper Kettle').waitFor();
      assert.ok(await page.getByRole('link', { name: 'View on Map' }).first().isVisible());
      assert.ok(await page.getByRole('button', { name: 'Leave Review' }).isVisible());
      await screenshot(page, 'dashboard-desktop');
      await page.getByRole('button', { name: 'Leave Review' }).click();
      await page.getByRole('dialog', { name: 'How was your dinner?' }).waitFor();
      await screenshot(page, 'dashboard-review-dialog-desktop');
      await page.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText('Review submitted').waitFor();
    });
    await page.context().close();
  });

  it('tells the couple booking a short-notice dinner that it is revealed right after bookings close, not 24 hours before (phone)', async () => {
    const dinnerId = await shortNoticeDinner(app.databaseUrl);
    const page = await newPage(browser, PHONE);
    await step(page, 'booking-short-notice', async () => {
      await signIn(page, app.baseUrl, AOIFE);
      await page.goto(`${app.baseUrl}/book/${dinnerId}`);
      await page.getByRole('heading', { name: 'Confirm Your Booking' }).waitFor();
      const promise =
        /^The restaurant and your fellow diners are revealed as soon as your table is set, right after bookings close on \w{3}, \d{1,2} \w{3}, \d{2}:\d{2}( \(Dublin time\))?\.$/;
      await page.getByText(promise).waitFor();
      assert.equal(await page.getByText(/24 hours before/).count(), 0);
      await screenshot(page, 'book-short-notice-phone');
      await fillTestCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay Now (€15.00)' }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      const booked = page
        .getByRole('region', { name: 'Upcoming meals' })
        .getByRole('listitem')
        .filter({ hasText: /revealed as soon as your table is set, right after bookings close on / });
      await booked.getByText('Confirmed', { exact: true }).waitFor();
      assert.equal(await booked.getByText(/We are still setting your table|are revealed on/).count(), 0);
      await booked.scrollIntoViewIfNeeded();
      await screenshot(page, 'dashboard-short-notice-phone');
      const [confirmation] = (await app.outbox(AOIFE)).filter((mail) => mail.subject === 'Your surprise dinner is booked');
      assert.match(confirmation.text, /We reveal the restaurant and your fellow diners as soon as your table is set, right after bookings close on /);
    });
    await page.context().close();
  });

  it('books a demo dinner, pays in test mode, sees the booking and cancels it', async () => {
    const page = await newPage(browser, PHONE);
    await step(page, 'booking', async () => {
      await signIn(page, app.baseUrl, AOIFE);
      await screenshot(page, 'dashboard-phone');
      await page.getByRole('button', { name: 'Plan a meal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Plan a meal' });
      await dialog.getByRole('link', { name: 'Book' }).first().click();

      await page.getByRole('heading', { name: 'Confirm Your Booking' }).waitFor();
      await page.getByText('Dinner in Dublin').waitFor();
      const dinnerDate = await bookedDinnerDate(page);
      assert.ok(await page.getByText('Logistics Fee', { exact: true }).isVisible());
      await assertPastExpiryRefused(page);
      await screenshot(page, 'book-expiry-refused-phone');
      await fillTestCard(page, '4000 0000 0000 0002');
      await screenshot(page, 'book-phone');
      await page.getByRole('button', { name: 'Pay Now (€15.00)' }).click();
      await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();

      await fillTestCard(page, '4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay Now (€15.00)' }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      await page.getByText('Your payment was successful and your spot is reserved.').waitFor();
      const upcoming = page.getByRole('region', { name: 'Upcoming meals' });
      // The demo couple also holds a paid booking of the dinner waiting for its matching run.
      const booked = upcoming
        .getByRole('listitem')
        .filter({ hasText: dinnerDate })
        .filter({ has: page.getByText('Confirmed', { exact: true }) });
      await booked.waitFor();
      await screenshot(page, 'dashboard-booked-phone');

      await booked.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('dialog', { name: 'Cancel booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByText('Booking Cancelled', { exact: true }).waitFor();
      await booked.waitFor({ state: 'detached' });
    });
    await page.context().close();
  });

  it('shows the booking screen on desktop and sends a missing dinner back to the dashboard', async () => {
    const page = await newPage(browser, DESKTOP);
    await step(page, 'book-desktop', async () => {
      await signIn(page, app.baseUrl, AOIFE);
      await page.getByRole('button', { name: 'Plan a meal' }).click();
      await page.getByRole('dialog', { name: 'Plan a meal' }).getByRole('link', { name: 'Book' }).last().click();
      await page.getByRole('heading', { name: 'Confirm Your Booking' }).waitFor();
      await assertPastExpiryRefused(page);
      await screenshot(page, 'book-desktop');
      assert.deepEqual(await axeViolations(page), []);
      await page.goto(`${app.baseUrl}/book/00000000-0000-4000-8000-000000000000`);
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      await page.getByText('Failed to fetch dinner details').waitFor();
    });
    await page.context().close();
  });

  for (const [name, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ]) {
    it(`never covers an open dialog's buttons with a toast (${name})`, async () => {
      const page = await newPage(browser, device);
      await step(page, `toast-over-dialog-${name}`, async () => {
        await signIn(page, app.baseUrl, AOIFE);
        // The failure toast shows while the dialog stays open: the server refuses this once.
        await page.route('**/api/user/bookings/*/cancel', (route) =>
          route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 409, message: 'Please try again in a moment.', error: 'Conflict' }),
          }),
        );
        await page.getByRole('region', { name: 'Upcoming meals' }).getByRole('button', { name: 'Cancel booking' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Cancel booking?' });
        await dialog.getByRole('button', { name: 'Cancel booking' }).click();
        const toast = page.getByRole('alert').filter({ hasText: 'Please try again in a moment.' });
        await toast.waitFor();
        await screenshot(page, `toast-over-dialog-${name}`);
        const toastBox = await toast.boundingBox();
        for (const button of await dialog.getByRole('button').all()) {
          assert.ok(!overlaps(toastBox, await button.boundingBox()), `the toast covers "${await button.textContent()}"`);
        }
      });
      await page.context().close();
    });
  }
});
