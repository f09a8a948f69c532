import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { fillTestCard, newPage, openAdminSection, signIn, signInAsAdmin, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// The verified demo couple seeded by couple-profile's demo data.
const AOIFE = 'aoife.murphy@demo.tablemates.ie';

/** Aoife books the first dinner still open to her and pays the €15.00 fee with the test card. */
async function bookAndPay(browser, baseUrl) {
  const page = await newPage(browser, DESKTOP);
  await step(page, 'support-booking', async () => {
    await signIn(page, baseUrl, AOIFE);
    await page.getByRole('button', { name: 'Plan a meal' }).click();
    await page.getByRole('dialog', { name: 'Plan a meal' }).getByRole('link', { name: 'Book' }).first().click();
    await page.getByRole('heading', { name: 'Confirm Your Booking' }).waitFor();
    await fillTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay Now (€15.00)' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText('Your payment was successful and your spot is reserved.').waitFor();
  });
  await page.context().close();
}

const heading = (page, name) => page.getByRole('heading', { name, exact: true });

describe('customer support and the console sections in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    it(`refunds a couple's payment from Customer Support, with a reason (${name})`, async () => {
      await bookAndPay(browser, app.baseUrl);
      const page = await newPage(browser, device);
      await step(page, `support-refund-${name}`, async () => {
        await signInAsAdmin(page, app.baseUrl);
        await openAdminSection(page, device, 'Customer Support');
        await page.getByLabel('Search users').fill('aoife.murphy');
        await page.getByLabel('Search users').press('Enter');
        const card = page.getByRole('article', { name: 'Aoife Murphy' });
        // The booking names its dinner by city, date and hour, not by an id.
        await card
          .getByRole('region', { name: 'Booking history' })
          .getByText(/^Dublin, \w{3} \d{2}, \d{4} \d{2}:\d{2}$/)
          .first()
          .waitFor();
        const payments = card.getByRole('region', { name: 'Payment history' });
        // Newest first: the payment she just made, before the demo's older ones.
        await payments.getByRole('button', { name: 'Refund' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
        const confirm = dialog.getByRole('button', { name: 'Refund', exact: true });
        assert.equal(await confirm.isDisabled(), true, 'a refund needs a reason');
        await dialog.getByLabel(/^Reason/).fill('Charged twice by the bank');
        await screenshot(page, `support-refund-dialog-${name}`);
        await confirm.click();
        await page.getByText('€15.00 refunded', { exact: true }).waitFor();
        await dialog.waitFor({ state: 'detached' });
        await payments.getByText('refunded', { exact: true }).first().waitFor();
        // The audit log names the admin and keeps the reason.
        const entry = page.getByRole('row').filter({ hasText: 'Payment refunded' }).first();
        await entry.getByText('Charged twice by the bank').waitFor();
        assert.ok((await entry.textContent()).includes('Admin'));
        await screenshot(page, `support-refunded-${name}`);
        // Every booking, searched on the server: hers names the couple and the dinner.
        await page.getByLabel('Search bookings').fill('aoife');
        await page.getByLabel('Search bookings').press('Enter');
        const bookings = page.getByRole('region', { name: 'Bookings' });
        await bookings.getByText('Aoife Murphy & Cian Murphy').first().waitFor();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= device.viewport.width, `page is ${scrollWidth}px wide at a ${device.viewport.width}px viewport`);
      });
      await page.context().close();
    });

    if (name === 'phone')
      it('refunds part of a payment: shown as partial, the couple mailed, the rest refundable (phone)', async () => {
        // Any payment still paid will do: the demo couple's earlier dinners are paid in test mode.
        const page = await newPage(browser, device);
        await step(page, 'support-partial-refund-phone', async () => {
          await signInAsAdmin(page, app.baseUrl);
          await openAdminSection(page, device, 'Customer Support');
          await page.getByLabel('Search users').fill('aoife.murphy');
          await page.getByLabel('Search users').press('Enter');
          const payments = page.getByRole('article', { name: 'Aoife Murphy' }).getByRole('region', { name: 'Payment history' });
          await payments.getByRole('button', { name: 'Refund' }).first().click();
          const dialog = page.getByRole('dialog', { name: 'Refund this payment?' });
          await dialog.getByText('Part of the fee').click();
          await dialog.getByLabel(/^Amount in Euro/).fill('5');
          await dialog.getByLabel(/^Reason/).fill('Goodwill: the starter came late');
          await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
          await page.getByText('€5.00 refunded', { exact: true }).waitFor();
          await dialog.waitFor({ state: 'detached' });
          // Newest first: the payment refunded in part shows as such, and can be refunded again.
          const row = payments.getByRole('row').filter({ hasText: '€15.00 (€5.00 refunded)' }).first();
          await row.getByText('partially refunded', { exact: true }).waitFor();
          await screenshot(page, 'support-partial-refund-phone');
          await row.getByRole('button', { name: 'Refund' }).click();
          await dialog.getByText('All that is left (€10.00)').waitFor();
          await dialog.getByText('The €10.00 left of the €15.00 paid (€5.00 is refunded already)', { exact: false }).waitFor();
          await screenshot(page, 'support-partial-refund-again-phone');
          // Found by its subject: the demo's dinner of the day may mail Aoife its teaser meanwhile (the jobs run).
          const mail = (await app.outbox(AOIFE)).find((sent) => sent.subject === 'Part of your payment is refunded');
          assert.ok(mail, 'the couple is told of the partial refund');
          assert.match(mail.text, /We have refunded €5\.00 of your €15\.00 payment; €5\.00 of it is now refunded in all\./);
        });
        await page.context().close();
      });

    if (name === 'phone')
      it('offers Move only to dinners the couple has not booked, and resends a mail under a line saying it is a copy (phone)', async () => {
        // By now Aoife holds the paid bookings of the refund tests above: more than one dinner booked.
        const page = await newPage(browser, device);
        await step(page, 'support-move-resend-phone', async () => {
          await signInAsAdmin(page, app.baseUrl);
          await openAdminSection(page, device, 'Customer Support');
          await page.getByLabel('Search users').fill('aoife.murphy');
          await page.getByLabel('Search users').press('Enter');
          const card = page.getByRole('article', { name: 'Aoife Murphy' });
          const history = card.getByRole('region', { name: 'Booking history' });
          await history.getByRole('button', { name: 'Move' }).first().click();
          const move = page.getByRole('dialog', { name: 'Move to another dinner?' });
          const choices = move.getByLabel(/^Another dinner in /);
          await choices.locator('option', { hasText: /^(Choose a dinner|No other dinner)/ }).waitFor({ state: 'attached' });
          const offered = (await choices.locator('option').allTextContents()).slice(1);
          const bookedRows = history.getByRole('listitem').filter({ has: page.getByText('confirmed', { exact: true }) });
          const booked = await bookedRows.locator('span.font-medium').allTextContents();
          assert.ok(booked.length > 1, `Aoife holds ${booked.length} confirmed bookings`);
          for (const dinner of booked) assert.ok(!offered.some((option) => option.startsWith(`${dinner} (`)), `Move offers ${dinner}, which she booked`);
          await screenshot(page, 'support-move-targets-phone');
          await move.getByRole('button', { name: 'Back' }).click();

          // Issue 51: the resent mail says first that it is a copy of the one sent then.
          const mails = card.getByRole('region', { name: 'Mails' });
          const subject = (await mails.getByRole('listitem').first().locator('span').first().textContent()).trim();
          await mails.getByRole('button', { name: 'Resend' }).first().click();
          const resend = page.getByRole('dialog', { name: 'Send this mail again?' });
          await resend.getByText(/under a first line saying it is a copy of a mail sent earlier/).waitFor();
          await resend.getByLabel(/^Reason/).fill('The couple lost the mail');
          await screenshot(page, 'support-resend-phone');
          await resend.getByRole('button', { name: 'Resend', exact: true }).click();
          await page.getByText('Mail queued again', { exact: true }).first().waitFor();
          const [copy] = await app.outbox(AOIFE);
          assert.equal(copy.subject, subject);
          assert.match(
            copy.text,
            /^This is a copy of a mail we sent you earlier, sent again by our support team\. It tells what was true when it was first sent: your dashboard shows your dinners as they are now\./,
          );
        });
        await page.context().close();
      });

    it(`follows the URL hash: menu links, Back, Forward and a typed address (${name})`, async () => {
      const page = await newPage(browser, device);
      await step(page, `sections-history-${name}`, async () => {
        await signInAsAdmin(page, app.baseUrl);
        await openAdminSection(page, device, 'Dinner Events');
        await heading(page, 'Dinner Events').waitFor();
        await openAdminSection(page, device, 'Matched Dinners');
        await heading(page, 'Matched Dinners').waitFor();

        await page.goBack();
        await heading(page, 'Dinner Events').waitFor();
        assert.equal(new URL(page.url()).hash, '#dinner-events');
        assert.equal(await heading(page, 'Matched Dinners').count(), 0);
        await page.goForward();
        await heading(page, 'Matched Dinners').waitFor();

        // Typed into the address bar while the dashboard is open: the same document, another section.
        await page.evaluate(() => (window.location.hash = '#customer-support'));
        await heading(page, 'Customer Support').waitFor();
        await page.goto(`${app.baseUrl}/admin-dashboard#restaurant-management`);
        await heading(page, 'Restaurant Management').waitFor();
        await page.goBack();
        await heading(page, 'Customer Support').waitFor();
      });
      await page.context().close();
    });
  }
});
