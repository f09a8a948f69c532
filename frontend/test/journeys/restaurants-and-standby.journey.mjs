import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { ADMIN_RUNS_MATCHING, useAppAndBrowser } from '../support/journey-fixture.mjs';
import { eventually, fillTestCard, newPage, openAdminSection, signIn, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
const toast = (page, title) => page.getByText(title, { exact: true }).first().waitFor();
const DAY = 24 * 3_600_000;

/**
 * A Dublin dinner already full (four spots: three taken by other couples, one by `booker`),
 * written to the database: filling one through the screens would take four couples' payments.
 */
async function fullDinner(databaseUrl, booker, daysAhead) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const eventDate = new Date(Math.ceil((Date.now() + daysAhead * DAY) / DAY) * DAY + 19.5 * 3_600_000);
    const [{ id }] = (
      await client.query(
        `INSERT INTO dinner_events (city, country, event_date, booking_deadline, capacity, logistics_fee_cents) VALUES ('Dublin', 'Ireland', $1, $2, 4, 1500) RETURNING id`,
        [eventDate, new Date(eventDate.getTime() - 2 * DAY)],
      )
    ).rows;
    for (let n = 0; n < 3; n += 1) {
      await client.query(
        `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) VALUES ($1, gen_random_uuid(), gen_random_uuid(), 'confirmed', now())`,
        [id],
      );
    }
    await client.query(
      `INSERT INTO dinner_bookings (dinner_id, couple_id, booked_by_user_id, status, confirmed_at) SELECT $1, couple_id, id, 'confirmed', now() FROM users WHERE email = $2`,
      [id, booker],
    );
    return { dinnerId: id, eventDate };
  } finally {
    await client.end();
  }
}

