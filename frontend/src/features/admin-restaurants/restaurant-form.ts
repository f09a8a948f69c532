import type { MessageId } from '../../i18n/catalogues';
import type { Translate } from '../../i18n/use-t';
import { isEmail } from '../../lib/email';
import type { RestaurantDto, RestaurantInputDto } from '../../api/generated/model';
import { RestaurantInputDtoPriceRange } from '../../api/generated/model';

export const PRICE_RANGES = Object.values(RestaurantInputDtoPriceRange);

export const PRESET_CUISINES = [
  'Italian',
  'French',
  'Japanese',
  'Chinese',
  'Indian',
  'Thai',
  'Mexican',
  'Mediterranean',
  'American',
  'Korean',
  'Vietnamese',
  'Greek',
  'Spanish',
  'Middle Eastern',
  'Ethiopian',
  'Peruvian',
  'Brazilian',
  'Lebanese',
  'Moroccan',
  'Turkish',
  'British',
  'German',
  'Russian',
  'Fusion',
];
export const PRESET_DIETARY = ['Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Kosher', 'Halal', 'Low-Carb', 'Keto', 'Paleo', 'Raw Food'];
export const PRESET_VIBES = [
  'Romantic',
  'Casual',
  'Fine Dining',
  'Family-Friendly',
  'Business',
  'Date Night',
  'Group Dining',
  'Outdoor Seating',
  'Cozy',
  'Modern',
  'Traditional',
  'Trendy',
  'Quiet',
  'Lively',
  'Intimate',
];

export interface RestaurantFormValues {
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  website: string;
  email: string;
  description: string;
  cuisineTypes: string[];
  priceRange: string;
  dietaryAccommodations: string[];
  diningVibeTags: string[];
  avgRating: string;
  maxPartySize: string;
  tablesPerNight: string;
  isActive: boolean;
}

export type RestaurantFormErrors = Partial<Record<keyof RestaurantFormValues, string>>;

export const emptyRestaurant: RestaurantFormValues = {
  name: '',
  address: '',
  city: 'Dublin',
  country: 'Ireland',
  phone: '',
  website: '',
  email: '',
  description: '',
  cuisineTypes: [],
  priceRange: '',
  dietaryAccommodations: [],
  diningVibeTags: [],
  avgRating: '0',
  maxPartySize: '8',
  tablesPerNight: '3',
  isActive: true,
};

export const toFormValues = (restaurant: RestaurantDto): RestaurantFormValues => ({
  name: restaurant.name,
  address: restaurant.address,
  city: restaurant.city,
  country: restaurant.country,
  phone: restaurant.phone ?? '',
  website: restaurant.website ?? '',
  email: restaurant.email ?? '',
  description: restaurant.description ?? '',
  cuisineTypes: restaurant.cuisine_types,
  priceRange: restaurant.price_range,
  dietaryAccommodations: restaurant.dietary_accommodations,
  diningVibeTags: restaurant.dining_vibe_tags,
  avgRating: String(restaurant.avg_rating),
  maxPartySize: String(restaurant.max_party_size),
  tablesPerNight: String(restaurant.tables_per_night),
  isActive: restaurant.is_active,
});

const isUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** A required text of at most `max` characters, its label in the reader's words. */
const lengthRule = (t: Translate, label: MessageId, value: string, max: number) =>
  !value.trim()
    ? t('admin.restaurants.rule.required', { label: t(label) })
    : value.trim().length > max
      ? t('admin.restaurants.rule.tooLong', { label: t(label), max })
      : undefined;

/** The restaurant form's rules (admin-side spec, section 5), with the server's messages in the reader's language. */
export const validateRestaurant =
  (t: Translate) =>
  (values: RestaurantFormValues): RestaurantFormErrors => {
    const errors: RestaurantFormErrors = {
      name: lengthRule(t, 'admin.restaurants.form.name', values.name, 200),
      address: lengthRule(t, 'admin.restaurants.form.address', values.address, 500),
      city: lengthRule(t, 'admin.restaurants.form.city', values.city, 100),
      country: lengthRule(t, 'admin.restaurants.form.country', values.country, 100),
    };
    const phone = values.phone.trim();
    if (phone && !/^\+?[\d\s\-()]+$/.test(phone)) errors.phone = t('admin.restaurants.rule.phone');
    else if (phone.length > 20) errors.phone = t('admin.restaurants.rule.phoneLength');
    if (values.website.trim() && !isUrl(values.website.trim())) errors.website = t('admin.restaurants.rule.website');
    if (values.email.trim() && !isEmail(values.email)) errors.email = t('admin.restaurants.rule.email');
    if (values.description.length > 1000) errors.description = t('admin.restaurants.rule.description');
    if (values.cuisineTypes.length === 0) errors.cuisineTypes = t('admin.restaurants.rule.cuisines');
    if (!PRICE_RANGES.includes(values.priceRange as RestaurantInputDtoPriceRange)) errors.priceRange = t('admin.restaurants.rule.price');
    if (values.dietaryAccommodations.length === 0) errors.dietaryAccommodations = t('admin.restaurants.rule.diets');
    if (values.diningVibeTags.length === 0) errors.diningVibeTags = t('admin.restaurants.rule.vibes');
    const rating = Number(values.avgRating);
    if (values.avgRating.trim() === '' || !Number.isFinite(rating) || rating < 0 || rating > 5) errors.avgRating = t('admin.restaurants.rule.rating');
    const party = Number(values.maxPartySize);
    if (!Number.isInteger(party) || party < 2) errors.maxPartySize = t('admin.restaurants.rule.partyMin');
    else if (party > 50) errors.maxPartySize = t('admin.restaurants.rule.partyMax');
    const tables = Number(values.tablesPerNight);
    if (!Number.isInteger(tables) || tables < 1) errors.tablesPerNight = t('admin.restaurants.rule.tablesMin');
    else if (tables > 50) errors.tablesPerNight = t('admin.restaurants.rule.tablesMax');
    return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as RestaurantFormErrors;
  };

export function toRestaurantBody(values: RestaurantFormValues): RestaurantInputDto {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country.trim(),
    phone: values.phone.trim() || null,
    website: values.website.trim() || null,
    email: values.email.trim() || null,
    description: values.description.trim() || null,
    cuisine_types: values.cuisineTypes,
    price_range: values.priceRange as RestaurantInputDtoPriceRange,
    dietary_accommodations: values.dietaryAccommodations,
    dining_vibe_tags: values.diningVibeTags,
    avg_rating: Math.round(Number(values.avgRating) * 10) / 10,
    max_party_size: Number(values.maxPartySize),
    tables_per_night: Number(values.tablesPerNight),
    is_active: values.isActive,
  };
}

/** Server field names to form field names, for the server's field errors. */
export const SERVER_FIELDS: Record<string, keyof RestaurantFormValues> = {
  name: 'name',
  address: 'address',
  city: 'city',
  country: 'country',
  phone: 'phone',
  website: 'website',
  email: 'email',
  description: 'description',
  cuisine_types: 'cuisineTypes',
  price_range: 'priceRange',
  dietary_accommodations: 'dietaryAccommodations',
  dining_vibe_tags: 'diningVibeTags',
  avg_rating: 'avgRating',
  max_party_size: 'maxPartySize',
  tables_per_night: 'tablesPerNight',
};
