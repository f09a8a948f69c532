import { formatExpiry, TEST_CARD_MESSAGES, testCardErrors } from './test-card-checks';

const november2026 = new Date('2026-11-23T10:00:00Z');

describe('test-mode card checks', () => {
  it("accepts Stripe's test cards with a month not yet past", () => {
    expect(testCardErrors({ cardNumber: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '123' }, november2026)).toEqual({});
    expect(testCardErrors({ cardNumber: '3782 822463 10005', expiry: '01 / 27', cvc: '1234' }, november2026)).toEqual({});
  });

  it("names a mistyped number, a past or impossible month and a short CVC in the server's words", () => {
    expect(testCardErrors({ cardNumber: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' }, november2026)).toEqual(TEST_CARD_MESSAGES);
    expect(testCardErrors({ cardNumber: '4242424242424242', expiry: '13 / 30', cvc: '1234' }, november2026)).toEqual({
      expiry: TEST_CARD_MESSAGES.expiry,
      cvc: TEST_CARD_MESSAGES.cvc,
    });
    expect(testCardErrors({ cardNumber: '3782 822463 10005', expiry: '12 / 34', cvc: '123' }, november2026)).toEqual({ cvc: TEST_CARD_MESSAGES.cvc });
  });

  it('formats the expiry as MM / YY while typing', () => {
    expect([formatExpiry('1'), formatExpiry('12'), formatExpiry('123'), formatExpiry('12 / 345')]).toEqual(['1', '12', '12 / 3', '12 / 34']);
  });
});
