import { describeStep, FAILURE_TEXT_LIMIT, isNewFailure, stepFailure } from './dinner-history';

const name = (coupleId: string) => (coupleId === 'c1' ? 'Al Smith & Bo Smith' : 'Unknown couple');

describe('describeStep: what a scheduled job did to a dinner, and its outcome', () => {
  it('bookings closed, with the holds that lapsed', () => {
    expect(describeStep({ kind: 'bookings_closed', lapsedHolds: 0 }, name)).toBe('Bookings closed by the schedule: no unpaid hold lapsed.');
    expect(describeStep({ kind: 'bookings_closed', lapsedHolds: 1 }, name)).toBe('Bookings closed by the schedule: 1 unpaid hold lapsed.');
    expect(describeStep({ kind: 'bookings_closed', lapsedHolds: 2 }, name)).toBe('Bookings closed by the schedule: 2 unpaid holds lapsed.');
  });

  it('matched and seated, or waiting for an admin with what is missing', () => {
    expect(describeStep({ kind: 'matched', seated: true, groups: 1, unmatchedCouples: 0, unplacedGroups: 0 }, name)).toBe(
      'Matched and seated by the schedule: 1 group formed, every paid couple at a table.',
    );
    expect(describeStep({ kind: 'matched', seated: false, groups: 3, unmatchedCouples: 1, unplacedGroups: 2 }, name)).toBe(
      'Matched by the schedule: 3 groups formed; waits for an admin (1 paid couple without a group, 2 groups without a table).',
    );
  });

  it('an unseated couple refunded, named as it is now', () => {
    expect(describeStep({ kind: 'unseated_couple_refunded', coupleId: 'c1', feeRefunded: true }, name)).toBe(
      'Unseated couple refunded by the schedule: Al Smith & Bo Smith, booking cancelled, fee refunded in full.',
    );
    expect(describeStep({ kind: 'unseated_couple_refunded', coupleId: 'gone', feeRefunded: false }, name)).toBe(
      'Unseated couple refunded by the schedule: Unknown couple, booking cancelled, no fee paid.',
    );
  });

  it('completed, and cancelled with the reason', () => {
    expect(describeStep({ kind: 'completed', attended: 1, reviewRequests: 1 }, name)).toBe(
      'Completed by the schedule: 1 booking attended, 1 review request sent.',
    );
    expect(describeStep({ kind: 'cancelled', reason: 'unseated', refundedBookings: 2, notifiedCouples: 3 }, name)).toBe(
      'Cancelled by the schedule (its couples were not seated when it was due): 3 paid couples told, 2 fees refunded.',
    );
    expect(describeStep({ kind: 'cancelled', reason: 'too_few_couples', refundedBookings: 1, notifiedCouples: 1 }, name)).toBe(
      'Cancelled by the schedule (too few paid couples to fill one group): 1 paid couple told, 1 fee refunded.',
    );
  });

  it('a failed step, with its error and that nothing changed', () => {
    expect(describeStep({ kind: 'step_failed', step: 'close_bookings', error: 'connection terminated unexpectedly' }, name)).toBe(
      'Closing bookings failed: connection terminated unexpectedly. Nothing changed; the schedule tries again at its next run.',
    );
    expect(describeStep({ kind: 'step_failed', step: 'match', error: 'No restaurant in Dublin.' }, name)).toBe(
      'Matching and seating failed: No restaurant in Dublin. Nothing changed; the schedule tries again at its next run.',
    );
  });
});

describe('stepFailure and isNewFailure: a failing step as the history keeps it', () => {
  it("keeps the error's first line, shortened", () => {
    expect(stepFailure('complete', new Error('deadlock detected\n    at Query.run'))).toEqual({
      kind: 'step_failed',
      step: 'complete',
      error: 'deadlock detected',
    });
    expect(stepFailure('complete', 'plain text')).toMatchObject({ error: 'plain text' });
    expect(stepFailure('complete', new Error(''))).toMatchObject({ error: 'unknown error' });
    const long = stepFailure('complete', new Error('x'.repeat(1000)));
    expect(long.kind === 'step_failed' && long.error).toHaveLength(FAILURE_TEXT_LIMIT);
    expect(long.kind === 'step_failed' && long.error.endsWith('…')).toBe(true);
  });

  it('is new unless the latest step is the same step failing the same way', () => {
    const failure = stepFailure('match', new Error('boom'));
    expect(isNewFailure(undefined, failure)).toBe(true);
    expect(isNewFailure({ kind: 'bookings_closed', lapsedHolds: 0 }, failure)).toBe(true);
    expect(isNewFailure(failure, failure)).toBe(false);
    expect(isNewFailure(stepFailure('match', new Error('other')), failure)).toBe(true);
    expect(isNewFailure(stepFailure('complete', new Error('boom')), failure)).toBe(true);
  });
});
