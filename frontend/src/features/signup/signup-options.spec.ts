import * as api from '../../api/generated/model';
import * as options from './signup-options';

describe('signup option lists', () => {
  it.each([
    ['GENDERS', api.Gender],
    ['REASONS_FOR_JOINING', api.ReasonForJoining],
    ['LIFE_STAGES', api.LifeStage],
    ['DINING_FREQUENCIES', api.DiningFrequency],
    ['PRICE_PREFERENCES', api.Budget],
    ['CUISINES', api.Cuisine],
    ['DIETARY_RESTRICTIONS', api.DietaryRestriction],
    ['DINING_VIBES', api.DiningVibe],
    ['IDEAL_SOCIAL_OUTINGS', api.IdealSocialOuting],
    ['AGE_PREFERENCES', api.AgePreference],
    ['COUPLE_TYPE_PREFERENCES', api.CoupleTypePreference],
    ['PLANNING_STYLES', api.PlanningStyle],
    ['COMMUNICATION_STYLES', api.CommunicationStyle],
  ] as const)('%s offers exactly the values the API accepts', (name, values) => {
    expect([...options[name]].sort()).toEqual(Object.values(values).sort());
  });

  it('has the spec-sized lists', () => {
    expect(options.CUISINES).toHaveLength(27);
    expect(options.IDEAL_SOCIAL_OUTINGS).toHaveLength(9);
    expect(options.AGE_PREFERENCES).toHaveLength(3);
    expect(options.COUPLE_TYPE_PREFERENCES).toHaveLength(4);
    expect(options.PLANNING_STYLES).toHaveLength(3);
  });
});
