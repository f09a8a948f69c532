import { confirmTestModePaymentBody } from '../../api/generated/zod/payments/payments';
import type { FormMessages } from '../../lib/forms/form-messages';
import { ENGLISH_WORDING, type Translate } from '../../i18n/use-t';

/**
 * The checks the server's test mode makes on a card (payments/domain/test-card.ts), with
 * its words, so that the couple sees a mistake before a spot is held: a number that passes
 * Luhn, an expiry month not yet past (MM / YY), 3 CVC digits (4 for American Express).
 */
export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** The card fields of POST /api/payments/test-mode/confirm (the intent id comes from the server). */
export const testCardSchema = confirmTestModePaymentBody.omit({ paymentIntentId: true });

export type TestCardErrors = Partial<Record<keyof TestCard, string>>;

export type TestCardMessages = FormMessages<TestCard> & Record<keyof TestCard, string>;

/** The mistakes' words in a language (Stripe's own, in English). */
export const testCardMessages = (t: Translate): TestCardMessages => ({
  cardNumber: t('booking.card.numberInvalid'),
  expiry: t('booking.card.expiryInvalid'),
  cvc: t('booking.card.cvcInvalid'),
});

export const TEST_CARD_MESSAGES = testCardMessages(ENGLISH_WORDING.t);

const digitsOf = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  const sum = [...digits].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

function expiryIsCurrent(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 && (2000 + Number(match[2])) * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const cvcLength = (cardNumber: string) => (/^3[47]/.test(digitsOf(cardNumber)) ? 4 : 3);

export function testCardErrors(card: TestCard, now: Date = new Date(), messages: TestCardMessages = TEST_CARD_MESSAGES): TestCardErrors {
  const errors: TestCardErrors = {};
  if (!passesLuhn(digitsOf(card.cardNumber))) errors.cardNumber = messages.cardNumber;
  if (!expiryIsCurrent(card.expiry, now)) errors.expiry = messages.expiry;
  if (!new RegExp(`^\\d{${cvcLength(card.cardNumber)}}$`).test(card.cvc)) errors.cvc = messages.cvc;
  return errors;
}

/** Types "1234" as "12 / 34", the way card forms show an expiry. */
export const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};
