/** How the API writes one instant: ISO 8601 in UTC, and the local date and time of the dinner city. */
export interface InstantTexts {
  iso: string;
  date: string;
  time: string;
}

interface ZoneFormats {
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  /** The texts already written in this zone, by instant. */
  written: Map<number, InstantTexts>;
}

/**
 * Writing instants is the dearest step of a dinner list (bench:api profiles: zoned
 * formatting first, then `toISOString`, a runtime call each), and the same few dinner times
 * and deadlines come back on every request: each instant is written once per time zone, in
 * a bounded cache. The formats are built once per zone: constructing an
 * Intl.DateTimeFormat costs far more than formatting with one.
 */
const CACHE_LIMIT = 10_000;
const zones = new Map<string, ZoneFormats>();
const isoTexts = new Map<number, string>();

function formatsOf(timeZone: string): ZoneFormats {
  let formats = zones.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }),
      written: new Map(),
    };
    zones.set(timeZone, formats);
  }
  return formats;
}

/** The instant in UTC and in `timeZone`, the IANA zone of the dinner's city (`timeZoneOf`). */
export function instantTexts(instant: Date, timeZone: string): InstantTexts {
  const key = instant.getTime();
  const formats = formatsOf(timeZone);
  let texts = formats.written.get(key);
  if (!texts) {
    if (formats.written.size >= CACHE_LIMIT) formats.written.clear();
    texts = { iso: isoOf(instant), date: formats.date.format(instant), time: formats.time.format(instant) };
    formats.written.set(key, texts);
  }
  return texts;
}

/** ISO 8601 in UTC, as `Date.toISOString`, from the cache. */
export function isoOf(instant: Date): string {
  const key = instant.getTime();
  let iso = isoTexts.get(key);
  if (iso === undefined) {
    if (isoTexts.size >= CACHE_LIMIT) isoTexts.clear();
    iso = instant.toISOString();
    isoTexts.set(key, iso);
  }
  return iso;
}
