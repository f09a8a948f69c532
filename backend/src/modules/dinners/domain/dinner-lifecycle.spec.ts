import { completionStartCutoff, isPastDeadline, matchingDeadlineCutoff, tooFewToRun } from './dinner-lifecycle';

describe('dinner lifecycle timing', () => {
  const now = new Date('2026-12-01T18:00:00Z');

  it('closes bookings from the deadline on, not a moment before', () => {
    expect(isPastDeadline(new Date('2026-12-01T18:00:00Z'), now)).toBe(true);
    expect(isPastDeadline(new Date('2026-12-01T18:00:01Z'), now)).toBe(false);
  });

  it('matches dinners whose deadline passed at least the delay ago', () => {
    expect(matchingDeadlineCutoff(now, 0)).toEqual(now);
    expect(matchingDeadlineCutoff(now, 15)).toEqual(new Date('2026-12-01T17:45:00Z'));
  });

  it('completes dinners that started at least the delay ago', () => {
    expect(completionStartCutoff(now, 3)).toEqual(new Date('2026-12-01T15:00:00Z'));
  });

  it('cannot run a dinner whose paid couples cannot fill one group of the minimum size', () => {
    expect(tooFewToRun(1, 2)).toBe(true);
    expect(tooFewToRun(2, 2)).toBe(false);
    expect(tooFewToRun(0, 2)).toBe(true);
  });
});
