import { LAUNCH_LOCATION } from '../../src/kernel/launch-location';

/** A Dublin dinner's DTSTART line as its calendar file writes it: local wall time with its zone (TZID), to the second. */
export function icsStart(date: Date): string {
  const timeZone = LAUNCH_LOCATION.timeZone;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = Object.fromEntries(parts.map(({ type, value }) => [type, value]));
  return `DTSTART;TZID=${timeZone}:${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}
