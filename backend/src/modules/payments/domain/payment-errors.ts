import { DomainError } from '../../../kernel/domain-error';
import { moneyText } from '../../../kernel/money';

export const PaymentErrors = {
  paymentNotFound: () => new DomainError('not_found', 'PAYMENTS.PAYMENT_NOT_FOUND', 'Payment not found.'),
  notRefundable: (status: string) =>
    new DomainError('conflict', 'PAYMENTS.NOT_REFUNDABLE', `Only a succeeded payment can be refunded; this one is ${status.replace('_', ' ')}.`),
  refundTooLarge: (paidCents: number, refundedCents: number, currency: string) =>
    new DomainError(
      'invalid',
      'PAYMENTS.REFUND_TOO_LARGE',
      refundedCents === 0
        ? `A refund cannot exceed the ${moneyText(paidCents, currency)} paid.`
        : `A refund cannot exceed the ${moneyText(paidCents - refundedCents, currency)} left of the ${moneyText(paidCents, currency)} paid (${moneyText(refundedCents, currency)} is refunded already).`,
    ),
  intentNotFound: () => new DomainError('not_found', 'PAYMENTS.INTENT_NOT_FOUND', 'Payment not found.'),
  notYourPayment: () => new DomainError('forbidden', 'PAYMENTS.NOT_YOUR_PAYMENT', 'This payment belongs to another couple.'),
  notYourCouple: () => new DomainError('forbidden', 'PAYMENTS.NOT_YOUR_COUPLE', 'You can only pay for your own couple.'),
  alreadyProcessed: () => new DomainError('conflict', 'PAYMENTS.ALREADY_PROCESSED', 'This payment has already been processed.'),
  declined: (message: string) => new DomainError('invalid', 'PAYMENTS.CARD_DECLINED', message),
  /** The card was charged but the booking had no spot left (cancelled, closed, full): the payment is refunded. */
  refundedNoSpot: (message: string) => new DomainError('conflict', 'PAYMENTS.REFUNDED_NO_SPOT', message),
  invalidCard: () =>
    new DomainError(
      'invalid',
      'PAYMENTS.INVALID_CARD',
      'Your card number is invalid. In test mode use 4242 4242 4242 4242 (success) or 4000 0000 0000 0002 (declined).',
    ),
  cardDetails: (fields: Partial<Record<string, string[]>>) =>
    new DomainError('invalid', 'PAYMENTS.CARD_DETAILS', Object.values(fields).flat().join(' '), { fields }),
  testModeDisabled: () => new DomainError('not_found', 'PAYMENTS.TEST_MODE_DISABLED', 'Test-mode payments are not available here.'),
  webhooksDisabled: () => new DomainError('not_found', 'PAYMENTS.WEBHOOKS_DISABLED', 'Payment webhooks are only received when Stripe is configured.'),
  badSignature: () => new DomainError('invalid', 'PAYMENTS.BAD_SIGNATURE', 'Webhook signature verification failed.'),
  providerFailed: (message: string) => new DomainError('unavailable', 'PAYMENTS.PROVIDER_ERROR', message),
};
