import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { eventually, newPage, nextSeatedDinnerOf, openAdminSection, signIn, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// Aoife's revealed dinner at The Copper Kettle is seeded by dinners' demo data.
const AOIFE = 'aoife.murphy@demo.tablemates.ie';
const RESTAURANT = 'bookings@copperkettle.example.ie';
const MINUTE = 60_000;

/**
 * Issue 47, points 2 and 3, in the browser. On the day (the app's clock moved, DEV_CLOCK=shiftable)
 * Aoife presses "We're running late" on her revealed card: her tablemates and the restaurant are
 * mailed at once, and the restaurant's page (the link in its mail) shows it. After the start the
 * restaurant marks a tablemate couple as a no-show on that page: the couple is mailed, and the
 * admin's support lookup shows its no-show counted.
 */
describe('the evening: running late and a no-show', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser({ DEV_CLOCK: 'shiftable' });

  it('tells the table and the restaurant of a late couple, and a no-show marked by the restaurant reaches the couple’s standing', async () => {
    const admin = await newPage(browser, DESKTOP);
    let dinner;
    let absent;
    // The app's own time: the clock of a fresh app is the system's until moved.
    let appNow = Date.now();
    await step(admin, 'the-day', async () => {
      await signInAsAdmin(admin, app.baseUrl);
      dinner = await nextSeatedDinnerOf(admin, app.baseUrl, AOIFE);
      absent = dinner.group.participants.find((couple) => !couple.users.some((user) => user.email === AOIFE));
      // Two hours before the start: "running late" is open from three hours before.
      const minutes = Math.ceil((Date.parse(dinner.event_date) - 2 * 60 * MINUTE - Date.now()) / MINUTE);
      if (minutes > 0) appNow = await moveClock(admin, app.baseUrl, minutes);
    });

    const couple = await newPage(browser, PHONE);
    await step(couple, 'running-late', async () => {
      await signIn(couple, app.baseUrl, AOIFE);
      await couple.getByRole('button', { name: "We're running late" }).click();
      await couple.getByRole('button', { name: '15 minutes' }).click();
      await couple.getByText("You told your table and the restaurant you're running 15 minutes late.").waitFor();
      await screenshot(couple, 'running-late-sent');
      // A second press is refused by the server: the card shows what was sent, not the button.
      assert.equal(await couple.getByRole('button', { name: "We're running late" }).count(), 0);
      const tablemate = absent.users[0].email;
      const toTable = await outbox(couple, app.baseUrl, tablemate);
      assert.ok(
        toTable.some((mail) => /are running 15 minutes late$/.test(mail.subject)),
        'the tablemates are mailed',
      );
    });

    const restaurant = await newPage(browser, DESKTOP);
    let sheetUrl;
    await step(restaurant, 'the-restaurant-sees-it', async () => {
      const mails = await outbox(restaurant, app.baseUrl, RESTAURANT);
      const late = mails.find((mail) => mail.subject.startsWith('Running 15 minutes late'));
      assert.ok(late, 'the restaurant is mailed');
      sheetUrl = /(http\S+\/restaurant-reservation\?token=\S+)/.exec(late.text)[1].replace(/^https?:\/\/[^/]+/, app.baseUrl);
      await restaurant.goto(sheetUrl);
      const aoife = restaurant.getByRole('listitem', { name: /^Aoife/ });
      await aoife.getByText('Running 15 min late').waitFor();
      await restaurant.getByText(/You can mark who arrived from the start of the dinner/).waitFor();
      await screenshot(restaurant, 'evening-sheet-running-late');
    });

    await step(restaurant, 'the-restaurant-marks-a-no-show', async () => {
      await moveClock(restaurant, app.baseUrl, Math.ceil((Date.parse(dinner.event_date) - appNow) / MINUTE) + 10);
      await restaurant.goto(sheetUrl);
      const names = absent.users.map((user) => user.first_name).join(' & ');
      const row = restaurant.getByRole('listitem', { name: names });
      await row.getByRole('button', { name: 'No-show' }).click();
      await row.getByRole('button', { name: 'No-show', pressed: true }).waitFor();
      await restaurant
        .getByRole('listitem', { name: /^Aoife/ })
        .getByRole('button', { name: 'Arrived' })
        .click();
      await screenshot(restaurant, 'evening-sheet-no-show');
      await eventually(async () => {
        const mails = await outbox(restaurant, app.baseUrl, absent.users[0].email);
        assert.ok(
          mails.some((mail) => mail.subject === 'We missed you at dinner'),
          'the couple is mailed',
        );
      });
    });

    await step(admin, 'support-sees-the-standing', async () => {
      await admin.goto(`${app.baseUrl}/admin-dashboard`);
      await openAdminSection(admin, DESKTOP, 'Customer Support');
      await admin.getByLabel('Search users').fill(absent.users[0].email);
      await admin.getByLabel('Search users').press('Enter');
      const count = admin.getByText('No-shows (last 12 months)').locator('..');
      await count.getByText('1', { exact: true }).waitFor();
      await admin.getByText('no-show', { exact: true }).first().waitFor();
      await screenshot(admin, 'support-no-show-count');
      await admin.goto(`${app.baseUrl}/admin/dinners/${dinner.id}/operations`);
      await admin.getByText('No-show (by the restaurant)').first().waitFor();
      await admin.getByText('Running 15 min late').first().waitFor();
      await screenshot(admin, 'operations-evening');
    });
  });
});

/** Moves the app's clock forward; answers its new time. */
async function moveClock(page, baseUrl, minutes) {
  const moved = await page.request.post(`${baseUrl}/api/dev/clock`, { data: { minutes } });
  assert.equal(moved.status(), 200, await moved.text());
  return Date.parse((await moved.json()).now);
}

async function outbox(page, baseUrl, to) {
  return (await (await page.request.get(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()).messages;
}
