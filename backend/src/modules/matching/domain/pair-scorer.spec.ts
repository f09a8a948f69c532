import fc from 'fast-check';
import { couplesArbitrary, restaurantsArbitrary } from '../../../../test/matching/matching-arbitraries';
import { CompatibilityModel } from './compatibility';
import { compileCouple, SharedValues } from './couple-features';
import { pairRuleOut } from './hard-constraints';
import { MatchCouple } from './match-couple';
import { resolveMatchingSettings } from './matching-parameters';
import { PairScorer } from './pair-scorer';
import { VenueIndex } from './venues';

const onDate = new Date('2026-11-27T00:00:00Z');
const settings = resolveMatchingSettings();
const model = new CompatibilityModel(settings);

/** Some answers missing, as profiles may leave them. */
const withGaps = (c: MatchCouple, gaps: number): MatchCouple => ({
  ...c,
  lifeStagePreference: gaps & 1 ? null : c.lifeStagePreference,
  communicationStyle: gaps & 2 ? null : c.communicationStyle,
  diningFrequency: gaps & 4 ? null : c.diningFrequency,
  people: gaps & 8 ? c.people.map((p) => ({ ...p, dateOfBirth: null })) : c.people,
});

describe('PairScorer', () => {
  it('gives every pair the score and the rule-out of CompatibilityModel.score and pairRuleOut', () => {
    fc.assert(
      fc.property(
        couplesArbitrary(24, ['Dublin', 'Cork']),
        fc.array(fc.nat(15), { minLength: 24, maxLength: 24 }),
        restaurantsArbitrary(4, ['Dublin', 'Cork']),
        fc.constantFrom(1, 11, 32, 33),
        (couples, gaps, restaurants, spread) => {
          // Destination ids spread out, some 32 apart (one bit for two of them): both ways of counting shared ones are compared.
          const names: string[] = [];
          const shared: SharedValues = {
            destinationId: (name) => (names.includes(name) ? names.indexOf(name) : names.push(name) - 1) * spread,
            place: (key) => key,
          };
          const features = couples.map((c, i) => compileCouple(withGaps(c, gaps[i]), i, onDate, shared));
          const venues = new VenueIndex(restaurants);
          const scorer = new PairScorer(features, model, (place) => venues.at(place));
          for (const a of features) {
            for (const b of features) {
              const expected = pairRuleOut(a, b, settings, venues.at(a.place)) ? -1 : model.score(a, b);
              expect(scorer.scoreIfAllowed(a.index, b.index)).toBe(expected);
              expect(scorer.score(a.index, b.index)).toBe(model.score(a, b));
            }
          }
        },
      ),
    );
  });
});
