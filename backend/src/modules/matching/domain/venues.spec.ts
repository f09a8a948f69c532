import fc from 'fast-check';
import { PRICE_TIERS } from './match-couple';
import { ACCOMMODATIONS, placeKey } from './venue-vocabulary';
import { accommodationMask, Venue, VenueIndex } from './venues';

const venueArbitrary: fc.Arbitrary<Venue> = fc.record({
  city: fc.constant('Dublin'),
  country: fc.constant('Ireland'),
  priceRange: fc.constantFrom(...PRICE_TIERS),
  dietaryAccommodations: fc.subarray([...ACCOMMODATIONS]),
  maxPartySize: fc.integer({ min: 1, max: 20 }),
  tables: fc.integer({ min: 0, max: 3 }),
  isActive: fc.boolean(),
});

describe('PlaceVenues.canHost', () => {
  it('answers what asking every restaurant answers, asked once or again', () => {
    fc.assert(
      fc.property(
        fc.array(venueArbitrary, { maxLength: 6 }),
        fc.array(fc.tuple(fc.nat((1 << ACCOMMODATIONS.length) - 1), fc.nat((1 << PRICE_TIERS.length) - 1), fc.integer({ min: 1, max: 24 })), { maxLength: 20 }),
        (venues, demands) => {
          const place = new VenueIndex(venues).at(placeKey('Dublin', 'Ireland'));
          const open = venues.filter((v) => v.isActive && v.tables > 0);
          for (const [needs, tiers, people] of [...demands, ...demands]) {
            const expected = open.some(
              (v) =>
                (needs & ~accommodationMask(v.dietaryAccommodations)) === 0 &&
                (tiers & (1 << PRICE_TIERS.indexOf(v.priceRange as (typeof PRICE_TIERS)[number]))) !== 0 &&
                people <= v.maxPartySize,
            );
            expect(place.canHost(needs, tiers, people)).toBe(expected);
          }
        },
      ),
    );
  });
});
