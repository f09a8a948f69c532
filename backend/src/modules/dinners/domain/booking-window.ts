/** Under this much time to the deadline, the booking window is urgent (hours left shown). */
const URGENT_WINDOW_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type BookingWindowState = 'open' | 'urgent' | 'expired';

export interface BookingWindow {
  state: BookingWindowState;
  /** Whole hours left to the deadline, rounded down (a countdown never promises more time than is left); 0 under an hour and once expired. */
  hoursLeft: number;
}

export function bookingWindow(now: Date, bookingDeadline: Date): BookingWindow {
  const remaining = bookingDeadline.getTime() - now.getTime();
  if (remaining <= 0) return { state: 'expired', hoursLeft: 0 };
  const hoursLeft = Math.floor(remaining / HOUR_MS);
  return { state: remaining < URGENT_WINDOW_MS ? 'urgent' : 'open', hoursLeft };
}
