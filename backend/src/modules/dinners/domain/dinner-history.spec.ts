import { describeStep } from './dinner-history';

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
});
