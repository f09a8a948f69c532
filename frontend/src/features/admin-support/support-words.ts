import type { MessageId } from '../../i18n/catalogues';
import type { Translate, Wording } from '../../i18n/use-t';
import { formatZonedDateTime } from '../../lib/zoned-dates';

/** 'Dublin, Nov 30, 2026 19:00': a dinner named by its city and its own wall time, in the reader's words. */
export const dinnerName = ({ t, locale }: Wording, city: string, iso: string, timeZone: string) =>
  t('admin.support.dinner', { city, when: formatZonedDateTime(iso, timeZone, locale) });

/** A server's value in words from its table; one the table does not know yet as the server spells it, underscores as spaces. */
export const said = (t: Translate, table: Record<string, MessageId>, value: string) => (table[value] ? t(table[value]) : value.replace(/_/g, ' '));

/** A booking's status, in the lookup's history and in the list of all bookings. */
export const BOOKING_STATUS: Record<string, MessageId> = {
  pending_payment: 'admin.support.booking.status.pending_payment',
  confirmed: 'admin.support.booking.status.confirmed',
  attended: 'admin.support.booking.status.attended',
  cancelled: 'admin.support.booking.status.cancelled',
  expired: 'admin.support.booking.status.expired',
};
