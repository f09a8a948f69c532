/** What the promises read of an iCalendar file: the entry's identity, revision, method, time and place. */
export interface CalendarFile {
  uid: string;
  sequence: number;
  method: string;
  start: number;
  location: string | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clocks are ahead of UTC at this instant, in milliseconds. */
function offsetOf(timeZone: string, at: number): number {
  let format = formats.get(timeZone);
  if (!format)
    formats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })),
    );
  const parts = format.formatToParts(at);
  const part = Object.fromEntries(parts.map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - at;
}

/** The instant of a DTSTART line: UTC (`…Z`) or a wall time in its TZID. */
function startOf(line: string): number {
  const [, zone, y, mo, d, h, mi, s, utc] = /^DTSTART(?:;TZID=([^:]+))?:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(line) ?? [];
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (utc || !zone) return wall;
  const guess = wall - offsetOf(zone, wall);
  return wall - offsetOf(zone, guess);
}

/** Unfolds the RFC 5545 lines and reads the first event's properties (a VTIMEZONE's own DTSTARTs come before it). */
export function parseCalendar(content: string): CalendarFile {
  const lines = content.replace(/\r\n[ \t]/g, '').split(/\r\n|\n/);
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'));
  const value = (name: string, within = lines) => {
    const line = within.find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
    return line === undefined ? null : line.slice(line.indexOf(':') + 1);
  };
  return {
    uid: value('UID', event)!,
    sequence: Number(value('SEQUENCE', event) ?? 0),
    method: value('METHOD') ?? 'PUBLISH',
    start: startOf(event.find((line) => line.startsWith('DTSTART'))!),
    location: value('LOCATION', event)?.replace(/\\,/g, ',').replace(/\\;/g, ';').replace(/\\\\/g, '\\') ?? null,
  };
}
