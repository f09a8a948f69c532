import fc from 'fast-check';
import type { AssignableRestaurant } from '../../src/modules/restaurants';
import {
  AGE_PREFERENCES,
  COMMUNICATION_STYLES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  DINING_FREQUENCIES,
  DINING_VIBES,
  GENDERS,
  IDEAL_SOCIAL_OUTINGS,
  LIFE_STAGES,
  MatchCouple,
  PLANNING_STYLES,
  PRICE_TIERS,
} from '../../src/modules/matching/domain/match-couple';

/** Test data for the matching specs: a couple or restaurant with sensible defaults, and fast-check generators over the spec's option lists. */
export function couple(id: string, overrides: Partial<MatchCouple> = {}): MatchCouple {
  return {
    id,
    city: 'Dublin',
    country: 'Ireland',
    people: [
      { dateOfBirth: '1990-05-01', gender: 'Female' },
      { dateOfBirth: '1989-03-10', gender: 'Male' },
    ],
    lifeStagePreference: 'Career-focused & experiential',
    socialAgePreference: 'Open to all ages',
    diverseCouplesPreference: ['Open to all'],
    communicationStyle: 'Good flow',
    planningStyle: 'A mix',
    restaurantPricePreference: ['€€', '€€€'],
    cuisineTypes: ['Italian', 'Thai'],
    dietaryRestrictions: ['None'],
    diningVibe: ['Relaxed & Casual'],
    idealSocialOuting: ['Cultural experiences', 'Gaming'],
    travelDestinations: [],
    diningFrequency: 'Occasionally (2-3 times a month)',
    ...overrides,
  };
}

export function restaurant(id: string, overrides: Partial<AssignableRestaurant> = {}): AssignableRestaurant {
  return {
    id,
    name: `Restaurant ${id}`,
    city: 'Dublin',
    country: 'Ireland',
    cuisineTypes: ['Italian'],
    priceRange: '€€',
    dietaryAccommodations: ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Halal', 'Kosher', 'Low-Carb'],
    diningVibeTags: ['Casual'],
    avgRating: 4,
    maxPartySize: 8,
    tables: 10,
    isActive: true,
    ...overrides,
  };
}

const someOf = <T>(options: readonly T[], max: number) => fc.uniqueArray(fc.constantFrom(...options), { minLength: 0, maxLength: max });
const birthDate = fc.integer({ min: 1950, max: 2004 }).map((year) => `${year}-06-15`);

export const coupleArbitrary = (id: string, cities: readonly string[]): fc.Arbitrary<MatchCouple> =>
  fc
    .record({
      city: fc.constantFrom(...cities),
      people: fc.tuple(birthDate, birthDate, fc.constantFrom(...GENDERS), fc.constantFrom(...GENDERS)).map(([a, b, ga, gb]) => [
        { dateOfBirth: a, gender: ga },
        { dateOfBirth: b, gender: gb },
      ]),
      lifeStagePreference: fc.constantFrom(...LIFE_STAGES),
      socialAgePreference: fc.constantFrom(...AGE_PREFERENCES),
      diverseCouplesPreference: fc.constantFrom<string[][]>(
        ['Open to all'],
        ['Similar gender dynamic'],
        ['LGBTQIA+'],
        ['Prefer not to specify'],
        ['Similar gender dynamic', 'LGBTQIA+'],
      ),
      communicationStyle: fc.constantFrom(...COMMUNICATION_STYLES),
      planningStyle: fc.constantFrom(...PLANNING_STYLES),
      restaurantPricePreference: fc.oneof(someOf<string>(PRICE_TIERS, 2), fc.constant<string[]>(['Open to all price ranges!'])),
      cuisineTypes: fc.oneof(someOf<string>(CUISINES, 4), fc.constant<string[]>(['Surprise Us!'])),
      dietaryRestrictions: fc.oneof(
        { weight: 3, arbitrary: fc.constant<string[]>(['None']) },
        {
          weight: 1,
          arbitrary: someOf<string>(
            DIETARY_RESTRICTIONS.filter((d) => d !== 'None'),
            2,
          ),
        },
      ),
      diningVibe: someOf(DINING_VIBES, 2),
      idealSocialOuting: someOf(IDEAL_SOCIAL_OUTINGS, 3),
      travelDestinations: someOf(['Japan', 'Italy', 'Peru', 'Iceland'], 3),
      diningFrequency: fc.constantFrom(...DINING_FREQUENCIES),
    })
    .map((fields) => ({ id, country: 'Ireland', ...fields }));

export const couplesArbitrary = (max: number, cities: readonly string[] = ['Dublin']) =>
  fc.integer({ min: 0, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => coupleArbitrary(`c${i + 1}`, cities))));

export const restaurantsArbitrary = (max: number, cities: readonly string[] = ['Dublin']) =>
  fc
    .array(
      fc.record({
        city: fc.constantFrom(...cities),
        priceRange: fc.constantFrom(...PRICE_TIERS),
        dietaryAccommodations: someOf(['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Halal', 'Kosher', 'Low-Carb'], 8),
        cuisineTypes: someOf(CUISINES, 3),
        diningVibeTags: someOf(['Casual', 'Cozy', 'Lively', 'Fine Dining', 'Intimate'], 3),
        avgRating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
        maxPartySize: fc.constantFrom(4, 6, 8, 10),
        tables: fc.integer({ min: 0, max: 4 }),
        isActive: fc.boolean(),
      }),
      { minLength: 0, maxLength: max },
    )
    .map((list) => list.map((fields, i) => restaurant(`r${i + 1}`, fields)));
