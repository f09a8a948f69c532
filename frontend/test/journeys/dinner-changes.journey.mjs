import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { newPage, openAdminSection, signIn, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// Aoife's revealed dinner and the open dinners are seeded by dinners' demo data.
const AOIFE = 'aoife.murphy@demo.tablemates.ie';

const toast = (page, title) => page.getByText(title, { exact: true }).first().waitFor();

/** A datetime-local value one hour later ('2026-11-27T19:30' -> '2026-11-27T20:30'), read as wall time. */
function hourLater(value) {
  return new Date(Date.parse(`${value}:00Z`) + 3_600_000).toISOString().slice(0, 16);
}

describe('dinners that change, in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  for (const [name, device, nth] of [
    ['desktop', DESKTOP, 0],
    ['phone', PHONE, 1],
  ]) {
    it(`matches a dinner still taking bookings only once the admin agrees to close them (${name})`, async () => {
      const page = await newPage(browser, device);
      await step(page, `open-dinner-matching-${name}`, async () => {
        await signInAsAdmin(page, app.baseUrl);
        await openAdminSection(page, device, 'Matching Management');
        const run = page.getByRole('region', { name: 'Run Matching' });
        const open = run.locator('option', { hasText: 'accepting bookings' }).nth(nth);
        await open.waitFor({ state: 'attached' });
        const dinnerId = await open.getAttribute('value');
        await run.getByRole('combobox', { name: 'Dinner' }).selectOption(dinnerId);

        await run.getByRole('button', { name: 'Run Matching' }).click();
        const ask = page.getByRole('dialog', { name: 'Close bookings now and match?' });
        await ask.waitFor();
        assert.match(await ask.textContent(), /This dinner is still taking bookings until .+\. Matching it now closes its bookings first/);
        await screenshot(page, `close-bookings-question-${name}`);
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await ask.waitFor({ state: 'detached' });
        assert.match(await run.locator(`option[value="${dinnerId}"]`).textContent(), /accepting bookings/, 'without the confirmation the dinner stays open');

        await run.getByRole('button', { name: 'Run Matching' }).click();
        await page.getByRole('dialog', { name: 'Close bookings now and match?' }).getByRole('button', { name: 'Close bookings and match' }).click();
        await toast(page, 'Matching Initiated Successfully');
        await page.getByLabel('Matching result').getByText('Success', { exact: true }).waitFor();
        await run.locator(`option[value="${dinnerId}"]`, { hasNotText: 'accepting bookings' }).waitFor({ state: 'attached' });
      });
    });

    it(`moves a revealed dinner to a new time, tells its couples, and the couple sees the new time (${name})`, async () => {
      const admin = await newPage(browser, device);
      let newTime;
      await step(admin, `reschedule-${name}`, async () => {
        await signInAsAdmin(admin, app.baseUrl);
        await openAdminSection(admin, device, 'Dinner Events');
        // Aoife's revealed dinner is the soonest upcoming one.
        const upcoming = admin.getByRole('region', { name: 'Upcoming Events' });
        await upcoming.getByRole('button', { name: 'Edit' }).first().click();
        const form = admin.getByRole('dialog', { name: 'Edit Dinner Event' });
        const eventDate = form.getByLabel(/^Event date and time/);
        const later = hourLater(await eventDate.inputValue());
        newTime = later.slice(11, 16);
        await eventDate.fill(later);
        await form.getByRole('button', { name: 'Save Changes' }).click();
        const ask = admin.getByRole('dialog', { name: 'Tell the couples?' });
        await ask.waitFor();
        assert.match(
          await ask.textContent(),
          /This dinner is already revealed to its couples: moving it to a new time emails its \d+ paid couples? \(\d+ people\) with an updated calendar invite\./,
        );
        await screenshot(admin, `reschedule-question-${name}`);
        await ask.getByRole('button', { name: 'Save and tell them' }).click();
        await toast(admin, 'Dinner event updated');
      });

      const couple = await newPage(browser, device);
      await step(couple, `rescheduled-dinner-${name}`, async () => {
        await signIn(couple, app.baseUrl, AOIFE);
        const card = couple.getByText('The Copper Kettle').first();
        await card.waitFor();
        await couple
          .getByText(new RegExp(`${newTime} · Logistics fee`))
          .first()
          .waitFor();
        await screenshot(couple, `rescheduled-dashboard-${name}`);
        const mails = await (await couple.request.get(`${app.baseUrl}/api/dev/outbox?to=${encodeURIComponent(AOIFE)}`)).json();
        const moved = mails.messages.filter((mail) => mail.subject === 'Your surprise dinner has a new time');
        assert.ok(moved.length >= 1, 'Aoife is told of the new time');
        const invite = moved[0].attachments?.[0]?.content ?? '';
        assert.match(invite, /METHOD:REQUEST/);
        assert.match(invite.replace(/\r\n[ \t]/g, ''), /LOCATION:The Copper Kettle/);
      });
    });

    it(`gives a revealed group a new table, tells its couples, and the couple sees the new table (${name})`, async () => {
      const admin = await newPage(browser, device);
      let newTable;
      await step(admin, `new-table-${name}`, async () => {
        await signInAsAdmin(admin, app.baseUrl);
        await cateredFor(admin, app.baseUrl, 'The Copper Kettle', ['Vegan', 'Nut-Free']);
        const dinnerId = await revealedDinnerOf(admin, app.baseUrl, AOIFE);
        await openAdminSection(admin, device, 'Group & Restaurant Management');
        await admin.getByRole('combobox', { name: 'Dinner' }).selectOption(dinnerId);
        const group = admin.getByRole('article', { name: /^Group / }).filter({ hasText: 'Aoife' });
        const current = (await group.getByText(/^Table \d+$/).textContent()).replace('Table ', '');
        await group.getByRole('button', { name: 'Change restaurant and table' }).click();
        const tables = admin.getByRole('combobox', { name: 'Table number' });
        await tables
          .locator('option', { hasText: /^Table \d+$/ })
          .first()
          .waitFor({ state: 'attached' });
        newTable = (await tables.locator('option').evaluateAll((options) => options.map((option) => option.value))).find((value) => value && value !== current);
        await tables.selectOption(newTable);
        await admin.getByRole('button', { name: 'Save Changes' }).click();
        const ask = admin.getByRole('dialog', { name: 'Tell the couples?' });
        await ask.waitFor();
        assert.match(
          await ask.textContent(),
          /This dinner is already revealed to its couples: changing the restaurant or table of group [0-9a-f]{8} emails its \d+ paid couples? \(\d+ people\) with an updated calendar invite\./,
        );
        await screenshot(admin, `new-table-question-${name}`);
        await ask.getByRole('button', { name: 'Save and tell them' }).click();
        await toast(admin, 'Restaurant assignment updated');
      });

      const couple = await newPage(browser, device);
      await step(couple, `new-table-dashboard-${name}`, async () => {
        await signIn(couple, app.baseUrl, AOIFE);
        await couple
          .getByText(new RegExp(`· Table ${newTable}$`))
          .first()
          .waitFor();
        await screenshot(couple, `new-table-dashboard-${name}`);
        const mails = await (await couple.request.get(`${app.baseUrl}/api/dev/outbox?to=${encodeURIComponent(AOIFE)}`)).json();
        const told = mails.messages.filter((mail) => mail.subject === 'Your surprise dinner has a new venue' && mail.text.includes(`, table ${newTable}.\n`));
        assert.equal(told.length, 1, 'Aoife is told of her new table once');
        assert.match(told[0].attachments?.[0]?.content.replace(/\r\n[ \t]/g, '') ?? '', /LOCATION:The Copper Kettle/);
      });
    });
  }
});

