import { PRIORITY_COUPLES, standingOf } from './waitlist';

describe('standingOf', () => {
  const entry = { id: 'e1', email: 'a@b.ie', joinedAt: new Date('2025-10-01T00:00:00Z'), consentText: 'x' };

  it('gives priority to the first 50 couples only', () => {
    expect(PRIORITY_COUPLES).toBe(50);
    expect(standingOf(entry, 1).priority).toBe(true);
    expect(standingOf(entry, 50).priority).toBe(true);
    expect(standingOf(entry, 51)).toEqual({ email: 'a@b.ie', position: 51, priority: false, joinedAt: entry.joinedAt });
  });
});
