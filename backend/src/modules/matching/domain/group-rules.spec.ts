import { couple, restaurant } from '../../../../test/matching/matching-arbitraries';
import { describeGroup, groupRuleBreaks } from './group-rules';
import { MatchingInstance } from './matching-instance';
import { resolveMatchingSettings } from './matching-parameters';

const onDate = new Date('2026-11-27T19:30:00Z');
const instanceOf = (
  couples: ReturnType<typeof couple>[],
  restaurants = [restaurant('r', { priceRange: '€€', tables: 3, maxPartySize: 8, dietaryAccommodations: ['Vegetarian'] })],
) => new MatchingInstance(couples, restaurants, resolveMatchingSettings(), onDate, 1);
const label = (id: string) => `Couple ${id}`;

describe('the hard rules of a group an admin edits', () => {
  it('accepts a group that keeps every rule', () => {
    const couples = [couple('a'), couple('b'), couple('c')];
    expect(groupRuleBreaks(instanceOf(couples), ['a', 'b', 'c'], label)).toEqual([]);
  });

  it('names the group size rule', () => {
    const couples = [couple('a'), couple('b'), couple('c'), couple('d'), couple('e')];
    expect(groupRuleBreaks(instanceOf(couples), ['a'], label)).toEqual([
      { rule: 'group_size', message: 'Group size: a group needs 2 to 4 couples; this change leaves 1.' },
    ]);
    // A restaurant large enough for five couples: only the size rule breaks.
    const large = [restaurant('big', { priceRange: '€€', tables: 1, maxPartySize: 12 })];
    expect(groupRuleBreaks(instanceOf(couples, large), ['a', 'b', 'c', 'd', 'e'], label).map((b) => b.rule)).toEqual(['group_size']);
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
    const breaks = groupRuleBreaks(instanceOf([older, couple('a'), similar, women]), ['old', 'a', 'sim', 'w'], label);
    expect(breaks).toContainEqual({ rule: 'age_preference', message: "Age preference: Couple old and Couple a are outside each other's accepted age range." });
    expect(breaks).toContainEqual({
      rule: 'couple_type_preference',
      message: 'Couple-type preference: Couple sim and Couple w rule each other out by their couple-type preference.',
    });
  });

  it('names the city and the restaurant rules', () => {
    const cork = couple('cork', { city: 'Cork' });
    expect(groupRuleBreaks(instanceOf([couple('a'), cork]), ['a', 'cork'], label).map((b) => b.rule)).toEqual(['different_city']);
    const vegan = couple('v', { dietaryRestrictions: ['Vegan'] });
    expect(groupRuleBreaks(instanceOf([couple('a'), vegan]), ['a', 'v'], label)).toEqual([
      {
        rule: 'no_restaurant',
        message: "Restaurant availability: no active restaurant of the city serves this group's dietary needs, price range and party size.",
      },
    ]);
  });

  it('scores and describes a group as the engine does', () => {
    const couples = [couple('a'), couple('b', { cuisineTypes: ['Thai', 'Indian'] })];
    const { score, reasoning } = describeGroup(instanceOf(couples), ['a', 'b']);
    expect(score).toBeGreaterThan(0);
    expect(reasoning).toMatch(new RegExp(`^2 couples, compatibility ${score}/100\\. `));
  });
});
