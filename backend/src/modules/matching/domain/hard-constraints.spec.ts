import { couple } from '../../../../test/matching/matching-arbitraries';
import { compileCouple } from './couple-features';
import { pairRuleOut } from './hard-constraints';
import { MatchCouple } from './match-couple';
import { resolveMatchingSettings } from './matching-parameters';
import { Venue, VenueIndex } from './venues';

const onDate = new Date('2026-11-27T00:00:00Z');
const settings = resolveMatchingSettings();
const shared = { destinationId: () => 0, place: (key: string) => key };
const venue = (overrides: Partial<Venue> = {}): Venue => ({
  city: 'Dublin',
  country: 'Ireland',
  priceRange: '€€',
  dietaryAccommodations: ['Vegetarian'],
  maxPartySize: 8,
  tables: 2,
  isActive: true,
  ...overrides,
});
const ruleOut = (a: MatchCouple, b: MatchCouple, venues: Venue[] = [venue()]) =>
  pairRuleOut(compileCouple(a, 0, onDate, shared), compileCouple(b, 1, onDate, shared), settings, new VenueIndex(venues).at('dublin|ireland'));
const aged = (id: string, year: number, overrides: Partial<MatchCouple> = {}) =>
  couple(id, {
    people: [
      { dateOfBirth: `${year}-01-01`, gender: 'Female' },
      { dateOfBirth: `${year}-01-01`, gender: 'Male' },
    ],
    ...overrides,
  });

describe('hard constraints between two couples', () => {
  it('keeps couples of different cities apart', () => {
    expect(ruleOut(couple('a'), couple('b', { city: 'London', country: 'United Kingdom' }))).toBe('different_city');
    expect(ruleOut(couple('a'), couple('b'))).toBeNull();
  });

  it("applies 'Around our age' and 'Wider range' against the other couple's ages, from either side", () => {
    const around = aged('a', 1990, { socialAgePreference: 'Around our age' });
    expect(ruleOut(around, aged('b', 1995))).toBeNull();
    expect(ruleOut(around, aged('b', 1980))).toBe('age_preference');
    expect(ruleOut(aged('b', 1980), around)).toBe('age_preference');
    const wider = aged('a', 1990, { socialAgePreference: 'Wider range' });
    expect(ruleOut(wider, aged('b', 1975))).toBeNull();
    expect(ruleOut(wider, aged('b', 1965))).toBe('age_preference');
    expect(ruleOut(aged('a', 1990), aged('b', 1950))).toBeNull();
    expect(
      ruleOut(
        around,
        couple('b', {
          people: [
            { dateOfBirth: null, gender: 'Male' },
            { dateOfBirth: 'not a date', gender: 'Female' },
          ],
        }),
      ),
    ).toBeNull();
  });

  it("applies 'Similar gender dynamic' and 'LGBTQIA+' preferences", () => {
    const women = [
      { dateOfBirth: '1990-01-01', gender: 'Female' },
      { dateOfBirth: '1990-01-01', gender: 'Female' },
    ];
    const men = [
      { dateOfBirth: '1990-01-01', gender: 'Male' },
      { dateOfBirth: '1990-01-01', gender: 'Male' },
    ];
    const similar = couple('a', { diverseCouplesPreference: ['Similar gender dynamic'] });
    expect(ruleOut(similar, couple('b'))).toBeNull();
    expect(ruleOut(similar, couple('b', { people: women }))).toBe('couple_type_preference');
    const lgbtq = couple('a', { people: women, diverseCouplesPreference: ['LGBTQIA+'] });
    expect(ruleOut(lgbtq, couple('b', { people: men }))).toBeNull();
    expect(ruleOut(lgbtq, couple('b'))).toBe('couple_type_preference');
    expect(ruleOut(couple('a', { people: women, diverseCouplesPreference: ['Open to all', 'LGBTQIA+'] }), couple('b'))).toBeNull();
  });

  it("needs a restaurant that serves both couples' diets at a price both accept, for the party", () => {
    expect(ruleOut(couple('a', { dietaryRestrictions: ['Halal'] }), couple('b'))).toBe('no_restaurant');
    expect(ruleOut(couple('a', { dietaryRestrictions: ['Halal'] }), couple('b'), [venue({ dietaryAccommodations: ['Halal'] })])).toBeNull();
    expect(
      ruleOut(couple('a', { restaurantPricePreference: ['€€'] }), couple('b', { restaurantPricePreference: ['€€€'] }), [venue(), venue({ priceRange: '€€€' })]),
    ).toBe('no_restaurant');
    expect(ruleOut(couple('a'), couple('b'), [venue({ maxPartySize: 3 })])).toBe('no_restaurant');
    expect(ruleOut(couple('a'), couple('b'), [venue({ isActive: false })])).toBe('no_restaurant');
    expect(ruleOut(couple('a'), couple('b'), [venue({ tables: 0 })])).toBe('no_restaurant');
    expect(ruleOut(couple('a', { dietaryRestrictions: ['No Seafood', 'Other'] }), couple('b'))).toBeNull();
  });
});
