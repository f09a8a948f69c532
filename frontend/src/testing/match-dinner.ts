import type { MatchDinnerDto } from '../api/generated/model';

/** The specs' matched dinner in Dublin (admin match screens). */
export const MATCH_DINNER: MatchDinnerDto = {
  id: '11111111-1111-4111-8111-111111111111',
  city: 'Dublin',
  country: 'Ireland',
  event_date: '2026-11-27T19:30:00.000Z',
  booking_deadline: '2026-11-20T19:30:00.000Z',
  capacity: 20,
  status: 'matched',
  time_zone: 'Europe/Dublin',
};
