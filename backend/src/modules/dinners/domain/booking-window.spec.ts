import { bookingWindow } from './booking-window';

describe('bookingWindow', () => {
  const deadline = new Date('2026-12-10T18:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('is open with more than 24 hours to the deadline', () => {
    expect(bookingWindow(at('2026-12-08T17:00:00Z'), deadline)).toEqual({ state: 'open', hoursLeft: 49 });
  });

  it('is urgent under 24 hours, with the whole hours left rounded down', () => {
    expect(bookingWindow(at('2026-12-09T18:00:01Z'), deadline)).toEqual({ state: 'urgent', hoursLeft: 23 });
    expect(bookingWindow(at('2026-12-10T13:04:00Z'), deadline)).toEqual({ state: 'urgent', hoursLeft: 4 });
    expect(bookingWindow(at('2026-12-10T17:56:00Z'), deadline)).toEqual({ state: 'urgent', hoursLeft: 0 });
  });

  it('is open at exactly 24 hours and expired at the deadline', () => {
    expect(bookingWindow(at('2026-12-09T18:00:00Z'), deadline).state).toBe('open');
    expect(bookingWindow(deadline, deadline)).toEqual({ state: 'expired', hoursLeft: 0 });
  });
});
