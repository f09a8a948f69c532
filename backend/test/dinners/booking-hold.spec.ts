import { ReleaseExpiredHolds } from '../../src/modules/dinners/application/bookings/release-expired-holds';
import { PaymentHistory } from '../../src/modules/payments';
import { createTestApp, TestApp } from '../support/test-app';
import { bookingStatuses, createCouple, createDinner, db, fillSpots, signIn } from './dinner-fixtures';

const MINUTE = 60_000;

describe('15-minute holds', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const reserve = (cookie: string, dinnerId: string) => app.http().post('/api/payments/create-intent').set('Cookie', cookie).send({ dinnerId });
  const pay = (cookie: string, paymentIntentId: string, cardNumber = '4242 4242 4242 4242', card = { expiry: '12 / 34', cvc: '123' }) =>
    app
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', cookie)
      .send({ paymentIntentId, cardNumber, ...card });

  it('holds the last spot for 15 minutes, then frees it; the cron job marks the hold expired', async () => {
    const [first, second] = [await createCouple(app), await createCouple(app)];
    const dinnerId = await createDinner(app, { capacity: 4 });
    await fillSpots(app, dinnerId, 3);

    await reserve(first.cookie, dinnerId).expect(201);
    expect((await reserve(second.cookie, dinnerId).expect(409)).body.code).toBe('DINNERS.FULL');

    app.clock.advance(15 * MINUTE + 1000);
    await app.app.get(ReleaseExpiredHolds).execute();
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 3, expired: 1 });
    await reserve(second.cookie, dinnerId).expect(201);
  });

  it('honours a payment arriving after its hold lapsed while a spot is still free', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { capacity: 4 });
    const intent = await reserve(couple.cookie, dinnerId).expect(201);
    app.clock.advance(20 * MINUTE);
    await app.app.get(ReleaseExpiredHolds).execute();
    await pay(couple.cookie, intent.body.paymentIntentId).expect(200);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
  });

  it('refunds a payment arriving after its hold lapsed and the dinner filled up', async () => {
    const [late, other] = [await createCouple(app), await createCouple(app)];
    const dinnerId = await createDinner(app, { capacity: 4 });
    await fillSpots(app, dinnerId, 3);
    const intent = await reserve(late.cookie, dinnerId).expect(201);
    app.clock.advance(16 * MINUTE);
    const otherIntent = await reserve(other.cookie, dinnerId).expect(201);
    await pay(other.cookie, otherIntent.body.paymentIntentId).expect(200);

    const refused = await pay(late.cookie, intent.body.paymentIntentId).expect(409);
    expect(refused.body.code).toBe('PAYMENTS.REFUNDED_NO_SPOT');
    expect(refused.body.message).toBe('Your reservation expired and the dinner is now full. Your payment has been refunded.');
    const [payment] = await db(app).query('SELECT status FROM payments WHERE provider_intent_id = $1', [intent.body.paymentIntentId]);
    expect(payment.status).toBe('refunded');
    expect((await bookingStatuses(app, dinnerId)).confirmed).toBe(4);
  });

  it('charges the stored fee whatever amount the client sends, and declines the decline card', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { feeCents: 1250 });
    const intent = await app
      .http()
      .post('/api/payments/create-intent')
      .set('Cookie', couple.cookie)
      .send({ dinnerId, amount: 0.01, coupleId: couple.coupleId })
      .expect(201);
    expect(intent.body).toMatchObject({ amount: 1250, provider: 'test-mode' });
    expect(intent.body.clientSecret).toMatch(/^pi_test_mode_/);

    const declined = await pay(couple.cookie, intent.body.paymentIntentId, '4000 0000 0000 0002').expect(400);
    expect(declined.body).toMatchObject({ code: 'PAYMENTS.CARD_DECLINED', message: 'Your card was declined.' });
    expect((await pay(couple.cookie, intent.body.paymentIntentId, '4111 1111 1111 1111').expect(400)).body.code).toBe('PAYMENTS.INVALID_CARD');
    await pay(couple.cookie, intent.body.paymentIntentId).expect(200);
    expect((await pay(couple.cookie, intent.body.paymentIntentId).expect(409)).body.code).toBe('PAYMENTS.ALREADY_PROCESSED');

    const bookings = await app.http().get('/api/user/my-bookings').set('Cookie', couple.cookie).expect(200);
    expect(bookings.body.bookings[0]).toMatchObject({ dinner_id: dinnerId, status: 'confirmed', logistics_fee: 12.5, can_cancel: true });
    const [payment] = await app.app.get(PaymentHistory).payments(couple.coupleId);
    expect(payment).toMatchObject({
      amount: 1250,
      status: 'succeeded',
      transactionType: 'dinner_booking',
      provider: 'test-mode',
      providerIntentId: intent.body.paymentIntentId,
    });
    expect(await app.app.get(PaymentHistory).subscription(couple.coupleId)).toBeNull();
    const [confirmation] = await db(app).query(
      `SELECT attachments, text FROM mail_outbox WHERE recipient = $1 AND subject = 'Your surprise dinner is booked'`,
      [couple.users[0].email],
    );
    expect(confirmation.text).toContain('You paid the logistics fee of €12.50.');
    expect(confirmation.text).toContain(
      'If you cancel, the logistics fee is not refunded. If we cancel the dinner, or cannot seat you with a group, we refund the fee in full.',
    );
    expect(confirmation.attachments[0]).toMatchObject({ filename: 'surprise-dinner.ics' });
    expect(confirmation.attachments[0].content).toContain('SUMMARY:Surprise dinner');
    // A dinner whose bookings close before its 24-hour mark keeps the usual promise, in the mail, the invite and the API (issue 51).
    expect(confirmation.text).toContain('We reveal the restaurant and your fellow diners 24 hours before the dinner.');
    expect(confirmation.attachments[0].content.replace(/\r\n[ \t]/g, '')).toContain('The restaurant is revealed 24 hours before.');
    expect(bookings.body.bookings[0].reveal_timing).toBe('day_before');
    expect((await app.http().get(`/api/dinners/${dinnerId}`).set('Cookie', couple.cookie).expect(200)).body.reveal_timing).toBe('day_before');
  });

  it('checks the card as Stripe test mode does: Luhn, a month not yet past, 3 CVC digits; each problem named in words', async () => {
    const couple = await createCouple(app);
    const intent = await reserve(couple.cookie, await createDinner(app)).expect(201);
    const refused = await pay(couple.cookie, intent.body.paymentIntentId, '4242 4242 4242 4241', { expiry: '01 / 20', cvc: '12' }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'PAYMENTS.CARD_DETAILS',
      fields: {
        cardNumber: ['Your card number is incomplete or invalid.'],
        expiry: ["Your card's expiry date is incomplete or in the past."],
        cvc: ["Your card's security code is incomplete."],
      },
    });
    const missing = await app
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', couple.cookie)
      .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242 4242 4242 4242' })
      .expect(400);
    expect(missing.body.fields).toEqual({ expiry: ['Expiry is required.'], cvc: ['Security code (CVC) is required.'] });
    await pay(couple.cookie, intent.body.paymentIntentId).expect(200);
  });

  it('refuses unverified couples, other couples, and bad input with 4xx', async () => {
    const unverified = await createCouple(app, { verified: false });
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    expect((await app.http().post('/api/user/bookings').set('Cookie', unverified.cookie).send({ dinner_id: dinnerId }).expect(403)).body.code).toBe(
      'DINNERS.EMAIL_NOT_VERIFIED',
    );
    expect(
      (await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId, coupleId: unverified.coupleId }).expect(403)).body
        .code,
    ).toBe('PAYMENTS.NOT_YOUR_COUPLE');
    await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({}).expect(400);
    await app.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await app.http().get('/api/dinners/not-a-uuid').set('Cookie', couple.cookie).expect(400);
    await app.http().post('/api/payments/webhook').send({}).expect(404);
    await app.http().get('/api/admin/published-dinner-slots').set('Cookie', couple.cookie).expect(403);
  });

  it('lists every upcoming dinner for admins', async () => {
    const dinnerId = await createDinner(app, { eventInHours: 30, deadlineInHours: 10 });
    const [admin] = await db(app).query(
      `INSERT INTO users (email, first_name, role, is_admin, admin_role, email_verified) VALUES ('ops@example.ie', 'Ops', 'admin', true, 'owner', true) RETURNING id`,
    );
    const { slots } = (
      await app
        .http()
        .get('/api/admin/published-dinner-slots')
        .set('Cookie', await signIn(app, admin.id))
        .expect(200)
    ).body;
    expect(slots.find((slot: { id: string }) => slot.id === dinnerId)).toMatchObject({
      status: 'accepting_bookings',
      capacity: 20,
      city: 'Dublin',
      availableSpots: 20,
    });
    const past = await createDinner(app, { eventInHours: -3, deadlineInHours: -30 });
    expect(slots.map((slot: { id: string }) => slot.id)).not.toContain(past);
  });

  it('refuses a dinner of another city on every booking path (issue 25: a Dublin couple booked a London dinner)', async () => {
    const dublin = await createCouple(app);
    const london = await createDinner(app, { city: 'London', country: 'United Kingdom' });
    const message =
      'This dinner is in London, and your couple profile says Dublin. You can book dinners in your own city; change your city in your profile if you have moved.';
    for (const attempt of [
      reserve(dublin.cookie, london),
      app.http().post('/api/user/bookings').set('Cookie', dublin.cookie).send({ dinner_id: london }),
      app.http().post('/api/user/select-dinner-slot').set('Cookie', dublin.cookie).send({ slotId: london }),
    ]) {
      expect((await attempt.expect(403)).body).toMatchObject({ code: 'DINNERS.NOT_IN_YOUR_CITY', message });
    }
    expect(await bookingStatuses(app, london)).toEqual({});
  });

  it("offers the couple only its city's dinners still open for booking, soonest first", async () => {
    const couple = await createCouple(app);
    const later = await createDinner(app, { eventInHours: 80, deadlineInHours: 50 });
    const sooner = await createDinner(app, { eventInHours: 40, deadlineInHours: 20 });
    const closed = await createDinner(app, { eventInHours: 10, deadlineInHours: -1 });
    const inactive = await createDinner(app, { eventInHours: 40, deadlineInHours: 20 });
    const matched = await createDinner(app, { eventInHours: 40, deadlineInHours: 20 });
    const elsewhere = await createDinner(app, { eventInHours: 40, deadlineInHours: 20, city: 'Cork' });
    await db(app).query(`UPDATE dinner_events SET is_active = false WHERE id = $1`, [inactive]);
    await db(app).query(`UPDATE dinner_events SET status = 'matched' WHERE id = $1`, [matched]);
    const ids = ((await app.http().get('/api/user/available-dinner-slots').set('Cookie', couple.cookie).expect(200)).body.slots as { id: string }[]).map(
      (slot) => slot.id,
    );
    expect(ids.filter((id) => [later, sooner, closed, inactive, matched, elsewhere].includes(id))).toEqual([sooner, later]);
  });
});
