import { cityRegistry } from '../../../kernel/city-registry';
import { ConsentErrors } from '../domain/consent-errors';
import { LAUNCH_CITY } from '../domain/waitlist';

/**
 * The city whose waitlist a visitor asks for, as the cities table names it: an open or
 * coming-soon city (GET /api/cities), matched without regard to case; none named is the
 * launch city's list.
 */
export function waitlistCityOf(requested: string | undefined): string {
  const name = requested?.trim();
  if (!name) return LAUNCH_CITY;
  const offered = cityRegistry.all().filter((city) => city.status !== 'closed');
  const city = offered.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  if (!city)
    throw ConsentErrors.unknownWaitlistCity(
      name,
      offered.map((entry) => entry.name),
    );
  return city.name;
}
