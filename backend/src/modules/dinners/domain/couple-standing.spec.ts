import {
  activeSuspension,
  afterLateCancellation,
  afterRunBroken,
  assertMayBook,
  GOOD_STANDING,
  reinstated,
  suspended,
  suspensionLifted,
  terminatedForSafety,
} from './couple-standing';

const NOW = new Date('2026-06-01T12:00:00Z');
const standing = (fields: Partial<typeof GOOD_STANDING>) => ({ ...GOOD_STANDING, ...fields });

describe('couple standing', () => {
  it('terminates the service at the second consecutive late cancellation', () => {
    const first = afterLateCancellation(GOOD_STANDING);
    expect(first).toEqual(standing({ consecutiveLateCancellations: 1 }));
    expect(afterLateCancellation(first)).toEqual(standing({ consecutiveLateCancellations: 2, serviceTerminated: true }));
  });

  it('breaks the run without lifting a termination', () => {
    expect(afterRunBroken(standing({ consecutiveLateCancellations: 1 }))).toEqual(GOOD_STANDING);
    expect(afterRunBroken(standing({ consecutiveLateCancellations: 2, serviceTerminated: true }))).toEqual(standing({ serviceTerminated: true }));
  });

  it('lets a verified member of a couple in good standing book, and says why not otherwise', () => {
    expect(assertMayBook({ coupleId: 'c1', emailVerified: true }, GOOD_STANDING, NOW)).toBe('c1');
    expect(() => assertMayBook({ coupleId: null, emailVerified: true }, GOOD_STANDING, NOW)).toThrow(expect.objectContaining({ code: 'DINNERS.NO_COUPLE' }));
    expect(() => assertMayBook({ coupleId: 'c1', emailVerified: true }, standing({ consecutiveLateCancellations: 2, serviceTerminated: true }), NOW)).toThrow(
      expect.objectContaining({ code: 'DINNERS.SERVICE_TERMINATED' }),
    );
    expect(() => assertMayBook({ coupleId: 'c1', emailVerified: false }, GOOD_STANDING, NOW)).toThrow(
      expect.objectContaining({ code: 'DINNERS.EMAIL_NOT_VERIFIED' }),
    );
  });

  it('refuses a suspended couple until the suspension date, saying why and until when, then lets it book again', () => {
    const until = new Date('2026-06-15T00:00:00Z');
    const held = suspended(GOOD_STANDING, until, 'Rude to the staff.');
    expect(activeSuspension(held, NOW)).toEqual({ until, reason: 'Rude to the staff.' });
    expect(() => assertMayBook({ coupleId: 'c1', emailVerified: true }, held, NOW)).toThrow(
      expect.objectContaining({ code: 'DINNERS.SUSPENDED', message: expect.stringMatching(/until 2026-06-15.*Rude to the staff\./) }),
    );
    expect(activeSuspension(held, until)).toBeNull();
    expect(assertMayBook({ coupleId: 'c1', emailVerified: true }, held, until)).toBe('c1');
  });

  it('lifts a suspension in force before its date, so the couple may book at once; refuses when none is in force', () => {
    const held = suspended(standing({ consecutiveLateCancellations: 1 }), new Date('2026-06-15T00:00:00Z'), 'Two no-shows.');
    const lifted = suspensionLifted(held, NOW);
    expect(lifted).toEqual(standing({ consecutiveLateCancellations: 1 }));
    expect(assertMayBook({ coupleId: 'c1', emailVerified: true }, lifted, NOW)).toBe('c1');
    expect(() => suspensionLifted(GOOD_STANDING, NOW)).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_SUSPENDED' }));
    expect(() => suspensionLifted(held, new Date('2026-06-15T00:00:00Z'))).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_SUSPENDED' }));
  });

  it('ends the service after a safety report with the reason in the refusal', () => {
    const ended = terminatedForSafety(GOOD_STANDING, 'Threatened another guest.');
    expect(() => assertMayBook({ coupleId: 'c1', emailVerified: true }, ended, NOW)).toThrow(
      expect.objectContaining({ code: 'DINNERS.SERVICE_TERMINATED', message: expect.stringContaining('Threatened another guest.') }),
    );
  });

  it('reinstates a terminated couple with a clean run, and refuses a couple in good standing', () => {
    const terminated = afterLateCancellation(afterLateCancellation(GOOD_STANDING));
    expect(reinstated(terminated)).toEqual(GOOD_STANDING);
    expect(() => reinstated(afterLateCancellation(GOOD_STANDING))).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_TERMINATED' }));
  });
});
