import { revealText } from './reveal-texts';

describe('what a booked couple is told of the reveal (issue 51)', () => {
  const deadline = '2026-12-04T13:00:00.000Z';

  it('keeps "24 hours before the dinner" for a dinner whose bookings close before that', () => {
    expect(revealText('day_before', deadline, 'Europe/Dublin')).toBe('The restaurant and your fellow diners are revealed 24 hours before the dinner.');
  });

  it('says a short-notice dinner is revealed right after bookings close, in the dinner city’s time', () => {
    const text = revealText('after_close', deadline, 'Europe/Paris');
    expect(text).toMatch(
      /^The restaurant and your fellow diners are revealed as soon as your table is set, right after bookings close on Fri, 4 Dec, 14:00 \(Paris time\)\.$/,
    );
    expect(text).not.toContain('24 hours');
  });

  it('says "as soon as your table is set" once bookings closed and the reveal time passed', () => {
    expect(revealText('when_seated', deadline, 'Europe/Dublin')).toBe('The restaurant and your fellow diners are revealed as soon as your table is set.');
  });
});
