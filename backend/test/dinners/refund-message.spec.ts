import { createTestApp, TestApp } from '../support/test-app';
import { createCouple, createDinner } from './dinner-fixtures';

/** Issue 14: a couple who paid for a hold they had cancelled was told the dinner was full while 20 seats were free. */
describe('the message of a refunded payment', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('says the reservation was cancelled when the couple cancelled their hold before paying', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { capacity: 20 });
    const intent = await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId }).expect(201);
    await app.http().put(`/api/user/bookings/${intent.body.bookingId}/cancel`).set('Cookie', couple.cookie).expect(200);

    const paid = await app
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', couple.cookie)
      .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    const expected = 'Your reservation was cancelled before the payment arrived, so no spot was booked. Your payment has been refunded.';
    // Issue 25: the card went through, so the code says refunded, not PAYMENTS.CARD_DECLINED.
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ code: 'PAYMENTS.REFUNDED_NO_SPOT', message: expected });

    const check = await app
      .http()
      .post('/api/payments/check-intent')
      .set('Cookie', couple.cookie)
      .send({ paymentIntentId: intent.body.paymentIntentId })
      .expect(200);
    expect(check.body).toMatchObject({ status: 'refunded', refundMessage: expected });
  });
});
