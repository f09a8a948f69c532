import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { axeViolations, followLink, newPage, openAdminSection, signIn, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// The demo's past dinner at Trattoria Liffey seated these couples (dinners' demo data).
const AOIFE = 'aoife.murphy@demo.tablemates.ie';
const NIAMH = 'niamh.kelly@demo.tablemates.ie';
const DAY = 86_400_000;
const REASON = 'Followed another couple to their car after the dinner.';
const APPEAL = 'We were parked on the same street and walked the same way. We meant no harm.';

/** The past dinner's card on the dashboard. */
const pastDinner = (page) => page.getByRole('listitem').filter({ hasText: 'Trattoria Liffey' });

/** A dinner Niamh's couple could book, two weeks out (the demo's upcoming dinners may already hold her booking). */
async function dinnerToBook(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents) VALUES ('Dublin', 'Ireland', $1, $2, 20, 1500) RETURNING id`,
      [new Date(Date.now() + 14 * DAY), new Date(Date.now() + 12 * DAY)],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

describe('reporting a couple, triage and suspension, in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('a member reports a couple; an admin suspends it; the couple is told, cannot book, answers once; the admin reads the answer', async () => {
    const aoife = await newPage(browser, PHONE);
    const admin = await newPage(browser, DESKTOP);
    const niamh = await newPage(browser, PHONE);
    const until = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const untilText = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${until}T00:00:00Z`));

    await step(aoife, 'safety-report-phone', async () => {
      await signIn(aoife, app.baseUrl, AOIFE);
      await pastDinner(aoife).getByRole('button', { name: 'Report a couple' }).click();
      const dialog = aoife.getByRole('dialog', { name: 'Report a couple' });
      await dialog.getByRole('radio', { name: 'Niamh & Priya' }).check();
      await dialog.getByRole('radio', { name: 'Made me feel unsafe' }).check();
      await dialog.getByLabel(/^Tell us more/).fill('They followed us to our car and would not leave us alone.');
      await screenshot(aoife, 'safety-report-dialog-phone');
      assert.deepEqual(await axeViolations(aoife), []);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await aoife.getByText('Report sent').first().waitFor();
      // A second report of the same couple for this dinner is not offered.
      await pastDinner(aoife).getByRole('button', { name: 'Report a couple' }).click();
      await dialog.getByText('Already reported: Niamh & Priya').waitFor();
      assert.equal(await dialog.getByRole('radio', { name: 'Niamh & Priya' }).count(), 0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    await step(admin, 'safety-triage-desktop', async () => {
      await signInAsAdmin(admin, app.baseUrl);
      await openAdminSection(admin, DESKTOP, 'Safety');
      await admin.getByRole('heading', { name: 'Safety' }).waitFor();
      await screenshot(admin, 'safety-queue-desktop');
      await followLink(admin, admin.getByRole('link', { name: 'Made me feel unsafe: Niamh & Priya' }), /\/admin\/safety\/reports\//);
      await admin.getByText('They followed us to our car and would not leave us alone.').waitFor();
      await admin.getByRole('region', { name: 'Reported couple' }).getByText(NIAMH).waitFor();
      await admin.getByRole('radio', { name: 'Suspend until a date' }).check();
      await admin.getByLabel(/^Suspended until/).fill(until);
      await admin.getByLabel(/^Reason/).fill(REASON);
      await admin.getByRole('button', { name: 'Confirm action' }).click();
      await admin.getByText('Couple suspended').first().waitFor();
      await admin.getByRole('region', { name: 'Actions taken' }).getByText(`Suspended until ${untilText}`, { exact: false }).waitFor();
      await screenshot(admin, 'safety-report-desktop');
    });

    const dinnerId = await dinnerToBook(app.databaseUrl);
    await step(niamh, 'safety-suspended-phone', async () => {
      const [mail] = (await app.outbox(NIAMH)).filter((m) => m.subject === `Your couple is suspended until ${untilText}`);
      assert.ok(mail, 'the suspension is mailed');
      assert.match(mail.text, new RegExp(REASON.replace(/\./g, '\\.')));
      assert.doesNotMatch(mail.text, /Aoife|Cian/);

      await signIn(niamh, app.baseUrl, NIAMH);
      const notice = niamh.getByRole('alert').filter({ hasText: 'Your couple is suspended' });
      await notice.getByText(`Your couple is suspended until ${untilText}: you cannot book a dinner before then.`).waitFor();
      await notice.getByText(`Reason: ${REASON}`).waitFor();
      await screenshot(niamh, 'safety-suspension-banner-phone');
      assert.deepEqual(await axeViolations(niamh), []);

      // The server refuses the booking, saying why and until when.
      const refusal = await niamh.evaluate(
        async ({ id, key }) => {
          const response = await fetch('/api/user/bookings', {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body: JSON.stringify({ dinner_id: id }),
          });
          return { status: response.status, body: await response.json() };
        },
        { id: dinnerId, key: randomUUID() },
      );
      assert.equal(refusal.status, 403);
      assert.equal(refusal.body.code, 'DINNERS.SUSPENDED');
      assert.match(refusal.body.message, new RegExp(`until ${until}`));
      await niamh.goto(`${app.baseUrl}/book/${dinnerId}`);
      await niamh.getByText(`Your couple is suspended until ${untilText} and cannot book a dinner before then.`, { exact: false }).waitFor();

      await niamh.goto(`${app.baseUrl}/dashboard`);
      await notice.getByLabel('Answer this suspension').fill(APPEAL);
      await notice.getByRole('button', { name: 'Send my answer' }).click();
      await notice.getByText('Your answer, sent to our team:').waitFor();
      assert.equal(await notice.getByLabel('Answer this suspension').count(), 0, 'the form is gone after the one answer');
      await niamh.reload();
      await notice.getByText('Your answer, sent to our team:').waitFor();
      await notice.getByText(APPEAL).waitFor();
      assert.equal(await notice.getByRole('button', { name: 'Send my answer' }).count(), 0);
    });

    await step(admin, 'safety-appeal-desktop', async () => {
      await admin.reload();
      await admin.getByRole('region', { name: 'Actions taken' }).getByText(APPEAL).waitFor();
      await admin.goto(`${app.baseUrl}/admin-dashboard#safety`);
      await admin.getByRole('listitem').filter({ hasText: 'Niamh & Priya' }).getByText('Appealed').waitFor();
    });
    for (const page of [aoife, admin, niamh]) await page.context().close();
  });
});
