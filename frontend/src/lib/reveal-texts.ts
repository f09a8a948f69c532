import type { DinnerDtoRevealTiming } from '../api/generated/model';
import { ENGLISH_WORDING, type Wording } from '../i18n/use-t';
import { formatShortDateTime } from './dinner-format';

/**
 * When a booked couple learns the restaurant and its fellow diners, as the server times it
 * (`reveal_timing`): a short-notice dinner, its bookings closing inside the 24 hours before
 * it, reveals right after they close, not "24 hours before" (issue 51).
 */
export function revealText(timing: DinnerDtoRevealTiming, bookingDeadline: string, timeZone: string, { t, locale }: Wording = ENGLISH_WORDING): string {
  switch (timing) {
    case 'day_before':
      return t('reveal.dayBefore');
    case 'after_close':
      return t('reveal.afterClose', { deadline: formatShortDateTime(bookingDeadline, timeZone, locale) });
    case 'when_seated':
      return t('reveal.whenSeated');
  }
}
