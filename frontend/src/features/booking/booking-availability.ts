import type { BookingDto, CurrentUserDto, DinnerDto } from '../../api/generated/model';
import type { Wording } from '../../i18n/use-t';
import { formatSuspensionEnd } from '../../lib/safety-texts';

/** Why the couple cannot pay for this dinner now: the reason (`full`: where the booking page offers its standby list) and its words. */
export interface Unavailability {
  reason: 'verify' | 'terminated' | 'suspended' | 'alreadyBooked' | 'closed' | 'full';
  text: string;
}

/** Why the couple cannot pay for this dinner now, or null when it can. */
export function whyUnavailable(
  user: CurrentUserDto | null,
  dinner: DinnerDto,
  bookings: BookingDto[] | undefined,
  { t, locale }: Wording,
): Unavailability | null {
  if (!user?.email_verified) return { reason: 'verify', text: t('booking.unavailable.verify') };
  if (user.service_terminated) return { reason: 'terminated', text: t('dashboard.terminated.lateCancellations') };
  if (user.suspended_until && new Date(user.suspended_until).getTime() > Date.now())
    return {
      reason: 'suspended',
      text: t('booking.unavailable.suspended', { until: formatSuspensionEnd(user.suspended_until, locale), reason: user.suspension_reason ?? '' }),
    };
  const own = bookings?.find((booking) => booking.dinner_id === dinner.id && ['booked', 'confirmed', 'revealed'].includes(booking.status));
  if (own && own.status !== 'booked') return { reason: 'alreadyBooked', text: t('booking.unavailable.alreadyBooked') };
  if (!dinner.is_active || dinner.status !== 'accepting_bookings' || dinner.booking_window.state === 'expired')
    return { reason: 'closed', text: t('booking.unavailable.closed') };
  // A couple paying for its own hold may take the last spot: it already holds it.
  if (dinner.available_spots === 0 && !own) return { reason: 'full', text: t('booking.unavailable.full') };
  return null;
}
