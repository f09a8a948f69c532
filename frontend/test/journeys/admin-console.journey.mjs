import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { newPage, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// Seeded by identity's and couple-profile's demo data.
const ADMIN = { email: 'admin@tablemates.ie', password: 'TablematesAdmin2025!' };
const COUPLE = { email: 'aoife.murphy@demo.tablemates.ie', password: 'DemoCouple2025!' };
const DAY = 86_400_000;

/** A datetime-local value `days` from now at the given hour (the form reads it in the city's zone). */
function localInput(days, hour) {
  const date = new Date(Date.now() + days * DAY);
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(hour)}:00`;
}

/** The page never scrolls sideways: wide tables scroll inside their own box. */
async function assertNoSidewaysScroll(page, width) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide at a ${width}px viewport`);
}

/**
 * Every row's buttons and links lie inside the viewport, and nothing around the rows scrolls
 * sideways (a card layout on a phone): answers the number of rows checked.
 */
async function assertRowActionsInReach(rows, width) {
  const count = await rows.count();
  for (let n = 0; n < count; n += 1) {
    const row = rows.nth(n);
    const actions = row.locator('button, a');
    for (let a = 0; a < (await actions.count()); a += 1) {
      const box = await actions.nth(a).boundingBox();
      const label = `${await actions.nth(a).textContent()} of row ${n + 1}`;
      assert.ok(box, `${label} is not shown`);
      assert.ok(box.x >= 0 && box.x + box.width <= width, `${label} spans ${Math.round(box.x)}..${Math.round(box.x + box.width)} px at a ${width} px viewport`);
    }
  }
  if (count > 0) {
    const scrolling = await rows.first().evaluate((row) => {
      const wide = [];
      for (let box = row.parentElement; box && box !== document.body; box = box.parentElement)
        if (box.scrollWidth > box.clientWidth) wide.push(`${box.tagName.toLowerCase()}.${box.className}: ${box.scrollWidth} > ${box.clientWidth}`);
      return wide;
    });
    assert.deepEqual(scrolling, [], 'the rows scroll sideways inside their container');
  }
  return count;
}

/** The buttons are whole: inside the viewport, not cut by an ancestor that hides or scrolls its overflow, nor covered. */
async function assertWhollyVisible(buttons) {
  const count = await buttons.count();
  assert.ok(count > 0, 'no button to check');
  for (let n = 0; n < count; n += 1) {
    await buttons.nth(n).scrollIntoViewIfNeeded();
    const problems = await buttons.nth(n).evaluate((button) => {
      const found = [];
      const rect = button.getBoundingClientRect();
      if (rect.left < 0 || rect.right > window.innerWidth) found.push(`outside the viewport: ${rect.left}..${rect.right}`);
      for (let box = button.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = window.getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) found.push(`clipped by ${box.tagName.toLowerCase()}.${box.className}`);
      }
      if (button.scrollWidth > button.clientWidth) found.push('its label overflows');
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (hit && !button.contains(hit)) found.push(`covered by ${hit.tagName.toLowerCase()}`);
      return found;
    });
    assert.deepEqual(problems, [], `${await buttons.nth(n).getAttribute('aria-label')} is not wholly visible`);
  }
}

/** The menu: the sidebar on a desktop, the drawer on a phone. */
async function openSection(page, device, label) {
  if (device === PHONE) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: label, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: label, exact: true }).click();
  }
}

async function toast(page, title) {
  await page.getByText(title, { exact: true }).first().waitFor();
}

