import { signupForm, verifiedCouple } from '../identity/couple-accounts-kit';
import { createTestApp, TestApp } from '../support/test-app';
import { createDinner } from './dinner-fixtures';

/** The whole path of a couple that signed up through the wizard's API, not seeded data. */
describe('a couple signed up through the wizard', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('cannot book before verifying its email', async () => {
    const agent = app.agent();
    await agent.post('/api/auth/signup').send(signupForm({ email: 'unverified.couple@example.ie', partner_email: 'unverified.partner@example.ie' })).expect(201);
    const dinnerId = await createDinner(app);
    expect((await agent.post('/api/user/bookings').send({ dinner_id: dinnerId }).expect(403)).body.code).toBe('DINNERS.EMAIL_NOT_VERIFIED');
  });

  it('finds dinners in its city, books, pays in test mode and sees the booking', async () => {
    const { agent } = await verifiedCouple(app, { email: 'new.couple@example.ie', partner_email: 'new.partner@example.ie' });
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 48 });
    const { events } = (await agent.get('/api/user/available-dinner-events').expect(200)).body;
    expect(events.map((event: { id: string }) => event.id)).toContain(dinnerId);

    const intent = await agent.post('/api/payments/create-intent').send({ dinnerId, amount: 15 }).expect(201);
    await agent.post('/api/payments/test-mode/confirm').send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }).expect(200);
    const { bookings } = (await agent.get('/api/user/my-dinner-bookings').expect(200)).body;
    expect(bookings).toEqual([expect.objectContaining({ dinner_id: dinnerId, status: 'confirmed', can_cancel: true })]);
  });
});
