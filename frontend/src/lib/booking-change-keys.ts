import type { QueryKey } from '@tanstack/react-query';
import { getGetAvailableDinnerEventsQueryKey, getGetMyBookingsQueryKey } from '../api/generated/dinners/dinners';

/**
 * What booking, paying for or cancelling a dinner makes stale: the couple's bookings and the
 * dinners open to book (their spots). GET /api/user/my-dinner-bookings answers the same bookings
 * under another path; this client reads only /api/user/my-bookings, so only that key is refreshed.
 */
export const bookingChangeKeys = (): readonly QueryKey[] => [getGetMyBookingsQueryKey(), getGetAvailableDinnerEventsQueryKey()];
