import type { CityFacts, CityStatus } from '../../../kernel/city-registry';
import { isKnownCurrency } from '../../../kernel/money';
import { CityErrors } from './city-errors';

export type City = CityFacts;
export const CITY_STATUSES: readonly CityStatus[] = ['open', 'coming_soon', 'closed'];

/** What an owner types for a city: everything but its id. */
export type CityInput = Omit<City, 'id'>;

/** An IANA zone Intl can format in (Europe/Paris, America/New_York). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** Checks and normalises a city as typed: trimmed names, upper-case currency, canonical language tag. */
export function normalizeCity(input: CityInput): CityInput {
  const name = input.name.trim();
  const country = input.country.trim();
  if (!name || !country) throw CityErrors.invalid('name', 'Please give the city a name and a country.');
  if (!isTimeZone(input.timeZone)) throw CityErrors.invalid('time_zone', `${input.timeZone} is not an IANA time zone (for example Europe/Paris).`);
  if (!isKnownCurrency(input.currency)) throw CityErrors.invalid('currency', `${input.currency} is not an ISO 4217 currency code (for example EUR, GBP).`);
  if (!isLanguageTag(input.language)) throw CityErrors.invalid('language', `${input.language} is not a language tag (for example en, fr).`);
  if (!Number.isInteger(input.defaultFeeMinor) || input.defaultFeeMinor < 0) throw CityErrors.invalid('default_fee', 'The default fee must be zero or more.');
  return { ...input, name, country, currency: input.currency.toUpperCase(), language: Intl.getCanonicalLocales(input.language)[0] };
}

/**
 * A city with dinners keeps its name, country, zone and currency: those dinners' times,
 * fees and payments were stated in them (and dinners name their city by name and country).
 */
export function assertChangeAllowed(before: City, after: CityInput, hasDinners: boolean): void {
  if (!hasDinners) return;
  const fixed: [keyof CityInput, string][] = [
    ['name', 'name'],
    ['country', 'country'],
    ['timeZone', 'time_zone'],
    ['currency', 'currency'],
  ];
  for (const [field, wire] of fixed)
    if (before[field] !== after[field])
      throw CityErrors.fixedOnceUsed(wire, `${before.name} has dinners: its name, country, time zone and currency can no longer change.`);
}
