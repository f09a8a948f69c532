import { assertMovable } from './booking-move';

const now = new Date('2026-11-26T12:00:00Z');
const dinner = (overrides: Partial<Parameters<typeof assertMovable>[1]> = {}) => ({
  id: 'a',
  city: 'Dublin',
  country: 'Ireland',
  eventDate: new Date('2026-11-30T19:00:00Z'),
  status: 'accepting_bookings' as const,
  capacity: 20,
  takenSpots: 3,
  ...overrides,
});
const paid = { status: 'confirmed' as const };

describe('assertMovable', () => {
  it('allows a paid booking to another open dinner of the same city with a free spot', () => {
    expect(() => assertMovable(paid, dinner(), dinner({ id: 'b' }), now, false)).not.toThrow();
    expect(() => assertMovable(paid, dinner({ status: 'booking_closed' }), dinner({ id: 'b', takenSpots: 19 }), now, false)).not.toThrow();
  });

  it.each([
    ['an unpaid hold', { status: 'pending_payment' as const }, dinner(), dinner({ id: 'b' }), false, 'DINNERS.NOT_MOVABLE'],
    ['a dinner already held', paid, dinner({ eventDate: now }), dinner({ id: 'b' }), false, 'DINNERS.NOT_MOVABLE'],
    ['a matched dinner', paid, dinner({ status: 'matched' }), dinner({ id: 'b' }), false, 'DINNERS.ALREADY_SEATED'],
    ['the same dinner', paid, dinner(), dinner(), false, 'DINNERS.SAME_DINNER'],
    ['another city', paid, dinner(), dinner({ id: 'b', city: 'Cork' }), false, 'DINNERS.OTHER_CITY'],
    ['a closed target', paid, dinner(), dinner({ id: 'b', status: 'booking_closed' }), false, 'DINNERS.NOT_ACCEPTING_BOOKINGS'],
    ['a target already booked', paid, dinner(), dinner({ id: 'b' }), true, 'DINNERS.ALREADY_BOOKED'],
    ['a full target', paid, dinner(), dinner({ id: 'b', takenSpots: 20 }), false, 'DINNERS.FULL'],
  ])('refuses %s', (_case, booking, from, to, booked, code) => {
    expect(() => assertMovable(booking, from, to, now, booked)).toThrow(expect.objectContaining({ code }));
  });
});
