/**
 * The checks Stripe's test mode makes on a card before it looks at the number's outcome:
 * a number that passes the Luhn check, an expiry month that has not passed (MM / YY) and a
 * CVC of 3 digits (4 for American Express). The test-mode form makes the same checks.
 */
export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type TestCardField = keyof TestCard;

export const TEST_CARD_MESSAGES: Record<TestCardField, string> = {
  cardNumber: 'Your card number is incomplete or invalid.',
  expiry: "Your card's expiry date is incomplete or in the past.",
  cvc: "Your card's security code is incomplete.",
};

export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** A card expires at the end of its month; `now`'s month is still valid. */
export function expiryIsCurrent(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The fields that fail, each with the message to show beside it; empty when the card may be tried. */
export function testCardProblems(card: TestCard, now: Date): Partial<Record<TestCardField, string[]>> {
  const digits = cardDigits(card.cardNumber);
  const problems: Partial<Record<TestCardField, string[]>> = {};
  if (!passesLuhn(digits)) problems.cardNumber = [TEST_CARD_MESSAGES.cardNumber];
  if (!expiryIsCurrent(card.expiry, now)) problems.expiry = [TEST_CARD_MESSAGES.expiry];
  if (!new RegExp(`^\\d{${isAmex(digits) ? 4 : 3}}$`).test(card.cvc.trim())) problems.cvc = [TEST_CARD_MESSAGES.cvc];
  return problems;
}
