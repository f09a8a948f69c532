/** A dial-code country: ISO code, name and international dial code. */
export interface Country {
  code: string;
  name: string;
  dialCode: string;
}

/** The 61 dial-code countries; Ireland first because it is the launch country and the default. */
export const COUNTRIES: readonly Country[] = [
  { code: 'IE', name: 'Ireland', dialCode: '+353' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'US', name: 'United States', dialCode: '+1' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'NZ', name: 'New Zealand', dialCode: '+64' },
  { code: 'FR', name: 'France', dialCode: '+33' },
  { code: 'DE', name: 'Germany', dialCode: '+49' },
  { code: 'ES', name: 'Spain', dialCode: '+34' },
  { code: 'IT', name: 'Italy', dialCode: '+39' },
  { code: 'PT', name: 'Portugal', dialCode: '+351' },
  { code: 'NL', name: 'Netherlands', dialCode: '+31' },
  { code: 'BE', name: 'Belgium', dialCode: '+32' },
  { code: 'LU', name: 'Luxembourg', dialCode: '+352' },
  { code: 'CH', name: 'Switzerland', dialCode: '+41' },
  { code: 'AT', name: 'Austria', dialCode: '+43' },
  { code: 'DK', name: 'Denmark', dialCode: '+45' },
  { code: 'SE', name: 'Sweden', dialCode: '+46' },
  { code: 'NO', name: 'Norway', dialCode: '+47' },
  { code: 'FI', name: 'Finland', dialCode: '+358' },
  { code: 'IS', name: 'Iceland', dialCode: '+354' },
  { code: 'PL', name: 'Poland', dialCode: '+48' },
  { code: 'CZ', name: 'Czech Republic', dialCode: '+420' },
  { code: 'SK', name: 'Slovakia', dialCode: '+421' },
  { code: 'HU', name: 'Hungary', dialCode: '+36' },
  { code: 'RO', name: 'Romania', dialCode: '+40' },
  { code: 'BG', name: 'Bulgaria', dialCode: '+359' },
  { code: 'GR', name: 'Greece', dialCode: '+30' },
  { code: 'CY', name: 'Cyprus', dialCode: '+357' },
  { code: 'MT', name: 'Malta', dialCode: '+356' },
  { code: 'HR', name: 'Croatia', dialCode: '+385' },
  { code: 'SI', name: 'Slovenia', dialCode: '+386' },
  { code: 'LT', name: 'Lithuania', dialCode: '+370' },
  { code: 'LV', name: 'Latvia', dialCode: '+371' },
  { code: 'EE', name: 'Estonia', dialCode: '+372' },
  { code: 'UA', name: 'Ukraine', dialCode: '+380' },
  { code: 'TR', name: 'Turkey', dialCode: '+90' },
  { code: 'IL', name: 'Israel', dialCode: '+972' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
  { code: 'SA', name: 'Saudi Arabia', dialCode: '+966' },
  { code: 'QA', name: 'Qatar', dialCode: '+974' },
  { code: 'EG', name: 'Egypt', dialCode: '+20' },
  { code: 'MA', name: 'Morocco', dialCode: '+212' },
  { code: 'ZA', name: 'South Africa', dialCode: '+27' },
  { code: 'NG', name: 'Nigeria', dialCode: '+234' },
  { code: 'KE', name: 'Kenya', dialCode: '+254' },
  { code: 'IN', name: 'India', dialCode: '+91' },
  { code: 'PK', name: 'Pakistan', dialCode: '+92' },
  { code: 'CN', name: 'China', dialCode: '+86' },
  { code: 'HK', name: 'Hong Kong', dialCode: '+852' },
  { code: 'JP', name: 'Japan', dialCode: '+81' },
  { code: 'KR', name: 'South Korea', dialCode: '+82' },
  { code: 'SG', name: 'Singapore', dialCode: '+65' },
  { code: 'MY', name: 'Malaysia', dialCode: '+60' },
  { code: 'PH', name: 'Philippines', dialCode: '+63' },
  { code: 'TH', name: 'Thailand', dialCode: '+66' },
  { code: 'BR', name: 'Brazil', dialCode: '+55' },
  { code: 'AR', name: 'Argentina', dialCode: '+54' },
  { code: 'MX', name: 'Mexico', dialCode: '+52' },
  { code: 'CL', name: 'Chile', dialCode: '+56' },
  { code: 'CO', name: 'Colombia', dialCode: '+57' },
];

export const DEFAULT_COUNTRY = COUNTRIES[0];

/** The flag emoji of an ISO country code (two regional-indicator letters). */
export const flagOf = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));

