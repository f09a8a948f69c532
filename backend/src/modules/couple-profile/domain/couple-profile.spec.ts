import { coupleProfileProblems, CoupleProfile } from './couple-profile';
import { isAcceptableBirthDate } from '../../../kernel/birth-date';

const valid: CoupleProfile = {
  bringingToTablemates: ['Looking to try new restaurants regularly'],
  lifeStagePreference: null,
  diningFrequency: 'Frequently (Once a week)',
  restaurantPricePreference: ['€€'],
  city: 'Dublin',
  country: 'Ireland',
  cuisineTypes: ['Italian', 'Thai'],
  dietaryRestrictions: ['None'],
  otherDietaryRestrictions: null,
  diningVibe: ['Relaxed & Casual'],
  idealSocialOuting: ['Gaming', 'Outdoor adventures'],
  socialAgePreference: 'Around our age',
  diverseCouplesPreference: [],
  travelDestinations: [],
  planningStyle: 'A mix',
  communicationStyle: 'Flexible',
};

describe('coupleProfileProblems', () => {
  it('accepts a complete profile', () => {
    expect(coupleProfileProblems(valid)).toEqual({});
  });

  it("accepts 'Surprise Us!' alone instead of two cuisines", () => {
    expect(coupleProfileProblems({ ...valid, cuisineTypes: ['Surprise Us!'] })).toEqual({});
  });

  it.each([
    [{ cuisineTypes: ['Italian'] }, 'cuisine_types'],
    [{ cuisineTypes: ['Surprise Us!', 'Thai'] }, 'cuisine_types'],
    [{ restaurantPricePreference: ['Open to all price ranges!', '€€€'] }, 'restaurant_price_preference'],
    [{ dietaryRestrictions: ['None', 'Vegan'] }, 'dietary_restrictions'],
    [{ dietaryRestrictions: ['Other'], otherDietaryRestrictions: ' ' }, 'otherDietaryRestrictions'],
    [{ dietaryRestrictions: ['Vegan'], otherDietaryRestrictions: 'stray text' }, 'otherDietaryRestrictions'],
    [{ diningVibe: [] }, 'diningVibe'],
    [{ idealSocialOuting: ['Gaming'] }, 'idealSocialOuting'],
  ])('names the field for %j', (change, field) => {
    expect(Object.keys(coupleProfileProblems({ ...valid, ...change }))).toEqual([field]);
  });
});

describe('isAcceptableBirthDate', () => {
  const today = new Date('2026-06-01T12:00:00Z');

  it('accepts the 83 birth years the wizard offers, from 18 years back', () => {
    expect(isAcceptableBirthDate('2008-12-31', today)).toBe(true);
    expect(isAcceptableBirthDate('1926-01-01', today)).toBe(true);
  });

  it('refuses younger, older and impossible dates', () => {
    expect(isAcceptableBirthDate('2009-01-01', today)).toBe(false);
    expect(isAcceptableBirthDate('1925-12-31', today)).toBe(false);
    expect(isAcceptableBirthDate('1990-02-30', today)).toBe(false);
    expect(isAcceptableBirthDate('1990-5-1', today)).toBe(false);
  });
});
