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
