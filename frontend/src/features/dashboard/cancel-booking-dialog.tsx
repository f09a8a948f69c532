import type { BookingDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ENGLISH } from '../../i18n/catalogues';
import { useWording } from '../../i18n/use-t';
import { formatDinnerDate, formatDinnerTime } from '../../lib/dinner-format';
import { cancellationPreview } from '../../lib/fee-policy';

const LATE_WINDOW_MS = 6 * 60 * 60 * 1000;

/** The warning before the cancellation that would end the service, in English (what the specs compare with). */
export const ENDS_SERVICE_WARNING = ENGLISH['dashboard.cancel.endsService'];

interface CancelBookingDialogProps {
  booking: BookingDto | null;
  /** The couple's late cancellations in a row (GET my-bookings): at 1, a late one now ends the service. */
  lateCancellationsInARow: number;
  pending: boolean;
  onConfirm(booking: BookingDto): void;
  onClose(): void;
}

/** Confirms a cancellation, warning when it would be late (within 6 hours of the dinner), and before the one that would end the service. */
export function CancelBookingDialog({ booking, lateCancellationsInARow, pending, onConfirm, onClose }: CancelBookingDialogProps) {
  const wording = useWording();
  const { t, locale } = wording;
  const late = booking !== null && booking.status !== 'booked' && new Date(booking.event_date).getTime() - Date.now() < LATE_WINDOW_MS;
  const endsService = late && lateCancellationsInARow >= 1;
  return (
    <Dialog open={booking !== null} onClose={onClose} title={t('dashboard.cancel.title')}>
      {booking && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            {t('dashboard.cancel.summary', {
              city: booking.slot.city,
              date: formatDinnerDate(booking.event_date, booking.time_zone, locale),
              time: formatDinnerTime(booking.event_date, booking.time_zone, locale),
            })}
          </p>
          <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">
            <strong className="font-semibold text-ink">{cancellationPreview(booking, wording)}</strong>
            {booking.status !== 'booked' && booking.logistics_fee > 0 && <> {t('fees.serviceCancels')}</>}
          </p>
          {late && (
            <div role="alert" className="space-y-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              <p>{t('dashboard.cancel.late')}</p>
              {endsService && <p className="font-semibold">{t('dashboard.cancel.endsService')}</p>}
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              {t('dashboard.cancel.keep')}
            </Button>
            <Button variant="danger" busy={pending} onClick={() => onConfirm(booking)}>
              {pending ? t('dashboard.cancel.cancelling') : endsService ? t('dashboard.cancel.confirmEndsService') : t('dashboard.cancel.confirm')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
