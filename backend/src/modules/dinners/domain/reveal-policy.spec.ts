import { isRevealed, revealAt, shareableCouple } from './reveal-policy';

describe('reveal policy', () => {
  const event = new Date('2026-12-10T19:00:00Z');

  it('reveals exactly 24 hours before the dinner', () => {
    expect(revealAt(event).toISOString()).toBe('2026-12-09T19:00:00.000Z');
    expect(isRevealed(event, new Date('2026-12-09T18:59:59Z'))).toBe(false);
    expect(isRevealed(event, new Date('2026-12-09T19:00:00Z'))).toBe(true);
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
