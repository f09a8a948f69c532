import { bookingWindow } from '../../domain/booking-window';
import { availableSpots } from '../../domain/capacity';
import { displayStatus } from '../../domain/booking';
import { revealAt } from '../../domain/reveal-policy';
import { isReviewOpen } from '../../domain/review';
import { BookingOverview } from '../../application/my-bookings';
import { DinnerEvent, DinnerSlot } from '../../application/dinner-views';
import { BookingDto } from './booking.dto';
import { DinnerDto, DinnerSlotDto, PublishedDinnerSlotDto } from './dinner.dto';

const ZONE = 'Europe/Dublin';
// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with one.
const LOCAL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const LOCAL_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
/**
 * Formatting a zoned time is still the dearest step of a dinner list (profile of
 * bench:api), and the same few dinner times come back on every request: each is formatted
 * once, in a bounded cache.
 */
const LOCAL_CACHE_LIMIT = 10_000;
const localCache = new Map<number, { date: string; time: string }>();
function local(date: Date): { date: string; time: string } {
  const key = date.getTime();
  let formatted = localCache.get(key);
  if (!formatted) {
    if (localCache.size >= LOCAL_CACHE_LIMIT) localCache.clear();
    formatted = { date: LOCAL_DATE.format(date), time: LOCAL_TIME.format(date) };
    localCache.set(key, formatted);
  }
  return formatted;
}
/** Cents in the database, euros with two decimals on the wire. */
export const euros = (cents: number) => Math.round(cents) / 100;

function windowOf(dinner: Pick<DinnerEvent, 'bookingDeadline'>, now: Date) {
  const window = bookingWindow(now, dinner.bookingDeadline);
  return { state: window.state, hours_left: window.hoursLeft };
}

export function toDinnerDto(dinner: DinnerEvent, now: Date): DinnerDto {
  return {
    id: dinner.id,
    dinner_id: dinner.id,
    city: dinner.city,
    country: dinner.country,
    event_date: dinner.eventDate.toISOString(),
    booking_deadline: dinner.bookingDeadline.toISOString(),
    capacity: dinner.capacity,
    booked_couples: dinner.takenSpots,
    available_spots: availableSpots(dinner.capacity, dinner.takenSpots),
    logistics_fee: euros(dinner.logisticsFeeCents),
    logistics_fee_cents: dinner.logisticsFeeCents,
    frequency: dinner.frequency,
    status: dinner.status,
    is_active: dinner.isActive,
    booking_window: windowOf(dinner, now),
  };
}

export function toSlotDto(dinner: DinnerSlot, now: Date): DinnerSlotDto {
  return {
    id: dinner.id,
    ...local(dinner.eventDate),
    city: dinner.city,
    country: dinner.country,
    availableSpots: availableSpots(dinner.capacity, dinner.takenSpots),
    logistics_fee: euros(dinner.logisticsFeeCents),
    booking_deadline: dinner.bookingDeadline.toISOString(),
    booking_window: windowOf(dinner, now),
  };
}

export function toPublishedSlotDto(dinner: DinnerSlot, now: Date): PublishedDinnerSlotDto {
  return { ...toSlotDto(dinner, now), originalDate: dinner.eventDate.toISOString(), status: dinner.status, notes: dinner.notes, capacity: dinner.capacity };
}

export function toBookingDto({ booking, revealed, reveal, matched }: BookingOverview, now: Date): BookingDto {
  const status = displayStatus(booking.status, revealed);
  const restaurant = reveal?.restaurant;
  const started = booking.dinner.eventDate.getTime() <= now.getTime();
  return {
    id: booking.id,
    dinner_id: booking.dinnerId,
    status,
    slot: { ...local(booking.dinner.eventDate), city: booking.dinner.city, country: booking.dinner.country },
    special_requests: booking.specialRequests,
    event_date: booking.dinner.eventDate.toISOString(),
    logistics_fee: euros(booking.dinner.logisticsFeeCents),
    hold_expires_at: booking.status === 'pending_payment' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    was_late_cancellation: booking.wasLateCancellation,
    revealed,
    matched,
    reveal_at: revealAt(booking.dinner.eventDate).toISOString(),
    restaurant: restaurant
      ? {
          id: restaurant.id,
          name: restaurant.name,
          address: restaurant.address,
          city: restaurant.city,
          country: restaurant.country,
          phone: restaurant.phone,
          website: restaurant.website,
          description: restaurant.description,
          cuisine_types: restaurant.cuisineTypes,
          price_range: restaurant.priceRange,
          dietary_accommodations: restaurant.dietaryAccommodations,
          avg_rating: restaurant.avgRating,
        }
      : null,
    table_number: reveal?.tableNumber ?? null,
    other_couples: (reveal?.otherCouples ?? []).map((couple) => ({ user_id: couple.userId, coupleNames: couple.coupleNames, first_names: couple.firstNames, interests: couple.interests })),
    can_cancel: !started && (booking.status === 'confirmed' || booking.status === 'pending_payment'),
    can_review: isReviewOpen({ status: booking.status, eventDate: booking.dinner.eventDate, alreadyReviewed: booking.reviewed }, now),
    reviewed: booking.reviewed,
    created_at: booking.createdAt.toISOString(),
  };
}
