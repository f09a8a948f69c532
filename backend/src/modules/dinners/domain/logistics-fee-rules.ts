import { DomainError } from '../../../kernel/domain-error';
import { minorDigitsOf } from '../../../kernel/money';

/** The highest fee, in the currency's minor units: €1000 (the spec's cap), £1000, ¥100000. */
const MAX_FEE_MINOR = 100_000;

/** 'euro' as the spec words it; another currency by its code. */
const currencyWords = (currency: string) => (currency === 'EUR' ? 'euro' : currency);

/** '€', '£', 'US$': the symbol the cap is written with. */
function symbolOf(currency: string): string {
  const parts = new Intl.NumberFormat('en-IE', { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/**
 * Why an admin's fee (in major units of the dinner's city currency) cannot be taken, in the
 * admin-side spec's words for euro ("…in euro with at most 2 decimals", "…cannot exceed €1000."),
 * or null. The decimals are the currency's own.
 */
export function logisticsFeeProblem(fee: number, currencyCode: string): string | null {
  const currency = currencyCode.toUpperCase();
  const digits = minorDigitsOf(currency);
  if (Number(fee.toFixed(digits)) !== fee) {
    return digits === 0
      ? `The logistics fee must be a whole amount in ${currencyWords(currency)}.`
      : `The logistics fee must be an amount in ${currencyWords(currency)} with at most ${digits} decimals.`;
  }
  const cap = MAX_FEE_MINOR / 10 ** digits;
  if (fee > cap) return `The logistics fee cannot exceed ${symbolOf(currency)}${cap}.`;
  return null;
}

export const invalidLogisticsFee = (message: string) => new DomainError('invalid', 'DINNERS.INVALID_FEE', message, { fields: { logistics_fee: [message] } });
