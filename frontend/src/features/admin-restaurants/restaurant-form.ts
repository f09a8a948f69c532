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

const lengthRule = (label: string, value: string, max: number, requiredMessage = `${label} is required.`) =>
  !value.trim() ? requiredMessage : value.trim().length > max ? `${label} cannot exceed ${max} characters.` : undefined;

/** The restaurant form's rules (admin-side spec, section 5), with the server's messages. */
export function validateRestaurant(values: RestaurantFormValues): RestaurantFormErrors {
  const errors: RestaurantFormErrors = {
    name: lengthRule('Restaurant name', values.name, 200),
    address: lengthRule('Address', values.address, 500),
    city: lengthRule('City', values.city, 100),
    country: lengthRule('Country', values.country, 100),
  };
  const phone = values.phone.trim();
  if (phone && !/^\+?[\d\s\-()]+$/.test(phone)) errors.phone = 'Invalid phone number format.';
  else if (phone.length > 20) errors.phone = 'Phone number cannot exceed 20 characters.';
  if (values.website.trim() && !isUrl(values.website.trim())) errors.website = 'Invalid website URL.';
  if (values.email.trim() && !isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (values.description.length > 1000) errors.description = 'Description cannot exceed 1000 characters.';
  if (values.cuisineTypes.length === 0) errors.cuisineTypes = 'At least one cuisine type is required.';
  if (!PRICE_RANGES.includes(values.priceRange as RestaurantInputDtoPriceRange)) errors.priceRange = 'Price range is required.';
  if (values.dietaryAccommodations.length === 0) errors.dietaryAccommodations = 'At least one dietary accommodation is required.';
  if (values.diningVibeTags.length === 0) errors.diningVibeTags = 'At least one dining vibe tag is required.';
  const rating = Number(values.avgRating);
  if (values.avgRating.trim() === '' || !Number.isFinite(rating) || rating < 0 || rating > 5) errors.avgRating = 'Rating must be between 0 and 5.';
  const party = Number(values.maxPartySize);
  if (!Number.isInteger(party) || party < 2) errors.maxPartySize = 'Max party size must be at least 2.';
  else if (party > 50) errors.maxPartySize = 'Max party size cannot exceed 50.';
  const tables = Number(values.tablesPerNight);
  if (!Number.isInteger(tables) || tables < 1) errors.tablesPerNight = 'Tables per night must be at least 1.';
  else if (tables > 50) errors.tablesPerNight = 'Tables per night cannot exceed 50.';
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as RestaurantFormErrors;
}

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
