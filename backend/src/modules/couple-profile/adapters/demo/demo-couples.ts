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
const FEATURED_COUPLES: DemoCouple[] = [
  {
    label: 'Aoife & Cian',
    primary: {
      firstName: 'Aoife',
      lastName: 'Murphy',
      email: 'aoife.murphy@demo.tablemates.ie',
      gender: 'Female',
      dateOfBirth: '1991-04-12',
      phoneNumber: '+353 871234567',
    },
    partner: {
      firstName: 'Cian',
      lastName: 'Murphy',
      email: 'cian.murphy@demo.tablemates.ie',
      gender: 'Male',
      dateOfBirth: '1989-09-30',
      phoneNumber: '+353 861234567',
      onboarded: true,
    },
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
    primary: {
      firstName: 'Siobhán',
      lastName: "O'Brien",
      email: 'siobhan.obrien@demo.tablemates.ie',
      gender: 'Female',
      dateOfBirth: '1985-01-23',
      phoneNumber: '+353 851112233',
    },
    partner: {
      firstName: 'Mark',
      lastName: "O'Brien",
      email: 'mark.obrien@demo.tablemates.ie',
      gender: 'Male',
      dateOfBirth: '1984-06-05',
      phoneNumber: '+353 852223344',
      onboarded: true,
    },
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
    primary: {
      firstName: 'Niamh',
      lastName: 'Kelly',
      email: 'niamh.kelly@demo.tablemates.ie',
      gender: 'Female',
      dateOfBirth: '1993-11-02',
      phoneNumber: '+353 831234000',
    },
    partner: {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.sharma@demo.tablemates.ie',
      gender: 'Non-binary',
      dateOfBirth: '1994-02-14',
      phoneNumber: '+44 7700900123',
      onboarded: true,
    },
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
    primary: {
      firstName: 'Emma',
      lastName: 'Walsh',
      email: 'emma.walsh@demo.tablemates.ie',
      gender: 'Female',
      dateOfBirth: '1996-07-19',
      phoneNumber: '+353 899876543',
    },
    partner: {
      firstName: 'Dara',
      lastName: 'Byrne',
      email: 'dara.byrne@demo.tablemates.ie',
      gender: 'Prefer not to say',
      dateOfBirth: '1995-03-08',
      phoneNumber: '+353 898765432',
      onboarded: false,
    },
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

/** Seven more Dublin couples, so that the demo dinner ready to be matched has groups to form (matching, issue 11). */
const MORE: [string, string, string, string, string, string, string, Partial<CoupleProfile>][] = [
  [
    'Ciara',
    'Conor',
    'Doyle',
    'Female',
    '1990-02-11',
    'Male',
    '1988-12-01',
    { cuisineTypes: ['Italian', 'French'], diningVibe: ['Relaxed & Casual'], communicationStyle: 'Ease in' },
  ],
  [
    'Róisín',
    'Eoin',
    'Nolan',
    'Female',
    '1987-06-21',
    'Male',
    '1986-03-14',
    { cuisineTypes: ['Indian', 'Thai'], diningVibe: ['Vibrant & Social'], communicationStyle: 'Naturally outgoing' },
  ],
  [
    'Orla',
    'Fionn',
    'Lynch',
    'Female',
    '1992-09-09',
    'Male',
    '1991-01-30',
    { cuisineTypes: ['Italian', 'Mediterranean'], diningVibe: ['Relaxed & Casual', 'Vibrant & Social'], communicationStyle: 'Good flow' },
  ],
  [
    'Sinéad',
    'Tadhg',
    'Ryan',
    'Female',
    '1984-04-04',
    'Male',
    '1983-08-18',
    {
      cuisineTypes: ['Irish', 'British'],
      diningVibe: ['Intimate & Focused on Food'],
      lifeStagePreference: 'Navigating parenthood',
      communicationStyle: 'Flexible',
    },
  ],
  [
    'Aisling',
    'Ruairí',
    'Quinn',
    'Female',
    '1995-12-12',
    'Male',
    '1994-05-05',
    { cuisineTypes: ['Japanese', 'Korean'], diningVibe: ['Adventurous & Experimental'], communicationStyle: 'Naturally outgoing' },
  ],
  [
    'Grace',
    'Killian',
    'Byrne',
    'Female',
    '1989-10-10',
    'Male',
    '1990-07-07',
    { cuisineTypes: ['Mediterranean', 'Greek'], diningVibe: ['Relaxed & Casual'], communicationStyle: 'Ease in' },
  ],
  [
    'Méabh',
    'Clodagh',
    'Daly',
    'Female',
    '1993-03-03',
    'Female',
    '1992-11-11',
    { cuisineTypes: ['Thai', 'Vietnamese'], diningVibe: ['Vibrant & Social'], diverseCouplesPreference: ['Open to all'], communicationStyle: 'Good flow' },
  ],
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const DEMO_COUPLES: DemoCouple[] = [
  ...FEATURED_COUPLES,
  ...MORE.map(([first, second, lastName, firstGender, firstBirth, secondGender, secondBirth, profile], n): DemoCouple => ({
    label: `${first} & ${second}`,
    primary: {
      firstName: first,
      lastName,
      email: `${plain(first)}.${plain(lastName)}@demo.tablemates.ie`,
      gender: firstGender,
      dateOfBirth: firstBirth,
      phoneNumber: `+353 87100${String(n).padStart(4, '0')}`,
    },
    partner: {
      firstName: second,
      lastName,
      email: `${plain(second)}.${plain(lastName)}@demo.tablemates.ie`,
      gender: secondGender,
      dateOfBirth: secondBirth,
      phoneNumber: `+353 86100${String(n).padStart(4, '0')}`,
      onboarded: true,
    },
    profile: {
      ...dublin,
      bringingToTablemates: ['Looking to try new restaurants regularly'],
      lifeStagePreference: 'Career-focused & experiential',
      diningFrequency: 'Occasionally (2-3 times a month)',
      restaurantPricePreference: ['€€', '€€€'],
      cuisineTypes: [],
      dietaryRestrictions: ['None'],
      otherDietaryRestrictions: null,
      diningVibe: [],
      idealSocialOuting: ['Trying new restaurants and bars', 'Quiet dinners with close friends', 'Cultural experiences'],
      socialAgePreference: 'Open to all ages',
      diverseCouplesPreference: ['Open to all'],
      travelDestinations: ['Portugal'],
      planningStyle: 'A mix',
      communicationStyle: 'Good flow',
      ...profile,
    },
  })),
];
