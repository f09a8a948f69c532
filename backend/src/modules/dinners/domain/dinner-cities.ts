import { DomainError } from '../../../kernel/domain-error';
import { LAUNCH_LOCATION } from '../../../kernel/launch-location';

/** Where dinner events can be held (admin-side spec, section 5), with each city's time zone. */
export const DINNER_LOCATIONS: readonly { country: string; cities: readonly { city: string; timeZone: string }[] }[] = [
  { country: 'Ireland', cities: [{ city: 'Dublin', timeZone: 'Europe/Dublin' }] },
  { country: 'United Kingdom', cities: ['London', 'Manchester', 'Edinburgh'].map((city) => ({ city, timeZone: 'Europe/London' })) },
  { country: 'France', cities: ['Paris', 'Lyon', 'Marseille'].map((city) => ({ city, timeZone: 'Europe/Paris' })) },
  { country: 'Germany', cities: ['Berlin', 'Munich', 'Hamburg'].map((city) => ({ city, timeZone: 'Europe/Berlin' })) },
  { country: 'Italy', cities: ['Rome', 'Milan', 'Florence'].map((city) => ({ city, timeZone: 'Europe/Rome' })) },
  { country: 'Spain', cities: ['Madrid', 'Barcelona', 'Valencia'].map((city) => ({ city, timeZone: 'Europe/Madrid' })) },
  { country: 'Netherlands', cities: ['Amsterdam', 'Rotterdam'].map((city) => ({ city, timeZone: 'Europe/Amsterdam' })) },
  { country: 'Switzerland', cities: ['Zurich', 'Geneva'].map((city) => ({ city, timeZone: 'Europe/Zurich' })) },
  {
    country: 'Canada',
    cities: [
      { city: 'Toronto', timeZone: 'America/Toronto' },
      { city: 'Vancouver', timeZone: 'America/Vancouver' },
      { city: 'Montreal', timeZone: 'America/Toronto' },
    ],
  },
  {
    country: 'United States',
    cities: [
      { city: 'New York', timeZone: 'America/New_York' },
      { city: 'Los Angeles', timeZone: 'America/Los_Angeles' },
      { city: 'Chicago', timeZone: 'America/Chicago' },
      { city: 'San Francisco', timeZone: 'America/Los_Angeles' },
    ],
  },
];

export function timeZoneOf(city: string, country: string): string {
  const found = DINNER_LOCATIONS.find((location) => location.country.toLowerCase() === country.toLowerCase())?.cities.find(
    (entry) => entry.city.toLowerCase() === city.toLowerCase(),
  );
  // The launch city's zone for events stored before the location table (or typed by hand in SQL).
  return found?.timeZone ?? LAUNCH_LOCATION.timeZone;
}

/** The event's country and city must come from the table, the city belonging to the country. */
export function assertKnownLocation(city: string, country: string): void {
  const location = DINNER_LOCATIONS.find((entry) => entry.country === country);
  if (!location)
    throw new DomainError('invalid', 'DINNERS.UNKNOWN_COUNTRY', `We do not run dinners in ${country}.`, {
      fields: { country: [`We do not run dinners in ${country}.`] },
    });
  if (!location.cities.some((entry) => entry.city === city)) {
    const message = `Please choose a city of ${country}: ${location.cities.map((entry) => entry.city).join(', ')}.`;
    throw new DomainError('invalid', 'DINNERS.UNKNOWN_CITY', message, { fields: { city: [message] } });
  }
}
