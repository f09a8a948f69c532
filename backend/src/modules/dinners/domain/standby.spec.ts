import { assertMayJoinStandby, settleOffer, spotToOffer } from './standby';

const NOW = new Date('2026-12-01T12:00:00Z');
const dinner = (over: object = {}) => ({
  status: 'accepting_bookings' as const,
  isActive: true,
  bookingDeadline: new Date('2026-12-03T12:00:00Z'),
  capacity: 4,
  city: 'Dublin',
  country: 'Ireland',
  ...over,
});

describe('standby', () => {
  it('opens only on a full dinner still taking bookings', () => {
    expect(() => assertMayJoinStandby(dinner(), 4, NOW)).not.toThrow();
    expect(() => assertMayJoinStandby(dinner(), 3, NOW)).toThrow('still has free spots');
    expect(() => assertMayJoinStandby(dinner({ bookingDeadline: new Date('2026-12-01T11:00:00Z') }), 4, NOW)).toThrow('deadline');
    expect(() => assertMayJoinStandby(dinner({ status: 'booking_closed' }), 4, NOW)).toThrow('not accepting bookings');
  });

  it('offers a spot only while one is free and the deadline has not passed', () => {
    expect(spotToOffer(dinner(), 3, NOW)).toBe(true);
    expect(spotToOffer(dinner(), 4, NOW)).toBe(false);
    expect(spotToOffer(dinner({ bookingDeadline: NOW }), 3, NOW)).toBe(false);
  });

  it('settles an offer from its hold', () => {
    expect(settleOffer({ status: 'confirmed', holdExpiresAt: null }, NOW)).toBe('booked');
    expect(settleOffer({ status: 'pending_payment', holdExpiresAt: new Date(NOW.getTime() + 60_000) }, NOW)).toBe('offered');
    expect(settleOffer({ status: 'pending_payment', holdExpiresAt: NOW }, NOW)).toBe('lapsed');
    expect(settleOffer({ status: 'expired', holdExpiresAt: null }, NOW)).toBe('lapsed');
    expect(settleOffer(null, NOW)).toBe('lapsed');
  });
});
