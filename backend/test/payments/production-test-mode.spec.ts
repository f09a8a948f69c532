import { createTestApp, TestApp } from '../support/test-app';
import { bookingStatuses, createCouple, createDinner } from '../dinners/dinner-fixtures';

/**
 * docker-compose's default: NODE_ENV=production with PAYMENT_PROVIDER=test-mode chosen
 * explicitly. Create-intent holds a spot, so confirm must complete the booking.
 */
describe('test-mode payments in production, chosen explicitly', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'test-mode',
        PUBLIC_URL: 'http://localhost:3000',
        SESSION_SECRET: 'tablemates-development-only-session-secret',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
  });
  afterAll(() => app.close());

  it('reports the test-mode provider and completes a booking paid with a test card', async () => {
    expect((await app.http().get('/api/payments/config').expect(200)).body).toMatchObject({ provider: 'test-mode' });
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    const intent = await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId }).expect(201);
    const paid = await app
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', couple.cookie)
      .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect(paid.status).toBe(200);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
  });
});
