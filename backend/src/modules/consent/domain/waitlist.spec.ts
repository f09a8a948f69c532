import { announcementOf, PRIORITY_COUPLES, standingOf, waitlistRetentionCutoff } from './waitlist';

describe('standingOf', () => {
  const entry = { id: 'e1', email: 'a@b.ie', city: 'Dublin', joinedAt: new Date('2025-10-01T00:00:00Z'), consentText: 'x' };

  it('gives priority to the first 50 couples only', () => {
    expect(PRIORITY_COUPLES).toBe(50);
    expect(standingOf(entry, 1).priority).toBe(true);
    expect(standingOf(entry, 50).priority).toBe(true);
    expect(standingOf(entry, 51)).toEqual({ email: 'a@b.ie', city: 'Dublin', position: 51, priority: false, joinedAt: entry.joinedAt });
  });
});

describe('waitlist retention', () => {
  it('keeps every entry until six months after the launch', () => {
    expect(waitlistRetentionCutoff(new Date('2026-04-30T00:00:00Z'))).toBeNull();
  });

  it('then lets entries go six months after they joined', () => {
    expect(waitlistRetentionCutoff(new Date('2026-11-23T10:00:00Z'))).toEqual(new Date('2026-05-23T10:00:00Z'));
  });
});

describe('launch announcement', () => {
  it("says the spec's launch line only before the launch month, then a dateless one", () => {
    expect(announcementOf(new Date('2025-10-31T23:59:59Z'))).toEqual({ kind: 'prelaunch' });
    expect(announcementOf(new Date('2025-11-01T00:00:00Z'))).toEqual({ kind: 'live' });
    expect(announcementOf(new Date('2026-11-23T10:00:00Z'))).toEqual({ kind: 'live' });
  });

  it("says a coming-soon city's own line on its waitlist, whatever the launch line configured", () => {
    expect(announcementOf(new Date('2026-11-23T10:00:00Z'), 'Configured line', 'London')).toEqual({ kind: 'city', city: 'London' });
    expect(announcementOf(new Date('2026-11-23T10:00:00Z'), 'Configured line', 'Dublin')).toEqual({ kind: 'configured', text: 'Configured line' });
  });

  it('prefers the configured line', () => {
    expect(announcementOf(new Date('2025-10-01T00:00:00Z'), 'Cork next.')).toEqual({ kind: 'configured', text: 'Cork next.' });
  });
});
