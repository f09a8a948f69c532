import { EMPTY_SIGNUP_FORM, isOptionDisabled, MESSAGES, setPartnerGender, SignupForm, toggleOption } from './signup-form';
import { signupStepErrors } from './signup-schema';

const form = (patch: Partial<SignupForm> = {}): SignupForm => ({ ...EMPTY_SIGNUP_FORM, ...patch });

describe('mutually exclusive options', () => {
  it("'Open to all price ranges!' replaces specific budgets, disables them, and a specific budget removes it", () => {
    let state = toggleOption(toggleOption(form(), 'restaurant_price_preference', '€€'), 'restaurant_price_preference', '€€€');
    state = toggleOption(state, 'restaurant_price_preference', 'Open to all price ranges!');
    expect(state.restaurant_price_preference).toEqual(['Open to all price ranges!']);
    expect(isOptionDisabled(state, 'restaurant_price_preference', '€€')).toBe(true);
    expect(isOptionDisabled(state, 'restaurant_price_preference', 'Open to all price ranges!')).toBe(false);
    expect(toggleOption(state, 'restaurant_price_preference', '€€€€').restaurant_price_preference).toEqual(['€€€€']);
  });

  it("'Surprise Us!' replaces all cuisines and disables the others", () => {
    const state = toggleOption(toggleOption(form({ cuisine_types: ['Italian', 'Thai'] }), 'cuisine_types', 'Surprise Us!'), 'cuisine_types', 'Irish');
    expect(toggleOption(form({ cuisine_types: ['Italian', 'Thai'] }), 'cuisine_types', 'Surprise Us!').cuisine_types).toEqual(['Surprise Us!']);
    expect(isOptionDisabled(form({ cuisine_types: ['Surprise Us!'] }), 'cuisine_types', 'Italian')).toBe(true);
    expect(state.cuisine_types).toEqual(['Irish']);
  });

  it("dietary 'None' replaces the others and clears the Other text; deselecting Other clears it too", () => {
    const withOther = form({ dietary_restrictions: ['Vegan', 'Other'], otherDietaryRestrictions: 'Shellfish' });
    const none = toggleOption(withOther, 'dietary_restrictions', 'None');
    expect(none.dietary_restrictions).toEqual(['None']);
    expect(none.otherDietaryRestrictions).toBe('');
    expect(isOptionDisabled(none, 'dietary_restrictions', 'Vegan')).toBe(true);
    const withoutOther = toggleOption(withOther, 'dietary_restrictions', 'Other');
    expect(withoutOther.dietary_restrictions).toEqual(['Vegan']);
    expect(withoutOther.otherDietaryRestrictions).toBe('');
  });

  it("keeps the partner's other-gender text only for 'Prefer not to say'", () => {
    const state = setPartnerGender(form({ partnerGenderOther: 'Genderfluid' }), 'Prefer not to say');
    expect(state.partnerGenderOther).toBe('Genderfluid');
    expect(setPartnerGender(state, 'Female').partnerGenderOther).toBe('');
  });

  it('allows at most 3 travel destinations', () => {
    const state = form({ travelDestinations: ['Japan', 'Peru', 'Italy'] });
    expect(toggleOption(state, 'travelDestinations', 'Spain').travelDestinations).toEqual(['Japan', 'Peru', 'Italy']);
    expect(toggleOption(state, 'travelDestinations', 'Peru').travelDestinations).toEqual(['Japan', 'Italy']);
  });
});

describe('step validation', () => {
  it('step 1: the two emails must differ ignoring case, and a registered email blocks', () => {
    const state = form({ email: 'Aoife@Example.ie', partner_email: 'aoife@example.IE' });
    expect(signupStepErrors(1, state).partner_email).toBe(MESSAGES.sameEmails);
    expect(signupStepErrors(1, form({ email: 'a@b.ie' }), { email: true }).email).toBe(
      'This email is already registered. Please login to access your account.',
    );
    expect(signupStepErrors(1, form({ email: 'a@b.ie', partner_email: 'c@d.ie' }), { partner_email: true }).partner_email).toBe(
      'This email is already registered. Please use a different email.',
    );
  });

  it('step 1: a phone number the server would refuse is caught on step 1, not at the final submit', () => {
    expect(signupStepErrors(1, form({ phone_number: '+353 871' })).phone_number).toBe('Please enter a valid phone number.');
    expect(signupStepErrors(1, form({ phone_number: '+353 871234567' })).phone_number).toBeUndefined();
    expect(signupStepErrors(1, form()).phone_number).toBe('Please enter your phone number.');
  });

  it('step 2: at least 2 cuisines or Surprise Us!, 1 vibe, a dietary choice and the Other text', () => {
    const errors = signupStepErrors(2, form({ cuisine_types: ['Thai'], dietary_restrictions: ['Other'] }));
    expect(errors.cuisine_types).toBe('Please select at least 2 cuisine types to proceed.');
    expect(errors.diningVibe).toBe('Please select at least 1 dining vibe option to proceed.');
    expect(errors.otherDietaryRestrictions).toBe('Please specify your restriction.');
    expect(signupStepErrors(2, form({ cuisine_types: ['Surprise Us!'] })).cuisine_types).toBeUndefined();
  });

  it('step 3: the exact messages', () => {
    expect(signupStepErrors(3, form({ idealSocialOuting: ['Gaming'] }))).toEqual({
      idealSocialOuting: 'Please select at least 2 options for your ideal social outing.',
      socialAgePreference: 'Please select your age preference to proceed.',
      planningStyle: 'Please select your social planning style to proceed.',
      communication_style: 'Please select your social interaction preference to proceed.',
    });
  });

  it('step 4: password policy, matching confirmation and the terms', () => {
    expect(signupStepErrors(4, form({ password: 'Abcdef1!', confirm_password: 'Abcdef1?' }))).toEqual({
      confirm_password: 'Passwords do not match',
      accepted_terms: 'You must accept the Terms of Service and Privacy Policy to continue',
    });
    expect(signupStepErrors(4, form({ password: 'Abcdef1!', confirm_password: 'Abcdef1!', accepted_terms: true }))).toEqual({});
  });
});
