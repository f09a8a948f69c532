import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { newPage, step } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();
const PASSWORD = 'Dinner2gether!';
/** A year the date of birth selects offer (the wizard lists adult ages). */
const YEAR = String(new Date().getFullYear() - 30);

async function pickDate(page, legend, day, month) {
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel('Jour').selectOption(day);
  await group.getByLabel('Mois').selectOption({ label: month });
  await group.getByLabel('Année').selectOption(YEAR);
}

async function next(page, heading) {
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * Issue 49: a couple whose browser reads French signs up on a phone, every step in French (the
 * texts of src/i18n/messages/fr/signup.json); the options they tick are sent as the API's
 * values, and the account they make reads French from the first page on.
 */
describe('a couple whose browser reads French signs up on a phone', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('walks the four steps in French and lands on a French dashboard', async () => {
    const page = await newPage(browser, PHONE, { locale: 'fr-FR' });
    const email = `french.${Date.now()}@example.ie`;
    await step(page, 'french-sign-up', async () => {
      await page.goto(`${app.baseUrl}/signup`);
      await page.getByRole('heading', { level: 1, name: "Votre état d'esprit et vos coordonnées" }).waitFor();
      await page.getByText('Étape 1 sur 4').waitFor();
      await page.getByLabel('Simplement envie de rencontrer de nouveaux couples intéressants !').check();
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Aoife');
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Byrne');
      await pickDate(page, 'Date de naissance', '7', 'mars');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).press('Tab');
      await page.getByText('E-mail disponible !').waitFor();
      await page.getByRole('combobox', { name: 'Genre', exact: true }).selectOption({ label: 'Femme' });
      await page.getByLabel(/^Numéro de téléphone/).fill('871234567');
      await page.getByRole('textbox', { name: 'Prénom de votre partenaire' }).fill('Cian');
      await page.getByRole('combobox', { name: 'Genre de votre partenaire' }).selectOption({ label: 'Homme' });
      await pickDate(page, 'Date de naissance de votre partenaire', '21', 'juin');
      await screenshot(page, 'french-sign-up-step-1-phone');

      await next(page, 'Vos goûts culinaires et vos habitudes au restaurant');
      await page.getByText('Nous commençons par Dublin.').waitFor();
      await page.getByLabel(/^Ville/).selectOption('Dublin');
      await page.getByLabel('De temps en temps (2 à 3 fois par mois)').check();
      await page.getByLabel('Ouverts à toutes les gammes de prix !').check();
      await page.getByLabel('Italienne').check();
      await page.getByLabel('Japonaise').check();
      await page.getByLabel('Aucune', { exact: true }).check();
      await page.getByLabel('Détendue et décontractée').check();

      await next(page, 'Complétez le profil de votre couple');
      // Next without the step's answers: the checks speak French too.
      await page.getByRole('button', { name: 'Suivant' }).click();
      await page.getByText('Veuillez choisir au moins 2 options pour votre sortie idéale.').waitFor();
      await page.getByLabel('Dîners tranquilles entre amis proches').check();
      await page.getByLabel('Découvrir de nouveaux restaurants et bars').check();
      await page.getByLabel('Un peu des deux').check();
      await page.getByLabel("À l'aise une fois lancés").check();
      await page.getByLabel('Autour de notre âge').check();

      await next(page, 'Informations du compte');
      await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
      await page.getByText('Robustesse du mot de passe : Très fort').waitFor();
      await page.getByLabel(/^Confirmez le mot de passe/).fill(PASSWORD);
      await page.getByText('Les mots de passe correspondent').waitFor();
      await page.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ }).check();
      await screenshot(page, 'french-sign-up-step-4-phone');
      await page.getByRole('button', { name: 'Prêts pour Tablemates !' }).click();
      await page.waitForURL(`${app.baseUrl}/dashboard`);

      // The wizard's language became the member's choice: the dashboard is in French from the start.
      await page.getByRole('heading', { name: 'Prochain dîner' }).waitFor();
      await page.getByRole('region', { name: 'Vérification de l’e-mail' }).getByText('Veuillez vérifier votre adresse e-mail').waitFor();
      const me = await page.evaluate(async () => (await fetch('/api/auth/me', { credentials: 'include' })).json());
      assert.equal(me.email, email);
      assert.equal(me.language_choice, 'fr');
      await screenshot(page, 'french-sign-up-dashboard-phone');
    });
    await page.context().close();
  });
});
