import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserUnavailable, PHONE, screenshot } from '../support/app-under-test.mjs';
import { useAppAndBrowser } from '../support/journey-fixture.mjs';
import { hydrated } from '../support/journey-helpers.mjs';

const skip = browserUnavailable();

/**
 * Issue 49: a visitor whose browser reads French gets the public pages in French from their
 * first paint (the server picks the page prerendered in French from Accept-Language), joins the
 * waitlist in French and confirms it from a French mail, and finds the sign-in page in French.
 */
describe('a visitor whose browser reads French, on a phone', { skip: skip ?? false }, () => {
  const { app, browser } = useAppAndBrowser();

  it('reads the landing in French, joins the waitlist and confirms it in French, and signs in on a French page', async () => {
    const context = await browser.newContext({ ...PHONE, locale: 'fr-FR' });
    const page = await context.newPage();
    const landing = await page.goto(app.baseUrl);
    // French before any script has run: the HTML the server sent.
    const html = await landing.text();
    assert.match(html, /<html lang="fr">/);
    assert.match(html, /Faites de nouvelles rencontres autour d&#x27;un bon repas/);
    await page.getByRole('heading', { level: 1, name: "Faites de nouvelles rencontres autour d'un bon repas" }).waitFor();

    // The cookie banner and the menu speak French once the page is interactive.
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
    await hydrated(menu);
    await menu.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Comment ça marche' }).click();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
    await screenshot(page, 'french-landing-phone');

    const form = page.getByRole('form', { name: 'Rejoindre la liste d’attente' }).first();
    await form.getByLabel('Adresse e-mail').fill('Margaux.Dubois@example.fr');
    // After the launch (November 2025) the box speaks of new dinners, not launch updates.
    await form.getByLabel("J'accepte de recevoir des e-mails sur les nouveaux dîners et les tables disponibles").check();
    await form.getByRole('button', { name: 'Rejoindre les 50 premiers couples' }).click();
    await page.getByText('Ouvrez le lien envoyé à margaux.dubois@example.fr dans les 7 jours pour confirmer votre place sur la liste d’attente.').waitFor();

    const [request] = await app.outbox('margaux.dubois@example.fr');
    assert.equal(request.subject, 'Confirmez votre place sur la liste d’attente Tablemates');
    const confirm = request.links.find((link) => link.includes('/confirm-subscription?list=waitlist'));
    assert.ok(confirm, 'the request mail carries the confirmation link');
    await page.goto(confirm);
    await page.getByRole('heading', { name: 'Vous êtes sur la liste ! 🎉' }).waitFor();

    // The contact form below the fold, the app's own component, speaks the page's language too.
    await page.goto(app.baseUrl);
    await page.getByRole('form', { name: 'Formulaire de contact' }).getByLabel(/^Nom/).waitFor();

    const signIn = await page.goto(`${app.baseUrl}/login`);
    assert.match(await signIn.text(), /Bon retour parmi nous/);
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    await screenshot(page, 'french-sign-in-phone');
    await context.close();
  });
});
