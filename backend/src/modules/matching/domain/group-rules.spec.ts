import { couple, restaurant } from '../../../../test/matching/matching-arbitraries';
import { describeGroup, groupRuleBreaks } from './group-rules';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings } from './matching-parameters';

const onDate = new Date('2026-11-27T19:30:00Z');
const instanceOf = (
  couples: ReturnType<typeof couple>[],
  restaurants = [restaurant('r', { priceRange: '€€', tables: 3, maxPartySize: 8, dietaryAccommodations: ['Vegetarian'] })],
) => new MatchingInstance(couples, restaurants, resolveMatchingSettings(), onDate, 1);

/** The breaks as facts; `application/group-change-wording.spec.ts` words them. */
describe('the hard rules of a group an admin edits', () => {
  it('accepts a group that keeps every rule', () => {
    const couples = [couple('a'), couple('b'), couple('c')];
    expect(groupRuleBreaks(instanceOf(couples), ['a', 'b', 'c'])).toEqual([]);
  });

  it('names the group size rule', () => {
    const couples = [couple('a'), couple('b'), couple('c'), couple('d'), couple('e')];
    expect(groupRuleBreaks(instanceOf(couples), ['a'])).toEqual([{ rule: 'group_size', minimum: 2, maximum: 4, couples: 1 }]);
    // A restaurant large enough for five couples: only the size rule breaks.
    const large = [restaurant('big', { priceRange: '€€', tables: 1, maxPartySize: 12 })];
    expect(groupRuleBreaks(instanceOf(couples, large), ['a', 'b', 'c', 'd', 'e']).map((b) => b.rule)).toEqual(['group_size']);
  });

  it('names the age and couple-type preferences and the couples that break them', () => {
    const older = couple('old', {
      socialAgePreference: 'Around our age',
      people: [
        { dateOfBirth: '1950-01-01', gender: 'Female' },
        { dateOfBirth: '1950-01-01', gender: 'Male' },
      ],
    });
    const similar = couple('sim', { diverseCouplesPreference: ['Similar gender dynamic'] });
    const women = couple('w', {
      people: [
        { dateOfBirth: '1990-01-01', gender: 'Female' },
        { dateOfBirth: '1990-01-01', gender: 'Female' },
      ],
    });
    const breaks = groupRuleBreaks(instanceOf([older, couple('a'), similar, women]), ['old', 'a', 'sim', 'w']);
    expect(breaks).toContainEqual({ rule: 'age_preference', pair: ['old', 'a'] });
    expect(breaks).toContainEqual({ rule: 'couple_type_preference', pair: ['sim', 'w'] });
  });

  it('names the city and the restaurant rules', () => {
    const cork = couple('cork', { city: 'Cork' });
    expect(groupRuleBreaks(instanceOf([couple('a'), cork]), ['a', 'cork']).map((b) => b.rule)).toEqual(['different_city']);
    const vegan = couple('v', { dietaryRestrictions: ['Vegan'] });
    expect(groupRuleBreaks(instanceOf([couple('a'), vegan]), ['a', 'v'])).toEqual([{ rule: 'no_restaurant' }]);
  });

  it('scores and describes a group as the engine does', () => {
    const couples = [couple('a'), couple('b', { cuisineTypes: ['Thai', 'Indian'] })];
    const { score, reasoning } = describeGroup(instanceOf(couples), ['a', 'b']);
    expect(score).toBeGreaterThan(0);
    expect(reasoning).toMatch(new RegExp(`^2 couples, compatibility ${score}/100\\. `));
  });
});
