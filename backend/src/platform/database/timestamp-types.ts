import { TypeOverrides, types } from 'pg';

const parseAnyTimestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** The integer written by the digits text[from, to), or NaN if one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

/** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * PostgreSQL's text for a timestamptz, `2026-11-23 16:25:01.123456+00` (ISO DateStyle, any
 * whole-hour or `+HH:MM[:SS]` offset), read by position. pg's own parser (postgres-date,
 * regular expressions) was the dearest step of the dinner lists after the presenter
 * (bench:api profiles, ~8 % of the server's CPU); anything this one does not expect (years
 * before 1000 or after 9999, BC, infinity) goes to pg's parser, and the result is the same
 * (same millisecond truncation).
 */
export function parseTimestamptz(text: string): Date {
  const length = text.length;
  if (
    length < 22 ||
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32 ||
    text.charCodeAt(13) !== 58 ||
    text.charCodeAt(16) !== 58
  ) {
    return parseAnyTimestamptz(text);
  }
  const year = digits(text, 0, 4);
  let index = 19;
  let millis = 0;
  if (text.charCodeAt(index) === 46) {
    // Microseconds: the first three digits are the milliseconds, the rest is cut off.
    let weight = 100;
    for (index++; index < length; index++) {
      const digit = text.charCodeAt(index) - 48;
      if (digit < 0 || digit > 9) break;
      millis += digit * weight;
      weight = (weight / 10) | 0;
    }
  }
  const sign = text.charCodeAt(index);
  if ((sign !== 43 && sign !== 45) || year < 1000) return parseAnyTimestamptz(text);
  // +HH, +HH:MM or +HH:MM:SS, and nothing after it.
  const offsetLength = length - index - 1;
  if (offsetLength !== 2 && offsetLength !== 5 && offsetLength !== 8) return parseAnyTimestamptz(text);
  let offsetSeconds = digits(text, index + 1, index + 3) * 3600;
  if (offsetLength >= 5) offsetSeconds += digits(text, index + 4, index + 6) * 60;
  if (offsetLength === 8) offsetSeconds += digits(text, index + 7, index + 9);
  const seconds =
    daysFromCivil(year, digits(text, 5, 7), digits(text, 8, 10)) * 86_400 + digits(text, 11, 13) * 3600 + digits(text, 14, 16) * 60 + digits(text, 17, 19);
  const time = (seconds - (sign === 43 ? 1 : -1) * offsetSeconds) * 1000 + millis;
  return Number.isNaN(time) ? parseAnyTimestamptz(text) : new Date(time);
}

/** The type parsers of the app's connections: pg's, with timestamptz read by parseTimestamptz. */
export function timestampTypes(): TypeOverrides {
  const overrides = new TypeOverrides();
  overrides.setTypeParser(types.builtins.TIMESTAMPTZ, parseTimestamptz);
  return overrides;
}
