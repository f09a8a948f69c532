/**
 * Password sign-in attempts counted per account (the email, known or not) and per client, so
 * guesses spread over many addresses still meet the account's limit. Only failures count: an
 * attempt is counted before its password is checked (parallel guesses cannot slip past a
 * lock) and a successful one takes its count back.
 */
export interface AttemptRecord {
  failures: number;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
}

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** The first lock; each further failure doubles it, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /** A streak without failures for this long is forgotten. */
  forgetAfterMs: number;
}

const MINUTE = 60_000;

export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 5, firstLockMs: 30_000, maxLockMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE };
export const CLIENT_POLICY: ThrottlePolicy = { freeFailures: 10, firstLockMs: MINUTE, maxLockMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };

export const NO_ATTEMPTS: AttemptRecord = { failures: 0, lastFailureAt: null, lockedUntil: null };

function isLocked(record: AttemptRecord, now: Date): boolean {
  return record.lockedUntil !== null && record.lockedUntil > now;
}

function lockDurationMs(failures: number, policy: ThrottlePolicy): number | null {
  if (failures < policy.freeFailures) return null;
  return Math.min(policy.firstLockMs * 2 ** (failures - policy.freeFailures), policy.maxLockMs);
}

/** Counts an attempt as a failure until it proves otherwise; null while the key is locked. */
export function reserveAttempt(record: AttemptRecord, now: Date, policy: ThrottlePolicy): AttemptRecord | null {
  if (isLocked(record, now)) return null;
  const forgotten = record.lastFailureAt === null || now.getTime() - record.lastFailureAt.getTime() >= policy.forgetAfterMs;
  const failures = (forgotten ? 0 : record.failures) + 1;
  const lockMs = lockDurationMs(failures, policy);
  return { failures, lastFailureAt: now, lockedUntil: lockMs === null ? null : new Date(now.getTime() + lockMs) };
}

/** A successful attempt takes its count back; below the free failures no lock remains. */
export function releaseAttempt(record: AttemptRecord, policy: ThrottlePolicy): AttemptRecord {
  const failures = Math.max(0, record.failures - 1);
  return { ...record, failures, lockedUntil: failures < policy.freeFailures ? null : record.lockedUntil };
}

/** The owner is told once per streak: when password sign-in first locks. */
export function isFirstLock(record: AttemptRecord, policy: ThrottlePolicy): boolean {
  return record.failures === policy.freeFailures;
}
