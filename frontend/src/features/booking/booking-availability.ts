import type { BookingDto, CurrentUserDto, DinnerDto } from '../../api/generated/model';
import { formatSuspensionEnd } from '../../lib/safety-texts';

/** The refusal of a full dinner: where the booking page offers its standby list. */
export const FULLY_BOOKED = 'This dinner is fully booked.';

/** Why the couple cannot pay for this dinner now, or null when it can. */
export function whyUnavailable(user: CurrentUserDto | null, dinner: DinnerDto, bookings: BookingDto[] | undefined): string | null {
  if (!user?.email_verified) return 'Please verify your email address before booking a dinner.';
  if (user.service_terminated) return 'Your service has been terminated after two consecutive late cancellations. Please contact support.';
  if (user.suspended_until && new Date(user.suspended_until).getTime() > Date.now())
    return `Your couple is suspended until ${formatSuspensionEnd(user.suspended_until)} and cannot book a dinner before then. Reason: ${user.suspension_reason ?? ''}`;
  const own = bookings?.find((booking) => booking.dinner_id === dinner.id && ['booked', 'confirmed', 'revealed'].includes(booking.status));
  if (own && own.status !== 'booked') return 'You have already booked this dinner.';
  if (!dinner.is_active || dinner.status !== 'accepting_bookings' || dinner.booking_window.state === 'expired')
    return 'This dinner is no longer accepting bookings.';
  // A couple paying for its own hold may take the last spot: it already holds it.
  if (dinner.available_spots === 0 && !own) return FULLY_BOOKED;
  return null;
}
