import { timeZoneOf } from '../../domain/dinner-cities';

const HOUR = 3_600_000;

/** The demo dinners are in Dublin (UTC+0 in winter, UTC+1 in summer). */
const DUBLIN_TIME_ZONE = timeZoneOf('Dublin', 'Ireland');

/**
 * The instant of a local time in Dublin, `days` calendar days from today's date in Dublin.
 * Counted in calendar days, not in 24-hour steps from now: late in a winter evening (UTC), now
 * plus whole days lands on the next calendar day in summer time, and weekly dinners across
 * the clock change came out six days apart.
 */
export function dublinAt(now: Date, days: number, hour: number, minute: number): Date {
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: DUBLIN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  const guess = new Date(Date.UTC(year, month - 1, date + days, hour, minute));
  const localHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: DUBLIN_TIME_ZONE, hour: '2-digit', hour12: false }).format(guess)) % 24;
  return new Date(guess.getTime() - (localHour - hour) * HOUR);
}
