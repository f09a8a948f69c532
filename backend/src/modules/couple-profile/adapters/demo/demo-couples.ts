import { CoupleProfile } from '../../domain/couple-profile';

export const DEMO_COUPLE_PASSWORD = 'DemoCouple2025!';

interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  dateOfBirth: string;
  phoneNumber: string;
}

export interface DemoCouple {
  label: string;
  primary: DemoPerson;
  partner: DemoPerson & { onboarded: boolean };
  profile: CoupleProfile;
}

const dublin = { city: 'Dublin', country: 'Ireland' };

/** Spread over the option lists so that matching and the admin views have variety to show. */
export const DEMO_COUPLES: DemoCouple[] = [
  {
    label: 'Aoife & Cian',
    primary: { firstName: 'Aoife', lastName: 'Murphy', email: 'aoife.murphy@demo.tablemates.ie', gender: 'Female', dateOfBirth: '1991-04-12', phoneNumber: '+353 871234567' },
    partner: { firstName: 'Cian', lastName: 'Murphy', email: 'cian.murphy@demo.tablemates.ie', gender: 'Male', dateOfBirth: '1989-09-30', phoneNumber: '+353 861234567', onboarded: true },
    profile: {
      ...dublin,
      bringingToTablemates: ["We've lost our friends to babies!", 'Looking to try new restaurants regularly'],
      lifeStagePreference: 'Career-focused & experiential',
      diningFrequency: 'Frequently (Once a week)',
      restaurantPricePreference: ['€€', '€€€'],
      cuisineTypes: ['Italian', 'Japanese', 'Irish'],
      dietaryRestrictions: ['None'],
      otherDietaryRestrictions: null,
      diningVibe: ['Vibrant & Social', 'Adventurous & Experimental'],
      idealSocialOuting: ['Trying new restaurants and bars', 'Lively group events and parties', 'Cultural experiences'],
      socialAgePreference: 'Around our age',
      diverseCouplesPreference: ['Open to all'],
      travelDestinations: ['Japan', 'Italy', 'Portugal'],
      planningStyle: 'Spontaneous',
      communicationStyle: 'Naturally outgoing',
    },
  },
  {
    label: 'Siobhán & Mark',
    primary: { firstName: 'Siobhán', lastName: "O'Brien", email: 'siobhan.obrien@demo.tablemates.ie', gender: 'Female', dateOfBirth: '1985-01-23', phoneNumber: '+353 851112233' },
    partner: { firstName: 'Mark', lastName: "O'Brien", email: 'mark.obrien@demo.tablemates.ie', gender: 'Male', dateOfBirth: '1984-06-05', phoneNumber: '+353 852223344', onboarded: true },
    profile: {
      ...dublin,
      bringingToTablemates: ["We've recently moved to a new city."],
      lifeStagePreference: 'Navigating parenthood',
      diningFrequency: 'Occasionally (2-3 times a month)',
      restaurantPricePreference: ['Open to all price ranges!'],
      cuisineTypes: ['Surprise Us!'],
      dietaryRestrictions: ['Vegetarian', 'Other'],
      otherDietaryRestrictions: 'No mushrooms, please',
      diningVibe: ['Relaxed & Casual'],
      idealSocialOuting: ['Quiet dinners with close friends', 'Outdoor adventures'],
      socialAgePreference: 'Open to all ages',
      diverseCouplesPreference: ['Similar gender dynamic'],
      travelDestinations: ['France'],
      planningStyle: 'Plan in advance',
      communicationStyle: 'Ease in',
    },
  },
  {
    label: 'Niamh & Priya',
    primary: { firstName: 'Niamh', lastName: 'Kelly', email: 'niamh.kelly@demo.tablemates.ie', gender: 'Female', dateOfBirth: '1993-11-02', phoneNumber: '+353 831234000' },
    partner: { firstName: 'Priya', lastName: 'Sharma', email: 'priya.sharma@demo.tablemates.ie', gender: 'Non-binary', dateOfBirth: '1994-02-14', phoneNumber: '+44 7700900123', onboarded: true },
    profile: {
      ...dublin,
      bringingToTablemates: ['Just looking to meet new, interesting couples!', 'Looking to try new restaurants regularly'],
      lifeStagePreference: 'Open to all amazing couples!',
      diningFrequency: 'Very Often (Multiple times a week)',
      restaurantPricePreference: ['€€€', '€€€€'],
      cuisineTypes: ['Indian', 'Thai', 'Vietnamese', 'Middle Eastern', 'Fusion'],
      dietaryRestrictions: ['Vegan', 'Nut Allergy'],
      otherDietaryRestrictions: null,
      diningVibe: ['Intimate & Focused on Food', 'Elevated Experience'],
      idealSocialOuting: ['Learning new skills or hobbies', 'Volunteering or community work', 'Travel and exploration'],
      socialAgePreference: 'Wider range',
      diverseCouplesPreference: ['LGBTQIA+', 'Open to all'],
      travelDestinations: ['India', 'Vietnam'],
      planningStyle: 'A mix',
      communicationStyle: 'Good flow',
    },
  },
  {
    label: 'Emma & Dara, partner not yet onboarded',
    primary: { firstName: 'Emma', lastName: 'Walsh', email: 'emma.walsh@demo.tablemates.ie', gender: 'Female', dateOfBirth: '1996-07-19', phoneNumber: '+353 899876543' },
    partner: { firstName: 'Dara', lastName: 'Byrne', email: 'dara.byrne@demo.tablemates.ie', gender: 'Prefer not to say', dateOfBirth: '1995-03-08', phoneNumber: '+353 898765432', onboarded: false },
    profile: {
      ...dublin,
      bringingToTablemates: ['Just looking to meet new, interesting couples!'],
      lifeStagePreference: null,
      diningFrequency: 'Rarely (Once a month or less)',
      restaurantPricePreference: ['€€'],
      cuisineTypes: ['Pub Food', 'Gastropub', 'Steakhouse', 'Seafood-focused'],
      dietaryRestrictions: ['Gluten-Free', 'Dairy-Free', 'Halal'],
      otherDietaryRestrictions: null,
      diningVibe: ['Relaxed & Casual', 'Vibrant & Social'],
      idealSocialOuting: ['Gaming', 'Outdoor adventures'],
      socialAgePreference: 'Around our age',
      diverseCouplesPreference: ['Prefer not to specify'],
      travelDestinations: [],
      planningStyle: 'Spontaneous',
      communicationStyle: 'Flexible',
    },
  },
];
