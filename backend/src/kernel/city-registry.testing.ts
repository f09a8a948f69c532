import { cityRegistry, type CityFacts } from './city-registry';

const city = (name: string, country: string, timeZone: string, currency: string, language: string): CityFacts => ({
  id: `${name}-${country}`,
  name,
  country,
  timeZone,
  currency,
  language,
  status: 'open',
  defaultFeeMinor: 1500,
});

/** A few cities as the migration seeds them, for unit tests that run without the database. */
export const TEST_CITIES: readonly CityFacts[] = [
  city('Dublin', 'Ireland', 'Europe/Dublin', 'EUR', 'en'),
  city('London', 'United Kingdom', 'Europe/London', 'GBP', 'en'),
  city('Paris', 'France', 'Europe/Paris', 'EUR', 'fr'),
  city('New York', 'United States', 'America/New_York', 'USD', 'en'),
  city('Tokyo', 'Japan', 'Asia/Tokyo', 'JPY', 'ja'),
];

/** Fills the process's city registry with TEST_CITIES (call in beforeAll). */
export function useTestCities(): void {
  cityRegistry.replace(TEST_CITIES);
}
