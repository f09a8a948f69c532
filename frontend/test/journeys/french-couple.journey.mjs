import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { DEMO_PASSWORD, fillTestCard, newPage, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
// The verified demo couple: the sign-in page speaks the browser's French; once signed in, Aoife chooses French in Settings.
const AOIFE = 'aoife.murphy@demo.tablemates.ie';
/** What the French catalogue says (src/i18n/messages/fr.json); money is written '15,00 €' with a no-break space. */
const PAY = /^Payer maintenant \(15,00\s€\)$/;

describe('a couple whose browser reads French, on a phone', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('signs in, sees the revealed dinner, books and pays for another, then cancels it, all in French', async () => {
    const page = await newPage(browser, PHONE, { locale: 'fr-FR' });
    await step(page, 'french-couple', async () => {
      await page.goto(`${app.baseUrl}/login`);
      await page.getByRole('heading', { name: 'Bon retour parmi nous' }).waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
      await page.getByLabel(/^E-mail/).fill(AOIFE);
      await page.getByLabel(/^Mot de passe/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      // Signed in, a member reads their city's language (Dublin's: English) until they choose another in Settings.
      await page.getByRole('heading', { name: 'Next Dinner Event' }).waitFor();
      await page.goto(`${app.baseUrl}/couplesprofile/settings`);
      await page.getByRole('radio', { name: 'Français' }).click();
      await page.getByRole('heading', { level: 1, name: 'Paramètres' }).waitFor();
      await page.goto(`${app.baseUrl}/dashboard`);
      await page.getByRole('heading', { name: 'Prochain dîner' }).waitFor();
      await page.getByText('Votre prochaine tablée de nouveaux amis vous attend.').waitFor();
      // Her revealed dinner (demo data): the restaurant, the table and her table-mates, in French, at Dublin's time.
      const revealed = page.getByRole('listitem').filter({ hasText: 'The Copper Kettle' });
      await revealed.getByText('Votre restaurant').waitFor();
      await revealed.getByText('Vous dînez avec').waitFor();
      await revealed.getByText('Dévoilée', { exact: true }).waitFor();
      await revealed.getByText('Vous pourrez donner votre avis dès le début du dîner.').waitFor();
      assert.match(await revealed.textContent(), /(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+ \d{4}\d{2}:\d{2}/);
      await revealed.getByRole('link', { name: 'Ajouter au calendrier' }).waitFor();
      await screenshot(page, 'french-dashboard-phone');

      await page.getByRole('button', { name: 'Prévoir un dîner' }).click();
      await page.getByRole('dialog', { name: 'Prévoir un dîner' }).getByRole('link', { name: 'Réserver' }).first().click();
      await page.getByRole('heading', { name: 'Confirmez votre réservation' }).waitFor();
      await page.getByText('Dîner à Dublin').waitFor();
      // 'vendredi 4 décembre 2026 à 19:30': the dinner's date, as its booking card shows it.
      const when = await page
        .getByText(/ à \d{2}:\d{2}$/)
        .first()
        .textContent();
      const dinnerDate = when.split(' à ')[0].trim();
      assert.match(dinnerDate, /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} [a-zéû]+ \d{4}$/);
      await page.getByText('Avant de payer').waitFor();
      await page.getByRole('button', { name: PAY }).click();
      await page.getByText('Le numéro de carte est incomplet ou invalide.').waitFor();
      await fillTestCard(page, '4242 4242 4242 4242', { labels: { card: 'Carte de crédit ou de débit', expiry: 'Expiration', cvc: 'Cryptogramme' } });
      await screenshot(page, 'french-book-phone');
      await page.getByRole('button', { name: PAY }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);
      await page.getByText('Votre paiement a bien été effectué et votre place est réservée.').waitFor();

      const booked = page
        .getByRole('region', { name: 'Dîners à venir' })
        .getByRole('listitem')
        .filter({ hasText: dinnerDate })
        .filter({ has: page.getByText('Confirmée', { exact: true }) });
      await booked.waitFor();
      await booked.getByRole('button', { name: 'Annuler la réservation' }).click();
      const dialog = page.getByRole('dialog', { name: 'Annuler la réservation ?' });
      await dialog.getByText(/^Les frais de service de 15,00\s€ ne vous seront pas remboursés\.$/).waitFor();
      await screenshot(page, 'french-cancel-dialog-phone');
      await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
      await page.getByText('Réservation annulée', { exact: true }).waitFor();
      await booked.waitFor({ state: 'detached' });
    });
    await page.context().close();
  });
});
