import { couple } from '../../../../test/matching/matching-arbitraries';
import { CompatibilityModel } from './compatibility';
import { compileCouple } from './couple-features';
import { MatchCouple } from './match-couple';
import { FACTORS, resolveMatchingSettings } from './matching-parameters';
import { analysePair } from './pair-analysis';

const onDate = new Date('2026-11-27T00:00:00Z');
const model = new CompatibilityModel(resolveMatchingSettings());
const names: string[] = [];
const shared = { destinationId: (name: string) => (names.includes(name) ? names.indexOf(name) : names.push(name) - 1), place: (key: string) => key };
const features = (c: MatchCouple, i = 0) => compileCouple(c, i, onDate, shared);
const similarity = (a: MatchCouple, b: MatchCouple, factor: string) =>
  model.explain(features(a), features(b, 1), names).breakdown.find((f) => f.factor === factor)!.similarity;

describe('pair compatibility', () => {
  it('scores 0-100 with one breakdown entry per factor adding up to the score', () => {
    const result = model.explain(features(couple('a')), features(couple('b', { cuisineTypes: ['Thai', 'Greek'] }), 1), names);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.breakdown.map((f) => f.factor)).toEqual([...FACTORS]);
    expect(Math.abs(result.breakdown.reduce((s, f) => s + f.points, 0) - result.score)).toBeLessThan(1);
    expect(result.reasons).toContain('both enjoy Thai food');
    expect(result.reasoning).toMatch(/^Both enjoy Thai food, .*\.$/);
  });

  it('gives identical couples a high score and very different ones a low one', () => {
    const a = couple('a');
    const opposite = couple('b', {
      lifeStagePreference: 'Navigating parenthood',
      communicationStyle: 'Good flow',
      planningStyle: 'Spontaneous',
      cuisineTypes: ['Korean', 'Ethiopian'],
      diningVibe: ['Elevated Experience'],
      idealSocialOuting: ['Outdoor adventures', 'Volunteering or community work'],
      restaurantPricePreference: ['€€€'],
      diningFrequency: 'Very Often (Multiple times a week)',
      people: [
        { dateOfBirth: '1960-01-01', gender: 'Female' },
        { dateOfBirth: '1961-01-01', gender: 'Male' },
      ],
    });
    expect(model.score(features(a), features(couple('b'), 1))).toBeGreaterThan(80);
    expect(model.score(features(a), features(opposite, 1))).toBeLessThan(45);
  });

  it("treats 'Surprise Us!' and 'Open to all price ranges!' as wildcards", () => {
    expect(similarity(couple('a', { cuisineTypes: ['Korean', 'Greek'] }), couple('b', { cuisineTypes: ['Surprise Us!'] }), 'cuisine')).toBe(1);
    expect(similarity(couple('a', { cuisineTypes: ['Korean', 'Greek'] }), couple('b', { cuisineTypes: ['Italian', 'Thai'] }), 'cuisine')).toBe(0);
    expect(
      similarity(couple('a', { restaurantPricePreference: ['€€€€'] }), couple('b', { restaurantPricePreference: ['Open to all price ranges!'] }), 'budget'),
    ).toBe(1);
    expect(similarity(couple('a', { restaurantPricePreference: ['€€'] }), couple('b', { restaurantPricePreference: ['€€', '€€€'] }), 'budget')).toBeCloseTo(
      0.67,
      2,
    );
  });

  it('prefers mixing outgoing and easing-in couples to stacking one style', () => {
    const outgoing = couple('a', { communicationStyle: 'Naturally outgoing' });
    const easeIn = couple('b', { communicationStyle: 'Ease in' });
    const mixed = similarity(outgoing, easeIn, 'communication_style');
    expect(mixed).toBe(1);
    expect(similarity(outgoing, couple('c', { communicationStyle: 'Naturally outgoing' }), 'communication_style')).toBeLessThan(mixed);
    expect(similarity(easeIn, couple('c', { communicationStyle: 'Ease in' }), 'communication_style')).toBeLessThan(mixed);
  });

  it('compares life stage, planning style, dining frequency and ages', () => {
    expect(similarity(couple('a'), couple('b', { lifeStagePreference: 'Navigating parenthood' }), 'life_stage')).toBeLessThan(0.5);
    expect(similarity(couple('a'), couple('b', { lifeStagePreference: 'Open to all amazing couples!' }), 'life_stage')).toBe(0.8);
    expect(similarity(couple('a', { planningStyle: 'Spontaneous' }), couple('b', { planningStyle: 'Plan in advance' }), 'planning_style')).toBe(0.35);
    expect(
      similarity(
        couple('a', { diningFrequency: 'Rarely (Once a month or less)' }),
        couple('b', { diningFrequency: 'Very Often (Multiple times a week)' }),
        'dining_frequency',
      ),
    ).toBe(0);
    const older = couple('b', {
      people: [
        { dateOfBirth: '1970-01-01', gender: 'Male' },
        { dateOfBirth: '1970-01-01', gender: 'Female' },
      ],
    });
    expect(similarity(couple('a'), older, 'age')).toBeLessThan(similarity(couple('a'), couple('b'), 'age'));
  });

  it('rewards shared dining vibes, outings, destinations and dietary needs', () => {
    expect(similarity(couple('a'), couple('b', { diningVibe: ['Vibrant & Social'] }), 'dining_vibe')).toBe(0);
    expect(similarity(couple('a'), couple('b'), 'social_outings')).toBe(1);
    expect(similarity(couple('a', { travelDestinations: ['Japan'] }), couple('b', { travelDestinations: ['japan'] }), 'travel_destinations')).toBe(1);
    expect(similarity(couple('a', { dietaryRestrictions: ['Vegan'] }), couple('b', { dietaryRestrictions: ['Vegan'] }), 'dietary')).toBe(1);
    expect(similarity(couple('a', { dietaryRestrictions: ['Vegan'] }), couple('b'), 'dietary')).toBe(0.5);
  });

  it('puts the right article before a shared dining vibe', () => {
    const vibe = (diningVibe: string[]) => model.explain(features(couple('a', { diningVibe })), features(couple('b', { diningVibe }), 1), names).reasons;
    expect(vibe(['Adventurous & Experimental'])).toContain('share an Adventurous & Experimental dining vibe');
    expect(vibe(['Relaxed & Casual'])).toContain('share a Relaxed & Casual dining vibe');
  });

  it('counts a couple-type preference actively met above an open one', () => {
    const women = couple('a', {
      diverseCouplesPreference: ['LGBTQIA+'],
      people: [
        { dateOfBirth: '1990-01-01', gender: 'Female' },
        { dateOfBirth: '1990-01-01', gender: 'Female' },
      ],
    });
    const men = couple('b', {
      people: [
        { dateOfBirth: '1990-01-01', gender: 'Male' },
        { dateOfBirth: '1990-01-01', gender: 'Male' },
      ],
    });
    expect(similarity(women, men, 'couple_type')).toBeGreaterThan(similarity(couple('c'), couple('d'), 'couple_type'));
  });

  it('analyses two couples from their profiles', () => {
    const analysis = analysePair(
      couple('a', { travelDestinations: ['Japan'] }),
      couple('b', { travelDestinations: ['japan'] }),
      resolveMatchingSettings(),
      onDate,
    );
    expect(analysis.score).toBeGreaterThan(80);
    expect(analysis.reasons).toContain('both dream of Japan');
  });
});