/** A phone number travels as one string, dial code first: '+353 871234567'. */
export const formatPhone = (dialCode: string, number: string) => (number.trim() ? `${dialCode} ${number.trim()}` : '');

/** The longest number part the server takes (digits and spaces). */
export const PHONE_NUMBER_MAX_LENGTH = 19;

/**
 * Whether a formatted phone is one the server accepts (the same pattern as the API's):
 * a dial code, then 4 to 19 digits and spaces starting with a digit. Checked in the form,
 * so a short number is caught on its own step instead of failing the final submit.
 */
export const isPhoneNumber = (phone: string) => /^\+\d{1,4} \d[\d ]{3,18}$/.test(phone);

export const PHONE_NUMBER_MESSAGE = 'Please enter a valid phone number.';

/**
 * Country names for the travel-destination autocomplete (about 73), separate from the
 * dial-code list because destinations include places people visit rather than live. The name
 * is the value the API takes; the ISO code names it in another language (Intl.DisplayNames), and a
 * place without one (Scotland) is named by the catalogue (`forms.travel.place.<name>`).
 */
const DESTINATION_CODES: Readonly<Record<string, string | null>> = {
  Argentina: 'AR',
  Australia: 'AU',
  Austria: 'AT',
  Belgium: 'BE',
  Brazil: 'BR',
  Bulgaria: 'BG',
  Cambodia: 'KH',
  Canada: 'CA',
  Chile: 'CL',
  China: 'CN',
  Colombia: 'CO',
  'Costa Rica': 'CR',
  Croatia: 'HR',
  Cuba: 'CU',
  Cyprus: 'CY',
  'Czech Republic': 'CZ',
  Denmark: 'DK',
  'Dominican Republic': 'DO',
  Ecuador: 'EC',
  Egypt: 'EG',
  Estonia: 'EE',
  Fiji: 'FJ',
  Finland: 'FI',
  France: 'FR',
  Germany: 'DE',
  Greece: 'GR',
  Hungary: 'HU',
  Iceland: 'IS',
  India: 'IN',
  Indonesia: 'ID',
  Ireland: 'IE',
  Israel: 'IL',
  Italy: 'IT',
  Jamaica: 'JM',
  Japan: 'JP',
  Jordan: 'JO',
  Kenya: 'KE',
  Latvia: 'LV',
  Lithuania: 'LT',
  Luxembourg: 'LU',
  Malaysia: 'MY',
  Maldives: 'MV',
  Malta: 'MT',
  Mauritius: 'MU',
  Mexico: 'MX',
  Monaco: 'MC',
  Montenegro: 'ME',
  Morocco: 'MA',
  Nepal: 'NP',
  Netherlands: 'NL',
  'New Zealand': 'NZ',
  Norway: 'NO',
  Peru: 'PE',
  Philippines: 'PH',
  Poland: 'PL',
  Portugal: 'PT',
  Romania: 'RO',
  Scotland: null,
  Seychelles: 'SC',
  Singapore: 'SG',
  Slovenia: 'SI',
  'South Africa': 'ZA',
  'South Korea': 'KR',
  Spain: 'ES',
  'Sri Lanka': 'LK',
  Sweden: 'SE',
  Switzerland: 'CH',
  Tanzania: 'TZ',
  Thailand: 'TH',
  Turkey: 'TR',
  'United Arab Emirates': 'AE',
  'United Kingdom': 'GB',
  'United States': 'US',
  Vietnam: 'VN',
};

export const DESTINATION_NAMES: readonly string[] = Object.keys(DESTINATION_CODES);

const regionNames = new Map<string, Intl.DisplayNames>();

/** A destination in a locale's words: the English name itself, else the region's name in the locale; null for a place without a country code. */
export function destinationLabel(name: string, locale: string): string | null {
  if (locale.startsWith('en')) return name;
  const code = DESTINATION_CODES[name];
  if (!code) return null;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names.of(code) ?? name;
}

/**
 * At most 8 destination names whose label (`labelOf`: the reader's words, the English name by
 * default) contains the typed text, those starting with it first.
 */
export function matchDestinations(query: string, exclude: readonly string[] = [], limit = 8, labelOf: (name: string) => string = (name) => name): string[] {
  const text = query.trim().toLocaleLowerCase();
  if (!text) return [];
  const candidates = DESTINATION_NAMES.filter((name) => !exclude.includes(name) && labelOf(name).toLocaleLowerCase().includes(text));
  const starts = candidates.filter((name) => labelOf(name).toLocaleLowerCase().startsWith(text));
  return [...starts, ...candidates.filter((name) => !starts.includes(name))].slice(0, limit);
}
