import { isRunningLateOpen, RunningLateErrors } from './running-late';

const START = new Date('2026-12-05T19:00:00Z');
const at = (hours: number) => new Date(START.getTime() + hours * 3_600_000);

describe('running late', () => {
  it.each([
    [-3.01, false],
    [-3, true],
    [0, true],
    [1, true],
    [1.01, false],
  ])('at %s h from the start it may be sent: %s', (hours, open) => {
    expect(isRunningLateOpen(START, at(hours))).toBe(open);
  });

  it('a second press says what was sent', () => {
    expect(RunningLateErrors.alreadySent(15)).toMatchObject({
      kind: 'conflict',
      code: 'RUNNING_LATE.ALREADY_SENT',
      message: expect.stringContaining('15 minutes'),
    });
  });
});
