import { CHOOSE_A_LANGUAGE, isLanguage, localeOf, supportedLanguage } from './languages';

describe('languages', () => {
  it('knows English and French only', () => {
    expect(['en', 'fr', 'de', null, 'EN'].map(isLanguage)).toEqual([true, true, false, false, false]);
  });

  it('reads a city tag as the language we write, English otherwise', () => {
    expect(['fr', 'fr-CA', 'EN-gb', 'de', '', null, undefined].map(supportedLanguage)).toEqual(['fr', 'fr', 'en', 'en', 'en', 'en', 'en']);
  });

  it('formats English as in Ireland and French as in France', () => {
    expect([localeOf('en'), localeOf('fr')]).toEqual(['en-IE', 'fr-FR']);
  });

  it('names the languages in the refusal of any other', () => {
    expect(CHOOSE_A_LANGUAGE).toBe('Choose English or French.');
  });
});
