import { DomainError } from '../../../kernel/domain-error';

/** The delays a couple may announce. */
export const RUNNING_LATE_MINUTES = [15, 30] as const;
export type RunningLateMinutes = (typeof RUNNING_LATE_MINUTES)[number];

/** From three hours before the start (on the way) to an hour after it (still on the way). */
export const RUNNING_LATE_HOURS_BEFORE = 3;
export const RUNNING_LATE_HOURS_AFTER = 1;

const HOUR_MS = 60 * 60 * 1000;

export function isRunningLateOpen(eventDate: Date, now: Date): boolean {
  const start = eventDate.getTime() - RUNNING_LATE_HOURS_BEFORE * HOUR_MS;
  const end = eventDate.getTime() + RUNNING_LATE_HOURS_AFTER * HOUR_MS;
  return now.getTime() >= start && now.getTime() <= end;
}

/** The couple's notice as sent: once per couple per dinner. */
export interface RunningLateNotice {
  minutes: number;
  sentAt: Date;
}

export const RunningLateErrors = {
  notNow: () =>
    new DomainError(
      'conflict',
      'RUNNING_LATE.NOT_NOW',
      `You can tell your table you are running late from ${RUNNING_LATE_HOURS_BEFORE} hours before the dinner until ${RUNNING_LATE_HOURS_AFTER} hour after its start.`,
    ),
  notRevealed: () => new DomainError('conflict', 'RUNNING_LATE.NOT_REVEALED', 'You can tell your table you are running late once your table is revealed.'),
  alreadySent: (minutes: number) =>
    new DomainError(
      'conflict',
      'RUNNING_LATE.ALREADY_SENT',
      `You already told your table and the restaurant that you are running ${minutes} minutes late. It can be sent once per dinner.`,
      { minutes },
    ),
};
