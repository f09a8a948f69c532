import { ENGLISH_WORDING, type Wording } from '../i18n/use-t';
import { formatMoney } from './money';

/*
 * The logistics fee's terms (DECISIONS item 12) are the catalogue's `fees.*` messages, shown by
 * the booking page, the cancel dialog and the Terms; the confirmation email states the same on
 * the server.
 */

/** What cancelling this booking costs, shown before the couple confirms. */
export function cancellationPreview(booking: { status: string; logistics_fee: number; currency: string }, { t, locale }: Wording = ENGLISH_WORDING): string {
  if (booking.status === 'booked') return t('fees.notPaidYet');
  if (booking.logistics_fee === 0) return t('fees.noFee');
  return t('fees.notRefunded', { fee: formatMoney(booking.logistics_fee, booking.currency, locale) });
}
