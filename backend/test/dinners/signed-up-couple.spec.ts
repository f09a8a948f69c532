import { signupForm, verifiedCouple } from '../identity/couple-accounts-kit';
import { createTestApp, TestApp } from '../support/test-app';
import { createDinner, db } from './dinner-fixtures';

/** The whole path of a couple that signed up through the wizard's API, not seeded data. */
describe('a couple signed up through the wizard', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('cannot book before verifying its email', async () => {
    const agent = app.agent();
    await agent
      .post('/api/auth/signup')
      .send(signupForm({ email: 'unverified.couple@example.ie', partner_email: 'unverified.partner@example.ie' }))
      .expect(201);
    const dinnerId = await createDinner(app);
    expect((await agent.post('/api/user/bookings').send({ dinner_id: dinnerId }).expect(403)).body.code).toBe('DINNERS.EMAIL_NOT_VERIFIED');
  });

  it('finds dinners in its city, books, pays in test mode and sees the booking', async () => {
    const { agent } = await verifiedCouple(app, { email: 'new.couple@example.ie', partner_email: 'new.partner@example.ie' });
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 48 });
    const { events } = (await agent.get('/api/user/available-dinner-events').expect(200)).body;
    expect(events.map((event: { id: string }) => event.id)).toContain(dinnerId);

    const intent = await agent.post('/api/payments/create-intent').send({ dinnerId, amount: 15 }).expect(201);
    await agent
      .post('/api/payments/test-mode/confirm')
      .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' })
      .expect(200);
    const { bookings } = (await agent.get('/api/user/my-dinner-bookings').expect(200)).body;
    expect(bookings).toEqual([expect.objectContaining({ dinner_id: dinnerId, status: 'confirmed', can_cancel: true })]);
    expect((await agent.get(`/api/user/bookings/${bookings[0].id}`).expect(200)).body).toEqual(bookings[0]);
    const other = await verifiedCouple(app, { email: 'other.couple@example.ie', partner_email: 'other.partner@example.ie' });
    expect((await other.agent.get(`/api/user/bookings/${bookings[0].id}`).expect(404)).body.code).toBe('DINNERS.BOOKING_NOT_FOUND');
  });

  it('is offered the active dinners of the next 10 days in its city, each with its spots, fee and booking window', async () => {
    const { agent } = await verifiedCouple(app, { email: 'offer.couple@example.ie', partner_email: 'offer.partner@example.ie' });
    const [offered, inactive, cancelled, later, elsewhere, assigned, stuck] = [
      await createDinner(app, { eventInHours: 100, deadlineInHours: 60, capacity: 12, feeCents: 1250 }),
      await createDinner(app, { eventInHours: 101 }),
      await createDinner(app, { eventInHours: 102 }),
      await createDinner(app, { eventInHours: 11 * 24 }),
      await createDinner(app, { eventInHours: 103, city: 'Cork' }),
      await createDinner(app, { eventInHours: 104 }),
      await createDinner(app, { eventInHours: 105 }),
    ];
    // Dinners being matched or assigned cannot be booked: they are not offered.
    await db(app).query(`UPDATE dinner_events SET status = 'restaurant_assigned' WHERE id = $1`, [assigned]);
    await db(app).query(`UPDATE dinner_events SET status = 'pending_manual_intervention' WHERE id = $1`, [stuck]);
    await db(app).query('UPDATE dinner_events SET is_active = false WHERE id = $1', [inactive]);
    await db(app).query(`UPDATE dinner_events SET status = 'cancelled_by_system' WHERE id = $1`, [cancelled]);
    const { events } = (await agent.get('/api/user/available-dinner-events').expect(200)).body;
    const ids = events.map((event: { id: string }) => event.id);
    expect(ids).toContain(offered);
    for (const hidden of [inactive, cancelled, later, elsewhere, assigned, stuck]) expect(ids).not.toContain(hidden);
    expect(events.find((event: { id: string }) => event.id === offered)).toEqual({
      id: offered,
      dinner_id: offered,
      city: 'Dublin',
      country: 'Ireland',
      currency: 'EUR',
      event_date: new Date(app.clock.now().getTime() + 100 * 3_600_000).toISOString(),
      booking_deadline: new Date(app.clock.now().getTime() + 60 * 3_600_000).toISOString(),
      capacity: 12,
      booked_couples: 0,
      available_spots: 12,
      logistics_fee: 12.5,
      logistics_fee_cents: 1250,
      frequency: 'monthly',
      status: 'accepting_bookings',
      is_active: true,
      booking_window: { state: 'open', hours_left: 60 },
      time_zone: 'Europe/Dublin',
      // Its bookings close more than 24 hours before it: revealed the day before, as the spec says.
      reveal_timing: 'day_before',
    });
  });
});
