import { assertMarkingOpen, attendanceMismatch, isMarkingOpen, markingWindow, noShowWindowStart, reachesNoShowLimit } from './attendance';

const START = new Date('2026-12-05T19:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

describe('the evening marks', () => {
  it.each([
    [-0.01, false],
    [0, true],
    [3, true],
    [24, true],
    [24.01, false],
  ])('at %s h from the start, marks open: %s', (hours, open) => {
    expect(isMarkingOpen(START, at(hours))).toBe(open);
  });

  it('says why a mark is refused: not started, or closed a day after the start', () => {
    expect(() => assertMarkingOpen(START, at(-1))).toThrow(expect.objectContaining({ code: 'ATTENDANCE.NOT_STARTED' }));
    expect(() => assertMarkingOpen(START, at(25))).toThrow(expect.objectContaining({ code: 'ATTENDANCE.CLOSED' }));
    expect(() => assertMarkingOpen(START, at(1))).not.toThrow();
    expect(markingWindow(START)).toEqual({ opensAt: START, closesAt: at(24) });
  });

  it('counts no-shows over the last twelve months', () => {
    expect(noShowWindowStart(new Date('2026-12-05T19:00:00Z'))).toEqual(new Date('2025-12-05T19:00:00Z'));
  });

  it.each([
    [0, 1, 2, false],
    [1, 2, 2, true],
    [2, 3, 2, false],
    [0, 1, 1, true],
    [1, 1, 2, false],
  ])('from %s to %s no-shows with a threshold of %s reaches the limit: %s', (before, after, threshold, reached) => {
    expect(reachesNoShowLimit(before, after, threshold)).toBe(reached);
  });

  it("shows a mismatch where the restaurant's arrival and a tablemate's word differ", () => {
    expect(attendanceMismatch('arrived', 1)).toBe(true);
    expect(attendanceMismatch('arrived', 0)).toBe(false);
    expect(attendanceMismatch('no_show', 2)).toBe(false);
    expect(attendanceMismatch(null, 1)).toBe(false);
  });
});
