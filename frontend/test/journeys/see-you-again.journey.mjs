import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, DESKTOP, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { axeViolations, newPage, signIn, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// The demo's past dinner at Trattoria Liffey seated these three couples (dinners' demo data).
const AOIFE = 'aoife.murphy@demo.tablemates.ie';
const NIAMH = 'niamh.kelly@demo.tablemates.ie';
const EMMA = 'emma.walsh@demo.tablemates.ie';
const MUTUAL = 'You both want to meet again';

/** The past dinner's card on the dashboard. */
const pastDinner = (page) => page.getByRole('listitem').filter({ hasText: 'Trattoria Liffey' });

async function markOnPastDinner(page, coupleName) {
  const card = pastDinner(page);
  await card.getByRole('button', { name: 'See you again?' }).click();
  await card.getByRole('button', { name: new RegExp(`^We'd like to meet again: ${coupleName}`) }).click();
}

/** The mails of `subject` the dev outbox holds for `to`: written in the mark's own transaction, so there once the page shows the mark. */
async function mailsTo(app, to, subject) {
  return (await app.outbox(to)).filter((mail) => mail.subject === subject);
}

describe('"see you again" in the browser', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('phone: a one-sided mark tells nobody; a mutual one tells both; an email shared, then withdrawn', async () => {
    const aoife = await newPage(browser, PHONE);
    const niamh = await newPage(browser, PHONE);
    await step(aoife, 'see-you-again-phone', async () => {
      await signIn(aoife, app.baseUrl, AOIFE);
      await markOnPastDinner(aoife, 'Niamh');
      await pastDinner(aoife).getByText('Marked: they will only know if they mark you too.').waitFor();

      // Issue 51: a one-sided mark can be taken back (Emma never learns of it; the desktop test finds no match with her).
      await pastDinner(aoife)
        .getByRole('button', { name: /^We'd like to meet again: Emma/ })
        .click();
      const takeBack = pastDinner(aoife).getByRole('button', { name: /^Take back: Emma/ });
      await takeBack.waitFor();
      await screenshot(aoife, 'see-you-again-marked-phone');
      await takeBack.click();
      await aoife.getByText('Mark taken back', { exact: true }).first().waitFor();
      await pastDinner(aoife)
        .getByRole('button', { name: /^We'd like to meet again: Emma/ })
        .waitFor();
      assert.equal(
        await pastDinner(aoife)
          .getByRole('button', { name: /^Take back: Emma/ })
          .count(),
        0,
      );
      await pastDinner(aoife)
        .getByRole('button', { name: /^Take back: Niamh/ })
        .waitFor();

      await signIn(niamh, app.baseUrl, NIAMH);
      await pastDinner(niamh).getByRole('button', { name: 'See you again?' }).click();
      await pastDinner(niamh)
        .getByRole('button', { name: /^We'd like to meet again: Aoife/ })
        .waitFor();
      assert.equal(await niamh.getByRole('region', { name: 'See you again', exact: true }).count(), 0, 'a one-sided mark shows nowhere');
      assert.deepEqual(await mailsTo(app, NIAMH, MUTUAL), []);

      await pastDinner(niamh)
        .getByRole('button', { name: /^We'd like to meet again: Aoife/ })
        .click();
      await pastDinner(niamh).getByText('You both want to meet again!').waitFor();
      const niamhCard = niamh.getByRole('region', { name: 'See you again', exact: true });
      const withAoife = niamhCard.getByRole('listitem', { name: 'Aoife & Cian' });
      await withAoife.getByText('Aoife has not shared contact details yet.').waitFor();
      assert.equal((await mailsTo(app, AOIFE, MUTUAL)).length, 1);
      assert.equal((await mailsTo(app, NIAMH, MUTUAL)).length, 1);
      assert.deepEqual(await mailsTo(app, EMMA, MUTUAL), []);

      // Saved on the server before it shows ticked.
      await withAoife.getByRole('checkbox', { name: 'Share my email address with them' }).click();
      await withAoife.getByRole('checkbox', { name: 'Share my email address with them', checked: true }).waitFor();
      await withAoife.getByRole('button', { name: 'Stop sharing' }).waitFor();

      await aoife.reload();
      const withNiamh = aoife.getByRole('region', { name: 'See you again', exact: true }).getByRole('listitem', { name: 'Niamh & Priya' });
      await withNiamh.getByText(NIAMH).waitFor();
      await withNiamh.getByText('Priya has not shared contact details yet.').waitFor();
      await screenshot(aoife, 'see-you-again-matches-phone');
      assert.deepEqual(await axeViolations(aoife), []);

      await withAoife.getByRole('button', { name: 'Stop sharing' }).click();
      await withAoife.getByRole('checkbox', { name: 'Share my email address with them', checked: false }).waitFor();
      await aoife.reload();
      await withNiamh.getByText('Niamh has not shared contact details yet.').waitFor();
    });
    await aoife.context().close();
    await niamh.context().close();
  });

  it('desktop: marks from the review form, a phone number shared and withdrawn, a wish to sit together', async () => {
    const emma = await newPage(browser, DESKTOP);
    const niamh = await newPage(browser, DESKTOP);
    await step(emma, 'see-you-again-desktop', async () => {
      await signIn(emma, app.baseUrl, EMMA);
      await pastDinner(emma).getByRole('button', { name: 'Leave Review' }).click();
      const dialog = emma.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: "We'd like to meet Niamh & Priya again" }).check();
      await dialog.getByRole('checkbox', { name: /^We'd like to meet Aoife & Cian again/ }).check();
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await emma.getByText('Review submitted').first().waitFor();
      assert.equal(await emma.getByRole('region', { name: 'See you again', exact: true }).count(), 0);

      await signIn(niamh, app.baseUrl, NIAMH);
      await pastDinner(niamh).getByRole('button', { name: 'See you again?' }).click();
      await pastDinner(niamh)
        .getByRole('button', { name: /^We'd like to meet again: Emma/ })
        .click();
      await pastDinner(niamh).getByText('You both want to meet again!').nth(1).waitFor();
      const niamhCard = niamh.getByRole('region', { name: 'See you again', exact: true });
      await niamhCard.getByRole('listitem', { name: /^Emma/ }).waitFor();

      await emma.reload();
      const withNiamh = emma.getByRole('region', { name: 'See you again', exact: true }).getByRole('listitem', { name: 'Niamh & Priya' });
      await withNiamh.getByRole('checkbox', { name: 'Share my phone number with them' }).click();
      await withNiamh.getByRole('checkbox', { name: 'Share my phone number with them', checked: true }).waitFor();
      await withNiamh.getByRole('checkbox', { name: 'Seat us together again when we book the same dinner' }).click();
      await withNiamh.getByRole('checkbox', { name: 'Seat us together again when we book the same dinner', checked: true }).waitFor();
      await withNiamh.getByRole('button', { name: 'Stop sharing' }).waitFor();
      // Aoife never marked Emma: no match with her, on either side.
      assert.equal(await emma.getByRole('listitem', { name: 'Aoife & Cian' }).count(), 0);

      await niamh.reload();
      const withEmma = niamh.getByRole('region', { name: 'See you again', exact: true }).getByRole('listitem', { name: /^Emma/ });
      await withEmma.getByText('+353 899876543').waitFor();
      await withEmma.getByText('They would like that too.').waitFor();
      await screenshot(niamh, 'see-you-again-matches-desktop');
      assert.deepEqual(await axeViolations(niamh), []);

      await withNiamh.getByRole('checkbox', { name: 'Share my phone number with them' }).click();
      await withNiamh.getByRole('checkbox', { name: 'Share my phone number with them', checked: false }).waitFor();
      await niamh.reload();
      await withEmma.getByText('Emma has not shared contact details yet.').waitFor();
    });
    await emma.context().close();
    await niamh.context().close();
  });
});
