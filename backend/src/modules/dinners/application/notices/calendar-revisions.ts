/**
 * Port: the SEQUENCE of the last calendar revision sent for each booking. Calendars apply a
 * message about an entry only when its SEQUENCE is above the one they hold, so every
 * update or cancellation takes the next number, whatever happened to the booking before
 * (a reveal, a new time, a new venue). Joins the caller's transaction.
 */
export abstract class CalendarRevisions {
  /** Takes the next SEQUENCE for the booking's entry and answers it. */
  abstract next(bookingId: string): Promise<number>;
  /** `next` for each of these bookings at once (a batch of reveals), by booking id. */
  abstract nextOfEach(bookingIds: readonly string[]): Promise<Map<string, number>>;
  /** The SEQUENCE of the last revision sent (0: the booking confirmation's invite). */
  abstract current(bookingId: string): Promise<number>;
}
