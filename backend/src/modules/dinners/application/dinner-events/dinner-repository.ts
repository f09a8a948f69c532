import { DinnerStatus } from '../../domain/dinner-status';
import { DinnerEvent } from './dinner-views';

/** What the admin sets of an event. */
export interface DinnerEventChanges {
  city: string;
  country: string;
  eventDate: Date;
  bookingDeadline: Date;
  capacity: number;
  frequency: string;
  logisticsFeeCents: number;
}

export interface NewDinnerEvent extends DinnerEventChanges {
  notes?: string | null;
}

/**
 * The dinner event aggregate: every write to an event and its row lock. Lists of events
 * (with taken spots or paid counts) are DinnerEventQueries; a dinner's bookings change only
 * through BookingRepository. Joins the caller's unit of work; `lock` must run inside one.
 */
export abstract class DinnerRepository {
  /** The event with its taken spots at `now`. */
  abstract findById(id: string, now: Date): Promise<DinnerEvent | null>;
  /** Locks the event row until the transaction ends (capacity and status decisions hold), and reads its taken spots at `now`. */
  abstract lock(id: string, now: Date): Promise<DinnerEvent | null>;
  /** Locks the event row as `lock` does, without counting its spots: for a caller whose next statement counts them with more. */
  abstract lockRow(id: string): Promise<Omit<DinnerEvent, 'takenSpots'> | null>;
  abstract create(event: NewDinnerEvent): Promise<DinnerEvent>;
  abstract update(id: string, changes: DinnerEventChanges): Promise<void>;
  /** The status the dinner's state machine decided. */
  abstract setStatus(id: string, status: DinnerStatus): Promise<void>;
  /** The event becomes cancelled_by_system and inactive (its bookings: `BookingRepository.cancelAllOfDinner`). */
  abstract cancelBySystem(id: string): Promise<void>;
  /** Deletes the event row (its bookings first: `BookingRepository.deleteAllOfDinner`). */
  abstract delete(id: string): Promise<void>;
}
