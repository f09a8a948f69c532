import { ReservationStatus, StoredReservation } from '../../domain/restaurant-reservation';

export type NewReservation = Omit<StoredReservation, 'id' | 'respondedAt' | 'declineReason'>;

/** Reservations of the dinners' tables at their restaurants; joins the caller's unit of work. */
export abstract class RestaurantReservationRepository {
  /** Serialises the reservations of one dinner until the transaction ends (taken last, after every row lock of the caller). */
  abstract lockDinner(dinnerId: string): Promise<void>;
  abstract forDinner(dinnerId: string): Promise<StoredReservation[]>;
  /** The declined reservations of these dinners, in one read (a couple's dashboard lists all its dinners). */
  abstract declinedOf(dinnerIds: readonly string[]): Promise<Pick<StoredReservation, 'dinnerId' | 'restaurantId' | 'tableNumber' | 'status'>[]>;
  /** Stored in the given order. */
  abstract insertAll(reservations: readonly NewReservation[]): Promise<StoredReservation[]>;
  abstract update(reservation: StoredReservation): Promise<void>;
  /** Locked for the restaurant's answer. */
  abstract lock(id: string): Promise<StoredReservation | null>;
  abstract find(id: string): Promise<StoredReservation | null>;
  abstract answer(id: string, status: ReservationStatus, respondedAt: Date, declineReason: string | null): Promise<void>;
}
