import { browserLanguage } from './languages';

describe('browserLanguage', () => {
  it.each([
    [['fr-FR', 'en'], 'fr'],
    [['fr'], 'fr'],
    [['en-IE', 'fr'], 'en'],
    [['de-DE', 'fr-CH'], 'fr'],
    [['de-DE', 'es'], 'en'],
    [[], 'en'],
  ])('reads %j as %s', (preferred, language) => {
    expect(browserLanguage(preferred)).toBe(language);
  });
});
