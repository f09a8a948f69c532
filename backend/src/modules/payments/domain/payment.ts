import { cardDigits } from './test-card';

/**
 * requires_payment until the provider reports the outcome. A success that finds no spot for
 * its booking is refund_pending until the provider has taken the refund, then refunded: the
 * pending state is stored with the event, so a refund the provider refused is retried.
 */
export type PaymentStatus = 'requires_payment' | 'succeeded' | 'failed' | 'refund_pending' | 'refunded';

/** A provider event, reduced to what the product acts on. */
export interface PaymentEvent {
  id: string;
  kind: 'succeeded' | 'failed' | 'ignored';
  intentId: string | null;
  failureMessage: string | null;
}

/** The next status of a payment on an event; null when the event changes nothing. */
export function nextPaymentStatus(current: PaymentStatus, event: PaymentEvent['kind']): PaymentStatus | null {
  if (event === 'succeeded') return current === 'requires_payment' || current === 'failed' ? 'succeeded' : null;
  if (event === 'failed') return current === 'requires_payment' ? 'failed' : null;
  return null;
}

/**
 * Stripe's published test card numbers, which the test-mode provider honours the same
 * way: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.
 */
const TEST_CARD_SUCCESS = '4242424242424242';
const TEST_CARD_DECLINED = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined.';

export type TestCardOutcome = 'succeeded' | 'declined' | 'invalid';

export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardDigits(cardNumber);
  if (digits === TEST_CARD_SUCCESS) return 'succeeded';
  if (digits === TEST_CARD_DECLINED) return 'declined';
  return 'invalid';
}
