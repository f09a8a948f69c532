// @vitest-environment node
import { renderPage } from './prerender';

describe('prerendered pages', () => {
  // Typed into before hydration, a field's text was lost when React took it over (a journey signed in with an empty email).
  it.each(['/login', '/'])('keep the forms of %s disabled until the script runs', async (path) => {
    const html = await renderPage(path);
    const fieldsets = html.match(/<fieldset[^>]*>/g) ?? [];
    expect(fieldsets.length).toBeGreaterThan(0);
    for (const fieldset of fieldsets) expect(fieldset).toMatch(/ disabled=""/);
  });
});

describe('prerendered pages in French', () => {
  it('renders the landing with its French words', async () => {
    const html = await renderPage('/', 'fr');
    expect(html).toContain('Faites de nouvelles rencontres autour d&#x27;un bon repas');
    expect(html).toContain('Aller au contenu');
    expect(html).not.toContain('Discover New Connections Through Shared Meals');
  });

  it('renders the sign-in page in French', async () => {
    const html = await renderPage('/login', 'fr');
    expect(html).toContain('Se connecter');
    expect(html).not.toContain('Create an account');
  });
});
