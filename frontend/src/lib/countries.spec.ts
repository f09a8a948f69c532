import { destinationLabel, matchDestinations } from './countries';

describe('travel destinations', () => {
  it('are their English names in English, whatever Intl calls them', () => {
    expect(destinationLabel('Czech Republic', 'en-IE')).toBe('Czech Republic');
    expect(destinationLabel('Turkey', 'en-IE')).toBe('Turkey');
  });

  it('are named in French by their country codes, and a place without one is left to the catalogue', () => {
    expect(destinationLabel('Germany', 'fr-FR')).toBe('Allemagne');
    expect(destinationLabel('United States', 'fr-FR')).toBe('États-Unis');
    expect(destinationLabel('Scotland', 'fr-FR')).toBeNull();
  });

  it('match what the reader types in its words, and give back the English names', () => {
    const french = (name: string) => destinationLabel(name, 'fr-FR') ?? name;
    expect(matchDestinations('allem', [], 8, french)).toEqual(['Germany']);
    expect(matchDestinations('états', [], 8, french)).toEqual(['United States']);
    expect(matchDestinations('germ')).toEqual(['Germany']);
    expect(matchDestinations('ger', ['Germany'])).not.toContain('Germany');
  });
});
