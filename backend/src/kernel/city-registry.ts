import { LAUNCH_LOCATION } from './launch-location';
import { Language, supportedLanguage } from './languages';

export type CityStatus = 'open' | 'coming_soon' | 'closed';

/** What the other modules read about a city (issue 49): where its dinners are, in which zone and money. */
export interface CityFacts {
  id: string;
  name: string;
  country: string;
  /** IANA zone: every time of the city's dinners is shown in it. */
  timeZone: string;
  /** ISO 4217, upper case: every fee of the city's dinners is in it. */
  currency: string;
  /** BCP 47 tag of the city's default language: its members read mails in it unless they chose another (kernel/languages.ts). */
  language: string;
  status: CityStatus;
  /** In the currency's minor units. */
  defaultFeeMinor: number;
}

const key = (name: string, country: string) => `${name.toLowerCase()}|${country.toLowerCase()}`;

/**
 * The cities table as this process last read it, for the many synchronous places that turn a
 * dinner's city into its zone or currency (presenters, mails, calendar files). The cities
 * module fills it at start, after each change it makes, and every minute (other instances'
 * changes); a city's zone and currency are fixed once it has dinners, so a late refresh
 * never changes what an existing dinner shows.
 */
class CityRegistry {
  private byKey = new Map<string, CityFacts>();

  replace(cities: readonly CityFacts[]): void {
    this.byKey = new Map(cities.map((city) => [key(city.name, city.country), city]));
  }

  find(name: string, country: string): CityFacts | undefined {
    return this.byKey.get(key(name, country));
  }

  all(): CityFacts[] {
    return [...this.byKey.values()];
  }
}

export const cityRegistry = new CityRegistry();

/** The city's zone; the launch city's for a place the registry does not know (not yet refreshed). */
export function cityTimeZone(name: string, country: string): string {
  return cityRegistry.find(name, country)?.timeZone ?? LAUNCH_LOCATION.timeZone;
}

/** The city's currency, lower case as the payment provider and the ledger write it; euros for an unknown place. */
export function cityCurrency(name: string, country: string): string {
  return (cityRegistry.find(name, country)?.currency ?? LAUNCH_LOCATION.currency).toLowerCase();
}

/** The city's default language as we write it (its tag's language, English when we do not write it); English for an unknown place. */
export function cityLanguage(name: string, country: string): Language {
  return supportedLanguage(cityRegistry.find(name, country)?.language);
}
