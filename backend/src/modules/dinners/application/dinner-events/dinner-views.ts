import { BookingStatus } from '../../domain/booking';
import { DinnerStatus } from '../../domain/dinner-status';

/** A dinner event with how many spots are taken right now. */
export interface DinnerEvent {
  id: string;
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  frequency: string;
  status: DinnerStatus;
  isActive: boolean;
  logisticsFeeCents: number;
  notes: string | null;
  takenSpots: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A dinner as the couple's event list and a dinner's page show it (no notes, no bookkeeping columns). */
export type DinnerOffer = Pick<
  DinnerEvent,
  'id' | 'city' | 'country' | 'eventDate' | 'bookingDeadline' | 'capacity' | 'frequency' | 'status' | 'isActive' | 'logisticsFeeCents' | 'takenSpots'
>;

/** A dinner as the slot lists show it (the couple's calendar, the admin's published slots): no bookkeeping columns. */
export type DinnerSlot = Pick<
  DinnerEvent,
  'id' | 'city' | 'country' | 'eventDate' | 'bookingDeadline' | 'capacity' | 'status' | 'logisticsFeeCents' | 'notes' | 'takenSpots'
>;

/** A dinner as the admin's list of upcoming dinners shows it: when, where, how full. */
export type DinnerListing = Pick<DinnerEvent, 'id' | 'city' | 'country' | 'eventDate' | 'bookingDeadline' | 'capacity' | 'status' | 'takenSpots'>;

export interface Booking {
  id: string;
  dinnerId: string;
  coupleId: string;
  bookedByUserId: string;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  specialRequests: string | null;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  wasLateCancellation: boolean;
  /** When the reveal went out: the couple keeps seeing its table even if the dinner then moves later. */
  revealSentAt: Date | null;
  createdAt: Date;
}

export interface BookingWithDinner extends Booking {
  dinner: DinnerEvent;
  reviewed: boolean;
}
