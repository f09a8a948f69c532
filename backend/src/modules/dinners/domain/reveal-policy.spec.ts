import { isRevealed, isShortNotice, revealAt, revealTiming, shareableCouple } from './reveal-policy';

describe('reveal policy', () => {
  const event = new Date('2026-12-10T19:00:00Z');

  it('reveals exactly 24 hours before the dinner', () => {
    expect(revealAt(event).toISOString()).toBe('2026-12-09T19:00:00.000Z');
    expect(isRevealed(event, new Date('2026-12-09T18:59:59Z'))).toBe(false);
    expect(isRevealed(event, new Date('2026-12-09T19:00:00Z'))).toBe(true);
  });

  describe('what a booked couple is told of the reveal (issue 51)', () => {
    const at = (iso: string) => new Date(iso);
    const normal = { eventDate: event, bookingDeadline: at('2026-12-08T12:00:00Z'), status: 'accepting_bookings' };
    // Bookings close 6 hours before the dinner: inside the 24 hours, so the run at the deadline reveals.
    const shortNotice = { eventDate: event, bookingDeadline: at('2026-12-10T13:00:00Z'), status: 'accepting_bookings' };

    it('is 24 hours before the dinner when bookings close before that, until that time', () => {
      expect(isShortNotice(normal)).toBe(false);
      expect(revealTiming(normal, at('2026-12-08T10:00:00Z'))).toBe('day_before');
      expect(revealTiming(normal, at('2026-12-09T18:59:59Z'))).toBe('day_before');
      expect(revealTiming(normal, at('2026-12-09T19:00:00Z'))).toBe('when_seated');
    });

    it('is right after bookings close for a short-notice dinner, even before its 24-hour mark, then as soon as the table is set', () => {
      expect(isShortNotice(shortNotice)).toBe(true);
      expect(revealTiming(shortNotice, at('2026-12-09T10:00:00Z'))).toBe('after_close');
      expect(revealTiming(shortNotice, at('2026-12-10T12:59:59Z'))).toBe('after_close');
      expect(revealTiming(shortNotice, at('2026-12-10T13:00:00Z'))).toBe('when_seated');
    });

    it('is the usual time, or as soon as the table is set, for a short-notice dinner an admin closed early', () => {
      const closed = { ...shortNotice, status: 'booking_closed' };
      expect(revealTiming(closed, at('2026-12-09T10:00:00Z'))).toBe('day_before');
      expect(revealTiming(closed, at('2026-12-10T10:00:00Z'))).toBe('when_seated');
    });

    it('counts a deadline exactly at the 24-hour mark as a normal dinner', () => {
      expect(isShortNotice({ eventDate: event, bookingDeadline: revealAt(event) })).toBe(false);
    });
  });

  it('shares first names and at most three interests, never surnames or emails', () => {
    const shared = shareableCouple({
      coupleId: 'c1',
      users: [
        { userId: 'u1', firstName: 'Aoife', lastName: 'Murphy', email: 'aoife@example.ie' },
        { userId: 'u2', firstName: 'Cian', lastName: 'Murphy', email: 'cian@example.ie' },
      ],
      interests: ['Italian', 'Travel', 'Gaming', 'Hiking'],
    });
    expect(shared).toEqual({
      coupleId: 'c1',
      userId: 'u1',
      userIds: ['u1', 'u2'],
      firstNames: ['Aoife', 'Cian'],
      coupleNames: 'Aoife & Cian',
      interests: ['Italian', 'Travel', 'Gaming'],
    });
    expect(JSON.stringify(shared)).not.toMatch(/Murphy|@/);
  });
});
