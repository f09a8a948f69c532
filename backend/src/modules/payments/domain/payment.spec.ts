import { nextPaymentStatus, testCardOutcome } from './payment';

describe('payment status', () => {
  it('succeeds from requires_payment or after a failed card, and never twice', () => {
    expect(nextPaymentStatus('requires_payment', 'succeeded')).toBe('succeeded');
    expect(nextPaymentStatus('failed', 'succeeded')).toBe('succeeded');
    expect(nextPaymentStatus('succeeded', 'succeeded')).toBeNull();
    expect(nextPaymentStatus('refunded', 'succeeded')).toBeNull();
  });

  it('never turns a success into a failure, and ignores other events', () => {
    expect(nextPaymentStatus('requires_payment', 'failed')).toBe('failed');
    expect(nextPaymentStatus('succeeded', 'failed')).toBeNull();
    expect(nextPaymentStatus('requires_payment', 'ignored')).toBeNull();
  });
});

describe('test-mode cards', () => {
  it("follows Stripe's test numbers, with or without spaces", () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(testCardOutcome('4000-0000-0000-0002')).toBe('declined');
    expect(testCardOutcome('4111111111111111')).toBe('invalid');
  });
});
