import { assertCanReserve, availableSpots, BookableDinner, holdExpiry, normaliseCapacity } from './capacity';

describe('capacity', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const dinner: BookableDinner = {
    status: 'accepting_bookings',
    isActive: true,
    bookingDeadline: new Date('2026-12-05T12:00:00Z'),
    capacity: 5,
    city: 'London',
    country: 'United Kingdom',
  };
  const home = { city: 'london', country: 'United Kingdom' };

  it('lets a couple reserve while spots remain', () => {
    expect(() => assertCanReserve(dinner, 4, now, home)).not.toThrow();
  });

  it('refuses the spot after the last one with DINNERS.FULL', () => {
    expect(() => assertCanReserve(dinner, 5, now, home)).toThrow(expect.objectContaining({ code: 'DINNERS.FULL', kind: 'conflict' }));
  });

  it('refuses after the deadline and when the dinner no longer accepts bookings', () => {
    expect(() => assertCanReserve(dinner, 0, new Date('2026-12-05T12:00:00Z'), home)).toThrow(expect.objectContaining({ code: 'DINNERS.DEADLINE_PASSED' }));
    expect(() => assertCanReserve({ ...dinner, status: 'booking_closed' }, 0, now, home)).toThrow(
      expect.objectContaining({ code: 'DINNERS.NOT_ACCEPTING_BOOKINGS' }),
    );
    expect(() => assertCanReserve({ ...dinner, isActive: false }, 0, now, home)).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_ACCEPTING_BOOKINGS' }));
  });

  it("refuses a dinner outside the couple's city and country (issue 25: a Dublin couple booked a London dinner)", () => {
    const refusal = expect.objectContaining({ code: 'DINNERS.NOT_IN_YOUR_CITY', kind: 'forbidden' });
    expect(() => assertCanReserve(dinner, 0, now, { city: 'Dublin', country: 'Ireland' })).toThrow(refusal);
    expect(() => assertCanReserve(dinner, 0, now, { city: 'London', country: 'Canada' })).toThrow(refusal);
  });

  it('holds an unpaid spot for 15 minutes', () => {
    expect(holdExpiry(now).toISOString()).toBe('2026-12-01T12:15:00.000Z');
  });

  it('never reports negative spots, and applies the capacity form rule (min 4, default 20)', () => {
    expect(availableSpots(5, 7)).toBe(0);
    expect(normaliseCapacity(undefined)).toBe(20);
    expect(normaliseCapacity(Number.NaN)).toBe(20);
    expect(normaliseCapacity(2)).toBe(4);
    expect(normaliseCapacity(12)).toBe(12);
  });
});
