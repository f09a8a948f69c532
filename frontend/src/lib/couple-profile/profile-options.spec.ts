import * as options from './profile-options';

// The lists come from the API's enums; these are the spec's lists, in the spec's order
// (couple-side spec section 3, DECISIONS.md), so a server list that drifts fails here.
describe('signup option lists', () => {
  it('match the spec, in order', () => {
    expect(options.GENDERS).toEqual(['Male', 'Female', 'Non-binary', 'Transgender', 'Prefer not to say']);
    expect(options.REASONS_FOR_JOINING).toEqual([
      "We've lost our friends to babies!",
      "We've recently moved to a new city.",
      'Just looking to meet new, interesting couples!',
      'Looking to try new restaurants regularly',
    ]);
    expect(options.LIFE_STAGES).toEqual(['Career-focused & experiential', 'Navigating parenthood', 'Open to all amazing couples!']);
    expect(options.DINING_FREQUENCIES).toEqual([
      'Rarely (Once a month or less)',
      'Occasionally (2-3 times a month)',
      'Frequently (Once a week)',
      'Very Often (Multiple times a week)',
    ]);
    expect(options.PRICE_PREFERENCES).toEqual(['€€', '€€€', '€€€€', 'Open to all price ranges!']);
    expect(options.CUISINES).toEqual([
      'Italian',
      'Chinese',
      'Indian',
      'French',
      'Irish',
      'Japanese',
      'Mexican',
      'Thai',
      'Mediterranean',
      'American',
      'Middle Eastern',
      'Spanish',
      'Greek',
      'Korean',
      'Vietnamese',
      'Ethiopian',
      'German',
      'British',
      'Brazilian',
      'African',
      'Eastern European',
      'Seafood-focused',
      'Steakhouse',
      'Pub Food',
      'Fusion',
      'Gastropub',
      'Surprise Us!',
    ]);
    expect(options.DIETARY_RESTRICTIONS).toEqual([
      'Gluten-Free',
      'Dairy-Free',
      'Nut Allergy',
      'Vegetarian',
      'Vegan',
      'Halal',
      'Kosher',
      'Low Carb',
      'No Seafood',
      'Other',
      'None',
    ]);
    expect(options.DINING_VIBES).toEqual([
      'Relaxed & Casual',
      'Vibrant & Social',
      'Adventurous & Experimental',
      'Intimate & Focused on Food',
      'Elevated Experience',
    ]);
    expect(options.IDEAL_SOCIAL_OUTINGS).toEqual([
      'Quiet dinners with close friends',
      'Lively group events and parties',
      'Outdoor adventures',
      'Cultural experiences',
      'Trying new restaurants and bars',
      'Learning new skills or hobbies',
      'Volunteering or community work',
      'Gaming',
      'Travel and exploration',
    ]);
    expect(options.AGE_PREFERENCES).toEqual(['Open to all ages', 'Around our age', 'Wider range']);
    expect(options.COUPLE_TYPE_PREFERENCES).toEqual(['Open to all', 'Similar gender dynamic', 'LGBTQIA+', 'Prefer not to specify']);
    expect(options.PLANNING_STYLES).toEqual(['Spontaneous', 'A mix', 'Plan in advance']);
    expect(options.COMMUNICATION_STYLES).toEqual(['Naturally outgoing', 'Good flow', 'Ease in', 'Flexible']);
  });

  it('names the exclusive choices and the launch city', () => {
    expect([options.OPEN_PRICE, options.SURPRISE_CUISINE, options.NO_DIET, options.OTHER_DIET, options.GENDER_NOT_SAID, options.LAUNCH_CITY]).toEqual([
      'Open to all price ranges!',
      'Surprise Us!',
      'None',
      'Other',
      'Prefer not to say',
      'Dublin',
    ]);
  });
});
