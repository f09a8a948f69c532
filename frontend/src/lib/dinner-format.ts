import type { AppLocale } from '../i18n/languages';

/** Where the service runs (Dublin): the zone of dates that belong to no particular dinner city. */
export const SERVICE_TIME_ZONE = 'Europe/Dublin';

/**
 * Formatters made on first use per locale and zone and kept: making one (with a time zone) costs
 * far more than formatting with it. The locale only changes the words and order; the zone is
 * always the dinner's own.
 */
function zonedFormat(options: Intl.DateTimeFormatOptions): (iso: string, timeZone: string, locale?: AppLocale) => string {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (iso, timeZone, locale = 'en-IE') => {
    const key = `${locale} ${timeZone}`;
    let format = formats.get(key);
    if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone, ...options })));
    return format.format(new Date(iso));
  };
}

const dateIn = zonedFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeIn = zonedFormat({ hour: '2-digit', minute: '2-digit', hour12: false });
const shortDateTimeIn = zonedFormat({ weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false });

/** The zone the viewer's browser is in: read each time, as a laptop travels. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How each locale names a city's clock; lib has no catalogue, and this is its one phrase. */
const CITY_TIME: Record<AppLocale, (city: string) => string> = {
  'en-IE': (city) => ` (${city} time)`,
  'fr-FR': (city) => ` (heure de ${city})`,
};

/**
 * ' (Paris time)' when the viewer's clock would read this instant differently from the dinner's
 * city, so a time is never mistaken for the viewer's own; '' when both read the same.
 */
function zoneNote(iso: string, timeZone: string, locale: AppLocale): string {
  if (shortDateTimeIn(iso, timeZone) === shortDateTimeIn(iso, viewerTimeZone())) return '';
  return CITY_TIME[locale](timeZone.slice(timeZone.lastIndexOf('/') + 1).replace(/_/g, ' '));
}

/** 'Friday, 4 December 2026' ('vendredi 4 décembre 2026') in the dinner city's time (`timeZone`: the dinner's `time_zone`). */
export const formatDinnerDate = (iso: string, timeZone: string, locale: AppLocale = 'en-IE') => dateIn(iso, timeZone, locale);

/** '19:30' in the dinner city's time, '19:30 (Paris time)' for a viewer whose clock reads otherwise. */
export const formatDinnerTime = (iso: string, timeZone: string, locale: AppLocale = 'en-IE') => timeIn(iso, timeZone, locale) + zoneNote(iso, timeZone, locale);

/** 'Fri 4 Dec, 19:30' ('ven. 4 déc., 19:30') in the dinner city's time, named as formatDinnerTime names it. */
export const formatShortDateTime = (iso: string, timeZone: string, locale: AppLocale = 'en-IE') =>
  shortDateTimeIn(iso, timeZone, locale) + zoneNote(iso, timeZone, locale);

/** The maps search the 'View on Map' button opens. */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
