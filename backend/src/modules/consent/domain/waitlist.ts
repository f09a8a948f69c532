import { LAUNCH_LOCATION } from '../../../kernel/launch-location';

/** The waitlist before the November 2025 launch in Dublin: the first 50 couples get priority access. */
export const PRIORITY_COUPLES = 50;

/**
 * Each city has its own waitlist (issue 49): the launch city's is the one the launch texts
 * speak of, a coming-soon city's waits for that city to open. An address may wait in several.
 */
export const LAUNCH_CITY: string = LAUNCH_LOCATION.city;

export interface WaitlistEntry {
  id: string;
  email: string;
  city: string;
  joinedAt: Date;
  consentText: string;
}

/** A couple's standing on the waitlist. Positions only move up (people leave, nobody jumps the queue). */
export interface WaitlistStanding {
  email: string;
  city: string;
  /** Among the entries of the same city. */
  position: number;
  priority: boolean;
  joinedAt: Date;
}

export function standingOf(entry: WaitlistEntry, position: number): WaitlistStanding {
  return { email: entry.email, city: entry.city, position, priority: position <= PRIORITY_COUPLES, joinedAt: entry.joinedAt };
}

/** The launch the waitlist was collected for (the privacy policy's reference point). */
export const LAUNCH_DATE = new Date('2025-11-01T00:00:00Z');
const RETENTION_MONTHS = 6;

export const hasLaunched = (now: Date) => now.getTime() >= LAUNCH_DATE.getTime();

/**
 * Which line a visitor reads after joining: a coming-soon city's own; on the launch city's list
 * the configured line, else the one that is true at `now` (the spec's launch line only before the
 * launch month, DECISIONS item 13). The words are the application's, in the visitor's language.
 */
export type Announcement = { kind: 'configured'; text: string } | { kind: 'city'; city: string } | { kind: 'live' } | { kind: 'prelaunch' };

export function announcementOf(now: Date, configured?: string, city: string = LAUNCH_CITY): Announcement {
  if (city !== LAUNCH_CITY) return { kind: 'city', city };
  if (configured !== undefined) return { kind: 'configured', text: configured };
  return { kind: hasLaunched(now) ? 'live' : 'prelaunch' };
}

function monthsBefore(date: Date, months: number): Date {
  const shifted = new Date(date);
  shifted.setUTCMonth(shifted.getUTCMonth() - months);
  return shifted;
}

/**
 * Privacy policy: "Waitlist data is kept until launch plus at most 6 months". Entries that
 * joined before the answer are past their retention; null while none can be (less than
 * 6 months after launch). An entry that joined after launch is kept 6 months from joining.
 */
export function waitlistRetentionCutoff(now: Date): Date | null {
  const cutoff = monthsBefore(now, RETENTION_MONTHS);
  return cutoff.getTime() > LAUNCH_DATE.getTime() ? cutoff : null;
}
