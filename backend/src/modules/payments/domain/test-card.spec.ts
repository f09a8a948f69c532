import { expiryIsCurrent, passesLuhn, TEST_CARD_MESSAGES, testCardProblems } from './test-card';

const november2026 = new Date('2026-11-23T10:00:00Z');

describe('test-mode card checks', () => {
  it("passes Stripe's test numbers through Luhn and refuses a mistyped one", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
  });

  it('takes this month and later months, refuses past months and non-months', () => {
    expect(expiryIsCurrent('11 / 26', november2026)).toBe(true);
    expect(expiryIsCurrent('01/27', november2026)).toBe(true);
    expect(expiryIsCurrent('10 / 26', november2026)).toBe(false);
    expect(expiryIsCurrent('12 / 25', november2026)).toBe(false);
    expect(expiryIsCurrent('13 / 27', november2026)).toBe(false);
    expect(expiryIsCurrent('1226', november2026)).toBe(false);
  });

  it('wants 3 CVC digits, 4 for American Express, and names each bad field', () => {
    expect(testCardProblems({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, november2026)).toEqual({});
    expect(testCardProblems({ cardNumber: '3782 822463 10005', expiry: '12 / 34', cvc: '1234' }, november2026)).toEqual({});
    expect(testCardProblems({ cardNumber: '3782 822463 10005', expiry: '12 / 34', cvc: '123' }, november2026)).toEqual({ cvc: [TEST_CARD_MESSAGES.cvc] });
    expect(testCardProblems({ cardNumber: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' }, november2026)).toEqual({
      cardNumber: [TEST_CARD_MESSAGES.cardNumber],
      expiry: [TEST_CARD_MESSAGES.expiry],
      cvc: [TEST_CARD_MESSAGES.cvc],
    });
  });
});
