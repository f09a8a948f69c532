import { assertCapacity, assertSchedule, deleteEligibility, editEligibility } from './dinner-event-rules';

const now = new Date('2026-12-01T12:00:00Z');
const future = new Date('2026-12-10T19:30:00Z');
const past = new Date('2026-11-20T19:30:00Z');

describe('edit and delete eligibility (admin-side spec, section 4)', () => {
  it('allows a future event that is still open or being matched', () => {
    expect(editEligibility({ eventDate: future, status: 'accepting_bookings' }, now)).toEqual({ allowed: true });
    expect(deleteEligibility({ eventDate: future, status: 'booking_closed' }, now)).toEqual({ allowed: true });
  });

  it('refuses past events with the tooltip texts', () => {
    expect(editEligibility({ eventDate: past, status: 'accepting_bookings' }, now)).toEqual({ allowed: false, reason: 'Cannot edit past dinner events' });
    expect(deleteEligibility({ eventDate: past, status: 'accepting_bookings' }, now)).toEqual({ allowed: false, reason: 'Cannot delete past dinner events' });
  });

  it.each(['matched', 'completed', 'cancelled_by_system'] as const)('refuses a future event with status %s', (status) => {
    expect(editEligibility({ eventDate: future, status }, now)).toEqual({ allowed: false, reason: `Cannot edit dinner with status: ${status}` });
    expect(deleteEligibility({ eventDate: future, status }, now)).toEqual({ allowed: false, reason: `Cannot edit dinner with status: ${status}` });
  });
});

describe('schedule and capacity rules', () => {
  it('needs a future event and a deadline strictly before it', () => {
    expect(() => assertSchedule(future, new Date('2026-12-09T12:00:00Z'), now)).not.toThrow();
    expect(() => assertSchedule(past, new Date('2026-11-19T12:00:00Z'), now)).toThrow('The event date must be in the future.');
    expect(() => assertSchedule(future, future, now)).toThrow('The booking deadline must be before the event date.');
  });

  it('needs the event within two years (issue 46: 9999-12-31 was accepted)', () => {
    const twoYears = new Date(now);
    twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 2);
    expect(() => assertSchedule(twoYears, future, now)).not.toThrow();
    expect(() => assertSchedule(new Date(twoYears.getTime() + 60_000), future, now)).toThrow('The event date must be within two years from today.');
    expect(() => assertSchedule(new Date('9999-12-31T19:00:00Z'), future, now)).toThrow('within two years');
  });

  it('keeps capacity at or above the couples already booked', () => {
    expect(() => assertCapacity(6, 6)).not.toThrow();
    expect(() => assertCapacity(5, 6)).toThrow('Capacity cannot be below the 6 couples already booked.');
  });
});
