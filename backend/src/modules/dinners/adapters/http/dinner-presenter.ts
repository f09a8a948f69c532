import { isRunningLateOpen } from '../../domain/running-late';
import { bookingWindow } from '../../domain/booking-window';
import { availableSpots } from '../../domain/capacity';
import { displayStatus } from '../../domain/booking';
import { revealAt, revealTiming } from '../../domain/reveal-policy';
import { isReviewOpen } from '../../domain/review';
import { BookingOverview } from '../../application/bookings/my-bookings';
import { DinnerEvent, DinnerOffer, DinnerSlot } from '../../application/dinner-events/dinner-views';
import { BookingDto } from './booking.dto';
import { DinnerDto, DinnerSlotDto, PublishedDinnerSlotDto } from './dinner.dto';
import { instantTexts, isoOf } from './instant-texts';
import { currencyOf, timeZoneOf } from '../../domain/dinner-cities';
import { toMajorUnits } from '../../../../kernel/money';

/** Minor units in the database, the city's currency in major units on the wire (17.5 is €17.50, 1500 is ¥1,500). */
const feeOf = (dinner: { city: string; country: string; logisticsFeeCents: number }) => ({
  logistics_fee: toMajorUnits(Math.round(dinner.logisticsFeeCents), currencyOf(dinner.city, dinner.country)),
  currency: currencyOf(dinner.city, dinner.country).toUpperCase(),
});

function windowOf(dinner: Pick<DinnerEvent, 'bookingDeadline'>, now: Date) {
  const window = bookingWindow(now, dinner.bookingDeadline);
  return { state: window.state, hours_left: window.hoursLeft };
}

export function toDinnerDto(dinner: DinnerOffer, now: Date): DinnerDto {
  return {
    id: dinner.id,
    dinner_id: dinner.id,
    city: dinner.city,
    country: dinner.country,
    event_date: isoOf(dinner.eventDate),
    time_zone: timeZoneOf(dinner.city, dinner.country),
    booking_deadline: isoOf(dinner.bookingDeadline),
    capacity: dinner.capacity,
    booked_couples: dinner.takenSpots,
    available_spots: availableSpots(dinner.capacity, dinner.takenSpots),
    ...feeOf(dinner),
    logistics_fee_cents: dinner.logisticsFeeCents,
    frequency: dinner.frequency,
    status: dinner.status,
    is_active: dinner.isActive,
    booking_window: windowOf(dinner, now),
    reveal_timing: revealTiming(dinner, now),
  };
}

export function toSlotDto(dinner: DinnerSlot, now: Date): DinnerSlotDto {
  const timeZone = timeZoneOf(dinner.city, dinner.country);
  const { date, time } = instantTexts(dinner.eventDate, timeZone);
  return {
    id: dinner.id,
    date,
    time,
    time_zone: timeZone,
    city: dinner.city,
    country: dinner.country,
    availableSpots: availableSpots(dinner.capacity, dinner.takenSpots),
    ...feeOf(dinner),
    booking_deadline: isoOf(dinner.bookingDeadline),
    booking_window: windowOf(dinner, now),
  };
}

/** Extended in place: spreading it into a new object costs ~40 times more, on the admin's largest read. */
export function toPublishedSlotDto(dinner: DinnerSlot, now: Date): PublishedDinnerSlotDto {
  return Object.assign(toSlotDto(dinner, now), {
    originalDate: isoOf(dinner.eventDate),
    status: dinner.status,
    notes: dinner.notes,
    capacity: dinner.capacity,
  });
}

export function toBookingDto({ booking, revealed, reveal, matched, runningLate }: BookingOverview, now: Date): BookingDto {
  const status = displayStatus(booking.status, revealed);
  const restaurant = reveal?.restaurant;
  const started = booking.dinner.eventDate.getTime() <= now.getTime();
  const timeZone = timeZoneOf(booking.dinner.city, booking.dinner.country);
  const { date, time } = instantTexts(booking.dinner.eventDate, timeZone);
  return {
    id: booking.id,
    dinner_id: booking.dinnerId,
    status,
    slot: { date, time, city: booking.dinner.city, country: booking.dinner.country },
    special_requests: booking.specialRequests,
    event_date: isoOf(booking.dinner.eventDate),
    time_zone: timeZone,
    ...feeOf(booking.dinner),
    hold_expires_at: booking.status === 'pending_payment' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
    was_late_cancellation: booking.wasLateCancellation,
    revealed,
    matched,
    reveal_at: isoOf(revealAt(booking.dinner.eventDate)),
    booking_deadline: isoOf(booking.dinner.bookingDeadline),
    reveal_timing: revealTiming(booking.dinner, now),
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
    other_couples: (reveal?.otherCouples ?? []).map((couple) => ({
      user_id: couple.userId,
      coupleNames: couple.coupleNames,
      first_names: couple.firstNames,
      interests: couple.interests,
    })),
    icebreakers: reveal?.icebreakers ?? [],
    can_cancel: !started && (booking.status === 'confirmed' || booking.status === 'pending_payment'),
    can_review: isReviewOpen({ status: booking.status, eventDate: booking.dinner.eventDate, alreadyReviewed: booking.reviewed, seated: revealed }, now),
    reviewed: booking.reviewed,
    running_late: runningLate && { minutes: runningLate.minutes, sent_at: runningLate.sentAt.toISOString() },
    // Revealed and seated, on the day: from three hours before the start to an hour after it, once.
    can_report_running_late: revealed && booking.status === 'confirmed' && runningLate === null && isRunningLateOpen(booking.dinner.eventDate, now),
    created_at: booking.createdAt.toISOString(),
  };
}