const dayText = (date) =>
  new Intl.DateTimeFormat('en-IE', { timeZone: 'Europe/Dublin', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

describe('restaurants told and standby couples, in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser(ADMIN_RUNS_MATCHING);
  let matchedDinnerId;

  /** A reservation link from the dev outbox whose table still waits for the restaurant's answer. */
  async function pendingReservationLink(page) {
    const { messages } = await (await page.request.get(`${app.baseUrl}/api/dev/outbox`)).json();
    for (const mail of messages.filter((m) => /^(New reservation|Reservation changed): /.test(m.subject))) {
      const link = mail.links.find((url) => url.includes('/restaurant-reservation?token='));
      const token = new URL(link).searchParams.get('token');
      const answer = await page.request.get(`${app.baseUrl}/api/restaurant-reservations?token=${encodeURIComponent(token)}`);
      if (answer.ok() && (await answer.json()).status === 'pending') return { link, to: mail.to };
    }
    throw new Error('No reservation waits for an answer');
  }

  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    it(`a restaurant confirms its table from the reservation mail's link, and the admin sees it on the dinner's operations page (${name})`, async () => {
      const admin = await newPage(browser, device);
      await step(admin, `reservation-seat-${name}`, async () => {
        await signInAsAdmin(admin, app.baseUrl);
        if (!matchedDinnerId) {
          // Seating the demo dinner's groups mails each restaurant its table.
          await openAdminSection(admin, device, 'Matching Management');
          const run = admin.getByRole('region', { name: 'Run Matching' });
          const option = run.locator('option', { hasText: '10/20 couples, booking closed' });
          await option.waitFor({ state: 'attached' });
          matchedDinnerId = await option.getAttribute('value');
          await run.getByRole('combobox', { name: 'Dinner' }).selectOption(matchedDinnerId);
          await run.getByRole('button', { name: 'Run Matching' }).click();
          await toast(admin, 'Matching Initiated Successfully');
        }
      });

      const { link, to } = await pendingReservationLink(admin);
      assert.match(to, /^bookings@/);
      const restaurant = await newPage(browser, device);
      await step(restaurant, `reservation-confirm-${name}`, async () => {
        await restaurant.goto(link);
        const heading = restaurant.getByRole('heading', { name: /^Reservation at / });
        await heading.waitFor();
        await restaurant.getByText('Party size').waitFor();
        await screenshot(restaurant, `reservation-page-${name}`);
        await restaurant.getByRole('button', { name: 'Confirm the table' }).click();
        await restaurant.getByText('You confirmed this table. Thank you!').waitFor();
        assert.ok(await restaurant.getByRole('button', { name: 'Confirm the table' }).isDisabled());
      });

      await step(admin, `reservation-operations-${name}`, async () => {
        if (device.isMobile) {
          await admin.goto(`${app.baseUrl}/admin/dinners/${matchedDinnerId}/operations`);
        } else {
          await openAdminSection(admin, device, 'Matched Dinners');
          // A matched dinner still to come is listed under Upcoming Dinners too: open it from the history.
          await admin.getByRole('region', { name: 'Historical Dinners and Matches' }).locator(`a[href="/admin/dinners/${matchedDinnerId}/operations"]`).click();
        }
        await admin.getByRole('heading', { name: 'Groups and tables' }).waitFor();
        await admin.getByText('Confirmed by the restaurant').first().waitFor();
        await screenshot(admin, `operations-page-${name}`);
      });
      await admin.context().close();
      await restaurant.context().close();
    });
  }

  it("tells the restaurants what an admin's move changed, names the move and the removal in the dinner's history, and shows the tables released once the dinner is cancelled (phone)", async () => {
    assert.ok(matchedDinnerId, 'the demo dinner was matched by the tests above');
    const admin = await newPage(browser, PHONE);
    await step(admin, 'operations-changes-phone', async () => {
      await signInAsAdmin(admin, app.baseUrl);
      const api = `${app.baseUrl}/api/admin/dinners/${matchedDinnerId}`;
      const operations = async () => (await admin.request.get(`${api}/operations`)).json();
      const { tables, bookings } = await operations();
      const seated = tables.filter((t) => t.restaurant_id && t.table_number !== null).sort((a, b) => b.couple_names.length - a.couple_names.length);
      const [from, to] = seated;
      const coupleOf = (names) => bookings.find((b) => b.couple_names === names);
      const [moved, removed] = from.couple_names.map(coupleOf);
      const change = (path, body) => admin.request.post(`${api}/groups/${path}`, { data: { ...body, override: true, confirm_changes: true } });
      // The admin's changes as Group & Restaurant Management sends them (group-override.journey walks those screens).
      assert.ok((await change('move-couple', { coupleId: moved.couple_id, fromGroupId: from.group_id, toGroupId: to.group_id })).ok());
      assert.ok((await change('remove-couple', { coupleId: removed.couple_id, groupId: from.group_id })).ok());

      // Point 7: the restaurant reads what changed, old and new.
      const changed = await eventually(async () => {
        const { messages } = await (await admin.request.get(`${app.baseUrl}/api/dev/outbox`)).json();
        const mail = messages.find((m) => m.subject.startsWith('Reservation changed: ') && /Party size: now/.test(m.text));
        assert.ok(mail, 'no "Reservation changed" mail naming the party size');
        return mail;
      });
      assert.match(changed.text, /Party size: now \d+ people \(was \d+ people\)/);

      // Point 8: the dinner's history names the admin's move and removal.
      await admin.goto(`${app.baseUrl}/admin/dinners/${matchedDinnerId}/operations`);
      await admin.getByText(`moved ${moved.couple_names} to another table.`).first().waitFor();
      await admin.getByText(`removed ${removed.couple_names} from their table.`).first().waitFor();
      await screenshot(admin, 'operations-history-moves-phone');

      // A group left without a restaurant (its assignment cleared, as Group & Restaurant Management does) asks for a table...
      assert.ok((await admin.request.put(`${app.baseUrl}/api/admin/dinner-matches/${to.group_id}`, { data: { confirm_changes: true } })).ok());
      await admin.reload();
      await admin.getByText('One group has no restaurant table yet.').waitFor();

      // Point 8: a cancelled dinner's tables read as released, never "0 people · Not sent".
      assert.ok((await admin.request.post(`${app.baseUrl}/api/admin/dinner-events/${matchedDinnerId}/cancel`)).ok());
      await admin.reload();
      await admin.getByRole('heading', { name: 'Groups and tables' }).waitFor();
      // ...but a cancelled dinner needs no table: the page asks nothing of the admin (issue 51).
      await admin.getByText('This dinner is cancelled: no table is needed.').waitFor();
      assert.equal(await admin.getByText(/no restaurant table yet/).count(), 0);
      assert.equal(await admin.getByRole('alert').filter({ hasText: 'Choose another restaurant or table for the group.' }).count(), 0);
      await admin.getByText('Reservation cancelled: table released').first().waitFor();
      await admin.getByText('· dinner cancelled').first().waitFor();
      assert.equal(await admin.getByText('Not sent', { exact: true }).count(), 0);
      assert.equal(await admin.getByText('· 0 people', { exact: true }).count(), 0);
      await screenshot(admin, 'operations-cancelled-phone');
    });
    await admin.context().close();
  });

  for (const [name, device, booker, waiter, daysAhead] of [
    ['desktop', DESKTOP, 'aoife.murphy@demo.tablemates.ie', 'siobhan.obrien@demo.tablemates.ie', 40],
    ['phone', PHONE, 'niamh.kelly@demo.tablemates.ie', 'aoife.murphy@demo.tablemates.ie', 41],
  ]) {
    it(`a standby couple gets the spot a cancellation frees, and pays for it (${name})`, async () => {
      const { dinnerId, eventDate } = await fullDinner(app.databaseUrl, booker, daysAhead);
      const standby = await newPage(browser, device);
      await step(standby, `standby-join-${name}`, async () => {
        await signIn(standby, app.baseUrl, waiter);
        await standby.goto(`${app.baseUrl}/book/${dinnerId}`);
        await standby.getByRole('alert').filter({ hasText: 'This dinner is fully booked.' }).waitFor();
        await standby.getByRole('button', { name: 'Join the standby list' }).click();
        await standby.getByText(/You're on the standby list: number 1\./).waitFor();
        await screenshot(standby, `standby-joined-${name}`);
      });

      const cancelling = await newPage(browser, device);
      await step(cancelling, `standby-cancel-${name}`, async () => {
        await signIn(cancelling, app.baseUrl, booker);
        const booked = cancelling
          .getByRole('region', { name: 'Upcoming meals' })
          .getByRole('listitem')
          .filter({ hasText: dayText(eventDate) });
        await booked.getByRole('button', { name: 'Cancel booking' }).click();
        await cancelling.getByRole('dialog', { name: 'Cancel booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
        await cancelling.getByText('Booking Cancelled', { exact: true }).waitFor();
      });

      await step(standby, `standby-pay-${name}`, async () => {
        // The offer follows the cancellation through the event log: polled, as a subscriber retried after a failure comes
        // with the next minute's dispatch job.
        await eventually(
          async () => {
            const mails = await app.outbox(waiter);
            assert.ok(
              mails.some((mail) => mail.subject === 'A spot opened up for your surprise dinner' && mail.links.some((url) => url.endsWith(`/book/${dinnerId}`))),
              'the standby couple is mailed the spot',
            );
          },
          { attempts: 900 },
        );
        await standby.goto(`${app.baseUrl}/book/${dinnerId}`);
        await standby.getByRole('heading', { name: 'Confirm Your Booking' }).waitFor();
        await fillTestCard(standby, '4242 4242 4242 4242');
        await screenshot(standby, `standby-offered-${name}`);
        await standby.getByRole('button', { name: 'Pay Now (€15.00)' }).click();
        await standby.waitForURL(`${app.baseUrl}/dashboard`);
        await standby.getByText('Your payment was successful and your spot is reserved.').waitFor();
      });
      await standby.context().close();
      await cancelling.context().close();
    });
  }
});
