/**
 * A dinner's times in its city's zone for calendar files (issue 49): DTSTART;TZID=Europe/Paris
 * with the VTIMEZONE RFC 5545 asks for beside it, written from Intl (no zone database of our own):
 * the zone's changes of offset in the year of the dinner, each as one observance.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC at `at`, in minutes (Paris in winter: 60). */
const formats = new Map<string, Intl.DateTimeFormat>();

export function offsetMinutes(zone: string, at: Date): number {
  let format = formats.get(zone);
  if (!format) formats.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 20261231T193000: a UTC instant shifted by `offset` minutes, written as iCalendar local time. */
function localStamp(at: Date, offset: number): string {
  const local = new Date(at.getTime() + offset * MINUTE);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
}

/** 2026-12-31T19:30:00: the wall-clock time of `at` in the zone, as ical-generator takes a zoned time. */
export function wallClock(zone: string, at: Date): string {
  const stamp = localStamp(at, offsetMinutes(zone, at));
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}`;
}

const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The instants in [from, to) where the zone's offset changes, to the minute. */
function transitions(zone: string, from: Date, to: Date): { at: Date; before: number; after: number }[] {
  const found: { at: Date; before: number; after: number }[] = [];
  for (let start = from.getTime(); start < to.getTime(); start += DAY) {
    const before = offsetMinutes(zone, new Date(start));
    const after = offsetMinutes(zone, new Date(start + DAY));
    if (before === after) continue;
    let low = start;
    let high = start + DAY;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetMinutes(zone, new Date(middle)) === before) low = middle;
      else high = middle;
    }
    found.push({ at: new Date(high), before, after });
  }
  return found;
}

/** Written once per zone and year: finding a year's changes takes hundreds of Intl calls, and a reveal writes a calendar file per member. */
const blocks = new Map<string, string>();

/** The VTIMEZONE block for `zone`, covering the year of `at` (every dinner of a file is on one day). */
export function vtimezone(zone: string, at: Date): string {
  const year = at.getUTCFullYear();
  const key = `${zone} ${year}`;
  let block = blocks.get(key);
  if (block === undefined) blocks.set(key, (block = writeVtimezone(zone, year, at)));
  return block;
}

function writeVtimezone(zone: string, year: number, at: Date): string {
  const changes = transitions(zone, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1)));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = offsetText(offsetMinutes(zone, at));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`, 'END:STANDARD');
  }
  const largest = Math.max(...changes.flatMap((change) => [change.before, change.after]));
  for (const change of changes) {
    const kind = change.after === largest && change.after > change.before ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(change.at, change.before)}`,
      `TZOFFSETFROM:${offsetText(change.before)}`,
      `TZOFFSETTO:${offsetText(change.after)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