/**
 * The demo seats Aoife's group at a restaurant that does not cater for all its dietary
 * needs; an admin's table change re-checks the restaurant, so it is made to cater for them.
 */
async function cateredFor(page, baseUrl, name, needs) {
  const { restaurants } = await (await page.request.get(`${baseUrl}/api/restaurants`)).json();
  const r = restaurants.find((restaurant) => restaurant.name === name);
  const fields = [
    'name',
    'address',
    'city',
    'country',
    'phone',
    'email',
    'website',
    'description',
    'cuisine_types',
    'price_range',
    'dining_vibe_tags',
    'avg_rating',
    'max_party_size',
    'tables_per_night',
    'is_active',
  ];
  const body = {
    ...Object.fromEntries(fields.map((field) => [field, r[field]])),
    dietary_accommodations: [...new Set([...r.dietary_accommodations, ...needs])],
  };
  const saved = await page.request.put(`${baseUrl}/api/restaurants/${r.id}`, { data: body });
  assert.equal(saved.status(), 200, await saved.text());
}

/** The id of the revealed dinner that seats this member, as the admin's API lists it. */
async function revealedDinnerOf(page, baseUrl, email) {
  const { dinners } = await (await page.request.get(`${baseUrl}/api/admin/dinners/for-management`)).json();
  // Revealed: 24 hours or less before the dinner (a dinner moved to a later time may no longer be; its change asks nobody).
  const revealed = (d) => new Date(d.event_date).getTime() - 24 * 60 * 60 * 1000 <= Date.now();
  for (const dinner of dinners.filter((d) => d.status === 'restaurant_assigned' && revealed(d))) {
    const { matches } = await (await page.request.get(`${baseUrl}/api/admin/dinners/${dinner.id}/matches`)).json();
    if (matches.some((group) => group.participants.some((couple) => couple.users.some((user) => user.email === email)))) return dinner.id;
  }
  throw new Error(`No revealed dinner seats ${email}`);
}
