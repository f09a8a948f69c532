import { afterLateCancellation, afterRunBroken, assertMayBook, GOOD_STANDING, reinstated } from './couple-standing';

describe('couple standing', () => {
  it('terminates the service at the second consecutive late cancellation', () => {
    const first = afterLateCancellation(GOOD_STANDING);
    expect(first).toEqual({ consecutiveLateCancellations: 1, serviceTerminated: false });
    expect(afterLateCancellation(first)).toEqual({ consecutiveLateCancellations: 2, serviceTerminated: true });
  });

  it('breaks the run without lifting a termination', () => {
    expect(afterRunBroken({ consecutiveLateCancellations: 1, serviceTerminated: false })).toEqual(GOOD_STANDING);
    expect(afterRunBroken({ consecutiveLateCancellations: 2, serviceTerminated: true })).toEqual({ consecutiveLateCancellations: 0, serviceTerminated: true });
  });

  it('lets a verified member of a couple in good standing book, and says why not otherwise', () => {
    expect(assertMayBook({ coupleId: 'c1', emailVerified: true }, GOOD_STANDING)).toBe('c1');
    expect(() => assertMayBook({ coupleId: null, emailVerified: true }, GOOD_STANDING)).toThrow(expect.objectContaining({ code: 'DINNERS.NO_COUPLE' }));
    expect(() => assertMayBook({ coupleId: 'c1', emailVerified: true }, { consecutiveLateCancellations: 2, serviceTerminated: true })).toThrow(
      expect.objectContaining({ code: 'DINNERS.SERVICE_TERMINATED' }),
    );
    expect(() => assertMayBook({ coupleId: 'c1', emailVerified: false }, GOOD_STANDING)).toThrow(
      expect.objectContaining({ code: 'DINNERS.EMAIL_NOT_VERIFIED' }),
    );
  });

  it('reinstates a terminated couple with a clean run, and refuses a couple in good standing', () => {
    const terminated = afterLateCancellation(afterLateCancellation(GOOD_STANDING));
    expect(reinstated(terminated)).toEqual(GOOD_STANDING);
    expect(() => reinstated(afterLateCancellation(GOOD_STANDING))).toThrow(expect.objectContaining({ code: 'DINNERS.NOT_TERMINATED' }));
  });
});
