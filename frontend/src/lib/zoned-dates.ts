import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { LOCALES, type AppLocale } from '../i18n/languages';

/** A locale's medium date with the time, made once per locale and zone. */
const mediumFormats = new Map<string, Intl.DateTimeFormat>();
function mediumDateTime(iso: string, timeZone: string, locale: AppLocale): string {
  const key = `${locale} ${timeZone}`;
  let formatter = mediumFormats.get(key);
  if (!formatter) mediumFormats.set(key, (formatter = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short', hour12: false })));
  return formatter.format(new Date(iso));
}

/**
 * 'Dec 04, 2026 19:30' in the given time zone: the spec's 'MMM dd, yyyy' with the hour, so
 * that two dinners of one day, or a deadline at 00:10, read as what they are (issue 23). Another
 * language reads its own medium form ('4 déc. 2026, 19:30').
 */
export const formatZonedDateTime = (iso: string, timeZone: string, locale: AppLocale = LOCALES.en) =>
  locale === LOCALES.en ? format(new TZDate(iso, timeZone), 'MMM dd, yyyy HH:mm') : mediumDateTime(iso, timeZone, locale);

/** The value of a datetime-local input ('2026-12-04T19:30') showing the instant in the zone. */
export const toZonedInput = (iso: string, timeZone: string) => format(new TZDate(iso, timeZone), "yyyy-MM-dd'T'HH:mm");

/** The instant (ISO, UTC) of a datetime-local input's wall time in the zone; null when blank or malformed. */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime()).toISOString();
}
