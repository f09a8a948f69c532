import { DinnerEvent } from './dinner-views';

export interface PaidBooking {
  bookingId: string;
  coupleId: string;
  bookedAt: Date;
}

/** Reads and writes matching needs of dinners; joins the caller's unit of work. */
export abstract class DinnerMatchingStore {
  abstract findDinner(dinnerId: string): Promise<Omit<DinnerEvent, 'takenSpots'> | null>;
  /** Dinners of the city whose event falls on the same day (Europe/Dublin) as `eventDate`. */
  abstract sameNight(city: string, country: string, eventDate: Date): Promise<string[]>;
  /** Confirmed or attended bookings, oldest first. */
  abstract paidBookings(dinnerId: string): Promise<PaidBooking[]>;
  abstract setStatus(dinnerId: string, status: string): Promise<void>;
}
