import { readerLanguage } from './reader-language';

describe('readerLanguage', () => {
  it('answers in English without a header', () => {
    expect(readerLanguage(undefined)).toBe('en');
  });

  it('reads a French browser or client', () => {
    expect(readerLanguage('fr')).toBe('fr');
    expect(readerLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
  });

  it('takes the most preferred language we write, by quality then order', () => {
    expect(readerLanguage('de-DE, en;q=0.5, fr;q=0.7')).toBe('fr');
    expect(readerLanguage('en, fr')).toBe('en');
  });

  it('falls back to English for languages we do not write or refuse (q=0)', () => {
    expect(readerLanguage('de, es;q=0.9')).toBe('en');
    expect(readerLanguage('fr;q=0')).toBe('en');
  });
});
