import { ACCOUNT_POLICY, AttemptRecord, isFirstLock, NO_ATTEMPTS, releaseAttempt, reserveAttempt } from './sign-in-throttle';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

function failTimes(count: number, start = 0): { record: AttemptRecord; now: number } {
  let record = NO_ATTEMPTS;
  let now = start;
  for (let i = 0; i < count; i++) {
    const next = reserveAttempt(record, at(now), ACCOUNT_POLICY);
    if (!next) throw new Error(`locked at attempt ${i + 1}`);
    record = next;
    if (record.lockedUntil) now = (record.lockedUntil.getTime() - at(0).getTime()) / 1000;
  }
  return { record, now };
}

describe('sign-in throttle', () => {
  it('lets four failures through freely and locks from the fifth, doubling to a 15-minute cap', () => {
    expect(failTimes(4).record.lockedUntil).toBeNull();
    const locks = [5, 6, 7, 8, 9, 10, 11].map((n) => {
      const { record } = failTimes(n);
      return (record.lockedUntil!.getTime() - record.lastFailureAt!.getTime()) / 1000;
    });
    expect(locks).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('refuses attempts while locked, without counting them', () => {
    const { record } = failTimes(5);
    expect(reserveAttempt(record, at(10), ACCOUNT_POLICY)).toBeNull();
    expect(reserveAttempt(record, at(30), ACCOUNT_POLICY)?.failures).toBe(6);
  });

  it('forgets a streak after a quiet day', () => {
    const { record, now } = failTimes(5);
    expect(reserveAttempt(record, at(now + 24 * 3600), ACCOUNT_POLICY)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('takes back the count of a successful attempt, and its lock below the free failures', () => {
    const reserved = failTimes(5).record;
    expect(releaseAttempt(reserved, ACCOUNT_POLICY)).toMatchObject({ failures: 4, lockedUntil: null });
    const many = failTimes(7).record;
    expect(releaseAttempt(many, ACCOUNT_POLICY)).toMatchObject({ failures: 6, lockedUntil: many.lockedUntil });
  });

  it('marks the first lock of a streak, to tell the owner once', () => {
    expect(isFirstLock(failTimes(5).record, ACCOUNT_POLICY)).toBe(true);
    expect(isFirstLock(failTimes(6).record, ACCOUNT_POLICY)).toBe(false);
  });
});
