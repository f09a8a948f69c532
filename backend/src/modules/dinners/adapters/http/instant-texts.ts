const ZONE = 'Europe/Dublin';
// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with one.
const LOCAL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const LOCAL_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false });

/** How the API writes one instant: ISO 8601 in UTC, and the local date and time of the dinner city. */
export interface InstantTexts {
  iso: string;
  date: string;
  time: string;
}

/**
 * Writing instants is the dearest step of a dinner list (bench:api profiles: zoned
 * formatting first, then `toISOString`, a runtime call each), and the same few dinner times
 * and deadlines come back on every request: each instant is written once, in a bounded cache.
 */
const CACHE_LIMIT = 10_000;
const cache = new Map<number, InstantTexts>();

export function instantTexts(instant: Date): InstantTexts {
  const key = instant.getTime();
  let texts = cache.get(key);
  if (!texts) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    texts = { iso: instant.toISOString(), date: LOCAL_DATE.format(instant), time: LOCAL_TIME.format(instant) };
    cache.set(key, texts);
  }
  return texts;
}

/** ISO 8601 in UTC, as `Date.toISOString`, from the cache. */
export const isoOf = (instant: Date): string => instantTexts(instant).iso;
