import type { BookingDto } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDinnerDate, formatDinnerTime } from '../../lib/dinner-format';
import { cancellationPreview, FEE_POLICY } from '../../lib/fee-policy';

const LATE_WINDOW_MS = 6 * 60 * 60 * 1000;

export const ENDS_SERVICE_WARNING =
  "This would be your couple's second late cancellation in a row: confirming it ends the service for your couple, and neither of you will be able to book another dinner.";

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
  const late = booking !== null && booking.status !== 'booked' && new Date(booking.event_date).getTime() - Date.now() < LATE_WINDOW_MS;
  const endsService = late && lateCancellationsInARow >= 1;
  return (
    <Dialog open={booking !== null} onClose={onClose} title="Cancel booking?">
      {booking && (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">
            Your dinner in {booking.slot.city} on {formatDinnerDate(booking.event_date, booking.time_zone)} at{' '}
            {formatDinnerTime(booking.event_date, booking.time_zone)} will be cancelled and your spot given up.
          </p>
          <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">
            <strong className="font-semibold text-ink">{cancellationPreview(booking)}</strong>{' '}
            {booking.status !== 'booked' && booking.logistics_fee > 0 && FEE_POLICY.serviceCancels}
          </p>
          {late && (
            <div role="alert" className="space-y-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              <p>This is within 6 hours of the dinner, so it counts as a late cancellation. Two late cancellations in a row end the service for your couple.</p>
              {endsService && <p className="font-semibold">{ENDS_SERVICE_WARNING}</p>}
            </div>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onClose}>
              Keep booking
            </Button>
            <Button variant="danger" busy={pending} onClick={() => onConfirm(booking)}>
              {pending ? 'Cancelling...' : endsService ? 'Cancel booking and end service' : 'Cancel booking'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
