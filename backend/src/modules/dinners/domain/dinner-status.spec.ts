import { assertTransition, canTransition } from './dinner-status';

describe('dinner status lifecycle', () => {
  it('follows accepting_bookings → booking_closed → matched → restaurant_assigned → completed', () => {
    expect(canTransition('accepting_bookings', 'booking_closed')).toBe(true);
    expect(canTransition('booking_closed', 'matched')).toBe(true);
    expect(canTransition('matched', 'restaurant_assigned')).toBe(true);
    expect(canTransition('restaurant_assigned', 'completed')).toBe(true);
  });

  it('allows manual intervention and system cancellation, but nothing after the end', () => {
    expect(canTransition('booking_closed', 'pending_manual_intervention')).toBe(true);
    expect(canTransition('pending_manual_intervention', 'matched')).toBe(true);
    expect(canTransition('accepting_bookings', 'cancelled_by_system')).toBe(true);
    expect(canTransition('completed', 'cancelled_by_system')).toBe(false);
    expect(canTransition('cancelled_by_system', 'accepting_bookings')).toBe(false);
  });

  it('refuses skipping steps with a stable code', () => {
    expect(() => assertTransition('accepting_bookings', 'completed')).toThrow(expect.objectContaining({ code: 'DINNERS.INVALID_STATUS_TRANSITION' }));
  });
});
