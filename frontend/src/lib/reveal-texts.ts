import type { DinnerDtoRevealTiming } from '../api/generated/model';
import { formatShortDateTime } from './dinner-format';

/**
 * When a booked couple learns the restaurant and its fellow diners, as the server times it
 * (`reveal_timing`): a short-notice dinner, its bookings closing inside the 24 hours before
 * it, reveals right after they close, not "24 hours before" (issue 51).
 */
export function revealText(timing: DinnerDtoRevealTiming, bookingDeadline: string, timeZone: string): string {
  switch (timing) {
    case 'day_before':
      return 'The restaurant and your fellow diners are revealed 24 hours before the dinner.';
    case 'after_close':
      return `The restaurant and your fellow diners are revealed as soon as your table is set, right after bookings close on ${formatShortDateTime(bookingDeadline, timeZone)}.`;
    case 'when_seated':
      return 'The restaurant and your fellow diners are revealed as soon as your table is set.';
  }
}
