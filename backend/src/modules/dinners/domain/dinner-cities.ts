import { DomainError } from '../../../kernel/domain-error';
import { cityCurrency, cityLanguage, cityRegistry, type CityFacts, cityTimeZone } from '../../../kernel/city-registry';
import type { Language } from '../../../kernel/languages';

/** Where dinner events can be held: the cities table (issue 49), by country in the table's order, each city with its zone. */
export function dinnerLocations(cities: readonly CityFacts[] = cityRegistry.all()): { country: string; cities: { city: string; timeZone: string }[] }[] {
  const byCountry = new Map<string, { city: string; timeZone: string }[]>();
  for (const city of cities) {
    const list = byCountry.get(city.country) ?? [];
    list.push({ city: city.name, timeZone: city.timeZone });
    byCountry.set(city.country, list);
  }
  return [...byCountry].map(([country, list]) => ({ country, cities: list }));
}

/** The zone every time of a dinner in this city is shown in. */
export function timeZoneOf(city: string, country: string): string {
  return cityTimeZone(city, country);
}

/** The currency (lower case ISO 4217) every fee of a dinner in this city is charged in. */
export function currencyOf(city: string, country: string): string {
  return cityCurrency(city, country);
}

/** The language the city's restaurants are written to in: the city's default (a restaurant has no language of its own). */
export function restaurantLanguageOf(city: string, country: string): Language {
  return cityLanguage(city, country);
}

/** The event's country and city must come from the cities table, the city belonging to the country. */
export function assertKnownLocation(city: string, country: string, cities: readonly CityFacts[] = cityRegistry.all()): void {
  const location = dinnerLocations(cities).find((entry) => entry.country === country);
  if (!location)
    throw new DomainError('invalid', 'DINNERS.UNKNOWN_COUNTRY', `We do not run dinners in ${country}.`, {
      fields: { country: [`We do not run dinners in ${country}.`] },
    });
  if (!location.cities.some((entry) => entry.city === city)) {
    const message = `Please choose a city of ${country}: ${location.cities.map((entry) => entry.city).join(', ')}.`;
    throw new DomainError('invalid', 'DINNERS.UNKNOWN_CITY', message, { fields: { city: [message] } });
  }
}