describe('the admin console in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    it(`runs restaurants, dinner events and matching configuration (${name})`, async () => {
      const page = await newPage(browser, device);
      const width = device.viewport.width;
      await step(page, `admin-${name}`, async () => {
        await page.goto(`${app.baseUrl}/admin`);
        await page.getByLabel(/^Email/).fill(ADMIN.email);
        await page.getByLabel(/^Password/).fill(ADMIN.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL(`${app.baseUrl}/admin-dashboard`);
        await page.getByRole('heading', { name: 'Group & Restaurant Management' }).waitFor();
        await screenshot(page, `admin-dashboard-${name}`);

        // A restaurant, with preset and free-text tags.
        await openSection(page, device, 'Restaurant Management');
        await page.getByText('The Copper Kettle').first().waitFor();
        await assertNoSidewaysScroll(page, width);
        await page.getByRole('button', { name: 'Add Restaurant' }).click();
        const form = page.getByRole('dialog', { name: 'Add Restaurant' });
        const restaurantName = `Journey Bistro ${name}`;
        await form.getByLabel(/^Restaurant name/).fill(restaurantName);
        await form.getByLabel(/^Address/).fill('1 Dame Street, Dublin 2');
        await form.getByLabel(/^Price range/).selectOption('€€');
        await form.getByRole('button', { name: '+ Italian' }).click();
        await form.getByRole('button', { name: '+ Vegetarian' }).click();
        await form.getByLabel('Add dining vibe tags', { exact: true }).fill('Candlelit');
        await form.getByLabel('Add dining vibe tags', { exact: true }).press('Enter');
        await screenshot(page, `admin-restaurant-form-${name}`);
        await form.getByRole('button', { name: 'Add Restaurant' }).click();
        await toast(page, 'Restaurant created');
        await page.getByRole('table').getByText(restaurantName).waitFor();
        await assertNoSidewaysScroll(page, width);

        // A dinner event: a deadline after the event is refused by the server, then fixed.
        await openSection(page, device, 'Dinner Events');
        await page.getByRole('heading', { name: /^Upcoming Events \(\d+\)$/ }).waitFor();
        await page.getByRole('button', { name: 'Create Event' }).click();
        const event = page.getByRole('dialog', { name: 'Create Dinner Event' });
        await event.getByLabel(/^Country/).selectOption('Ireland');
        await event.getByLabel(/^City/).selectOption('Dublin');
        await event.getByText('Event date and time (Dublin time (Europe/Dublin))').waitFor();
        await event.getByLabel(/^Event date and time/).fill(localInput(40, 19));
        await event.getByLabel(/^Booking deadline/).fill(localInput(41, 12));
        await event.getByRole('button', { name: 'Create Event' }).click();
        await toast(page, 'Failed to create dinner event');
        await event.getByText('The booking deadline must be before the event date.').first().waitFor();
        await screenshot(page, `admin-dinner-deadline-refused-${name}`);
        await event.getByLabel(/^Booking deadline/).fill(localInput(38, 12));
        await event.getByRole('button', { name: 'Create Event' }).click();
        await toast(page, 'Dinner event created');
        await page.getByText('Times in Europe/Dublin').first().waitFor();
        await assertNoSidewaysScroll(page, width);

        // Matching configuration: the demo already holds every default; one is tuned.
        await openSection(page, device, 'Matching Management');
        await page.getByText('max_group_size', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Initialize Defaults' }).click();
        await toast(page, 'Defaults initialized');
        await page.getByRole('button', { name: 'Edit max_group_size' }).click();
        const parameter = page.getByRole('dialog', { name: 'Edit Parameter' });
        await parameter.getByLabel(/^Value/).fill(name === 'phone' ? '4' : '5');
        await parameter.getByRole('button', { name: 'Save Changes' }).click();
        await toast(page, 'Parameter updated');
        await assertNoSidewaysScroll(page, width);
        await screenshot(page, `admin-matching-config-${name}`);

        // Scheduled jobs: housekeeping run by hand, recorded as a manual run.
        await openSection(page, device, 'Scheduled Jobs');
        await page.getByText('dinners.close-bookings', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Run platform.housekeeping now' }).click();
        await toast(page, 'Job ran');
        await page.getByText('manual', { exact: true }).first().waitFor();
        await assertNoSidewaysScroll(page, width);
        await screenshot(page, `admin-jobs-${name}`);
      });
      await page.context().close();
    });
  }

  it("keeps every admin table's row actions in reach on a phone, and the matching configuration's Delete buttons whole on a desktop", async () => {
    const phone = await newPage(browser, PHONE);
    const width = PHONE.viewport.width;
    await step(phone, 'admin-tables-phone', async () => {
      await phone.goto(`${app.baseUrl}/admin`);
      await phone.getByLabel(/^Email/).fill(ADMIN.email);
      await phone.getByLabel(/^Password/).fill(ADMIN.password);
      await phone.getByRole('button', { name: 'Sign In' }).click();
      await phone.waitForURL(`${app.baseUrl}/admin-dashboard`);

      await openSection(phone, PHONE, 'User Management');
      await phone
        .getByRole('button', { name: /^Delete / })
        .first()
        .waitFor();
      assert.ok((await assertRowActionsInReach(phone.locator('table tbody tr'), width)) > 0, 'User Management shows no user');
      await screenshot(phone, 'admin-users-cards-phone');

      await openSection(phone, PHONE, 'Customer Support');
      const bookings = phone.getByRole('region', { name: 'Bookings' });
      await bookings.locator('table tbody tr').or(bookings.getByText('No bookings match.')).first().waitFor();
      await assertRowActionsInReach(bookings.locator('table tbody tr'), width);
      await screenshot(phone, 'admin-bookings-cards-phone');

      await openSection(phone, PHONE, 'Dinner Events');
      const upcoming = phone.getByRole('region', { name: 'Upcoming Events' });
      await upcoming.getByRole('button', { name: 'Edit' }).first().waitFor();
      assert.ok((await assertRowActionsInReach(upcoming.locator('ul > li'), width)) > 0, 'Dinner Events shows no event');

      await openSection(phone, PHONE, 'Restaurant Management');
      await phone
        .getByRole('button', { name: /^Delete / })
        .first()
        .waitFor();
      assert.ok((await assertRowActionsInReach(phone.locator('table tbody tr'), width)) > 0, 'Restaurant Management shows no restaurant');
      await screenshot(phone, 'admin-restaurants-cards-phone');

      await openSection(phone, PHONE, 'Matching Management');
      await phone.getByRole('button', { name: 'Delete max_group_size' }).waitFor();
      assert.ok((await assertRowActionsInReach(phone.locator('table tbody tr'), width)) > 0, 'Matching Configuration shows no parameter');
      await screenshot(phone, 'admin-matching-config-cards-phone');
    });
    await phone.context().close();

    const desktop = await newPage(browser, DESKTOP);
    await step(desktop, 'admin-matching-config-desktop', async () => {
      await desktop.goto(`${app.baseUrl}/admin`);
      await desktop.getByLabel(/^Email/).fill(ADMIN.email);
      await desktop.getByLabel(/^Password/).fill(ADMIN.password);
      await desktop.getByRole('button', { name: 'Sign In' }).click();
      await desktop.waitForURL(`${app.baseUrl}/admin-dashboard`);
      await openSection(desktop, DESKTOP, 'Matching Management');
      await desktop.getByRole('button', { name: 'Delete max_group_size' }).waitFor();
      await assertWhollyVisible(desktop.locator('table tbody tr').getByRole('button', { name: /^Delete / }));
    });
    await desktop.context().close();
  });

  it("adds a coming-soon city in Cities, the zone refused by its field first, and the landing page joins that city's waitlist (phone)", async () => {
    const page = await newPage(browser, PHONE);
    const width = PHONE.viewport.width;
    await step(page, 'admin-cities-phone', async () => {
      await page.goto(`${app.baseUrl}/admin`);
      await page.getByLabel(/^Email/).fill(ADMIN.email);
      await page.getByLabel(/^Password/).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${app.baseUrl}/admin-dashboard`);
      await openSection(page, PHONE, 'Cities');
      await page.getByRole('button', { name: 'Edit Dublin' }).waitFor();
      assert.ok((await assertRowActionsInReach(page.locator('table tbody tr'), width)) > 1, 'Cities lists the seeded cities');

      await page.getByRole('button', { name: 'Add a city' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a city' });
      await dialog.getByLabel(/^City/).fill('Cork');
      await dialog.getByLabel(/^Country/).fill('Ireland');
      await dialog.getByLabel(/^Time zone/).fill('Europe/Cork');
      await dialog.getByLabel(/^Currency/).fill('EUR');
      await dialog.getByLabel(/^Status/).selectOption({ label: 'Coming soon' });
      await dialog.getByLabel(/^Default fee/).fill('12.00');
      await dialog.getByRole('button', { name: 'Add city' }).click();
      await toast(page, 'City not saved');
      await dialog.getByText('Europe/Cork is not an IANA time zone (for example Europe/Paris).').first().waitFor();
      assert.equal(await dialog.getByLabel(/^Time zone/).getAttribute('aria-invalid'), 'true');
      await screenshot(page, 'admin-city-refused-phone');
      await dialog.getByLabel(/^Time zone/).fill('Europe/Dublin');
      await dialog.getByRole('button', { name: 'Add city' }).click();
      await toast(page, 'City added');
      const cork = page.locator('table tbody tr', { hasText: 'Cork' });
      await cork.getByText('Coming soon').waitFor();
      await cork.getByText('€12.00').waitFor();
      await assertNoSidewaysScroll(page, width);

      await page.goto(`${app.baseUrl}/?city=Cork#waitlist`);
      await page.getByText("You're joining the Cork waitlist: we'll email you when we open there.").first().waitFor();
    });
    await page.context().close();
  });

  it('tells a couple member who opens /admin-dashboard: Access Denied', async () => {
    const page = await newPage(browser, PHONE);
    await step(page, 'admin-denied', async () => {
      await page.goto(`${app.baseUrl}/login`);
      await page.getByLabel(/^Email/).fill(COUPLE.email);
      await page.getByLabel(/^Password/).fill(COUPLE.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      await page.goto(`${app.baseUrl}/admin-dashboard`);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      assert.ok(await page.getByText("You don't have permission to access the admin dashboard.").isVisible());
      await screenshot(page, 'admin-denied-phone');
      await page.getByRole('button', { name: 'Return to Home' }).click();
      await page.waitForURL(`${app.baseUrl}/`);
    });
    await page.context().close();
  });
});
