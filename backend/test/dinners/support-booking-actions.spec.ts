import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, bookingStatuses, createAdmin, createCouple, createDinner, db, fillSpots } from './dinner-fixtures';

const CANCELLED = 'Your dinner booking is cancelled';
const MOVED = 'Your surprise dinner has a new time';

interface OutboxMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** Customer support's booking actions (issue 23): cancel for a couple with the fee policy chosen, move to another dinner. */
describe('support actions on bookings', () => {
  let app: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    app = await createTestApp();
    adminCookie = await createAdmin(app);
  });
  afterAll(() => app.close());

  const mailsTo = async (email: string, subject: string): Promise<OutboxMail[]> =>
    (await app.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages.filter((mail: OutboxMail) => mail.subject === subject);
  const cancel = (bookingId: string, body: object) => app.http().post(`/api/admin/support/bookings/${bookingId}/cancel`).set('Cookie', adminCookie).send(body);
  const move = (bookingId: string, body: object) => app.http().post(`/api/admin/support/bookings/${bookingId}/move`).set('Cookie', adminCookie).send(body);
  const payment = async (bookingId: string) => (await db(app).query('SELECT status, dinner_id FROM payments WHERE booking_id = $1', [bookingId]))[0];
  const audit = async (action: string, bookingId: string) =>
    (await db(app).query(`SELECT subject_user_ids, detail FROM admin_audit_log WHERE action = $1 AND detail->>'bookingId' = $2`, [action, bookingId]))[0];

  it('cancels keeping the fee: the spot is freed, the mail cancels the calendar entry and keeps the fee, nothing is refunded, no late cancellation', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { eventInHours: 3, deadlineInHours: 1 });
    const bookingId = await bookAndPay(app, couple, dinnerId);

    expect((await cancel(bookingId, { fee: 'keep', reason: 'Asked by phone' }).expect(200)).body).toEqual({
      booking_id: bookingId,
      fee_kept_cents: 1500,
      currency: 'EUR',
      fee_refunded: false,
    });
    expect(await bookingStatuses(app, dinnerId)).toEqual({ cancelled: 1 });
    expect((await payment(bookingId)).status).toBe('succeeded');
    const [{ was_late_cancellation }] = await db(app).query('SELECT was_late_cancellation FROM dinner_bookings WHERE id = $1', [bookingId]);
    expect(was_late_cancellation).toBe(false);
    for (const user of couple.users) {
      const [mail] = await mailsTo(user.email, CANCELLED);
      expect(mail.text).toContain('Your €15.00 logistics fee is not refunded');
      expect(mail.attachments[0].content).toContain('METHOD:CANCEL');
    }
    const entry = await audit('cancel_booking', bookingId);
    expect(entry.subject_user_ids.sort()).toEqual(couple.users.map((user) => user.id).sort());
    expect(entry.detail).toMatchObject({ reason: 'Asked by phone', fee: 'keep', feeKeptCents: 1500, feeRefunded: false });
    expect((await cancel(bookingId, { fee: 'keep', reason: 'Again' }).expect(409)).body.code).toBe('DINNERS.NOT_CANCELLABLE');
  });

  it('cancels refunding the fee: the payment is refunded and the mail says so', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    const bookingId = await bookAndPay(app, couple, dinnerId);
    expect((await cancel(bookingId, { fee: 'refund', reason: 'Restaurant closed that night' }).expect(200)).body).toEqual({
      booking_id: bookingId,
      fee_kept_cents: 0,
      currency: 'EUR',
      fee_refunded: true,
    });
    expect((await payment(bookingId)).status).toBe('refunded');
    const [mail] = await mailsTo(couple.users[0].email, CANCELLED);
    expect(mail.text).toContain('Your €15.00 logistics fee is refunded.');
    expect(mail.text).not.toContain('not refunded');
  });

  it('refuses a cancellation without a fee policy or a reason', async () => {
    const couple = await createCouple(app);
    const bookingId = await bookAndPay(app, couple, await createDinner(app));
    expect(Object.keys((await cancel(bookingId, {}).expect(400)).body.fields).sort()).toEqual(['fee', 'reason']);
    await cancel(bookingId, { fee: 'half', reason: 'x' }).expect(400);
    await cancel(bookingId, { fee: 'keep', reason: 'a\r\nb' }).expect(400);
    await cancel('0b6f3c2a-9d8e-4f7a-b1c2-d3e4f5a6b7c8', { fee: 'keep', reason: 'x' }).expect(404);
    await app.http().post(`/api/admin/support/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).send({ fee: 'keep', reason: 'x' }).expect(403);
  });

  it('moves a paid booking with its payment to another dinner of the city: capacity counted, couple told, calendar entry moved', async () => {
    const couple = await createCouple(app);
    const from = await createDinner(app, { eventInHours: 96 });
    const to = await createDinner(app, { eventInHours: 240, capacity: 4 });
    const bookingId = await bookAndPay(app, couple, from);

    expect((await move(bookingId, { dinner_id: to, reason: 'Away that weekend' }).expect(200)).body).toEqual({
      booking_id: bookingId,
      from_dinner_id: from,
      to_dinner_id: to,
    });
    expect(await bookingStatuses(app, from)).toEqual({});
    expect(await bookingStatuses(app, to)).toEqual({ confirmed: 1 });
    expect(await payment(bookingId)).toEqual({ status: 'succeeded', dinner_id: to });
    for (const user of couple.users) {
      const [mail] = await mailsTo(user.email, MOVED);
      expect(mail.attachments[0].content).toContain('METHOD:REQUEST');
    }
    expect((await audit('move_booking', bookingId)).detail).toEqual({ reason: 'Away that weekend', bookingId, fromDinnerId: from, toDinnerId: to });
  });

  it('refuses a move to a full dinner, another city, the same dinner, or of an unpaid hold, and changes nothing', async () => {
    const couple = await createCouple(app);
    const from = await createDinner(app);
    const bookingId = await bookAndPay(app, couple, from);
    const full = await createDinner(app, { capacity: 4 });
    await fillSpots(app, full, 4);
    expect((await move(bookingId, { dinner_id: full, reason: 'x' }).expect(409)).body.code).toBe('DINNERS.FULL');
    const cork = await createDinner(app, { city: 'Cork' });
    expect((await move(bookingId, { dinner_id: cork, reason: 'x' }).expect(400)).body.code).toBe('DINNERS.OTHER_CITY');
    expect((await move(bookingId, { dinner_id: from, reason: 'x' }).expect(400)).body.code).toBe('DINNERS.SAME_DINNER');
    await move(bookingId, { dinner_id: 'not-a-uuid', reason: 'x' }).expect(400);
    await move(bookingId, { dinner_id: '0b6f3c2a-9d8e-4f7a-b1c2-d3e4f5a6b7c8', reason: 'x' }).expect(404);
    expect(await bookingStatuses(app, from)).toEqual({ confirmed: 1 });

    const holder = await createCouple(app);
    const hold = await app
      .http()
      .post('/api/payments/create-intent')
      .set('Cookie', holder.cookie)
      .send({ dinnerId: from, coupleId: holder.coupleId, amount: 15 })
      .expect(201);
    expect((await move(hold.body.bookingId, { dinner_id: await createDinner(app), reason: 'x' }).expect(409)).body.code).toBe('DINNERS.NOT_MOVABLE');
  });

  it('offers to move only to dinners the booking can move to: never one the couple already booked, a full one or another city', async () => {
    const targets = async (bookingId: string): Promise<string[]> =>
      (await app.http().get(`/api/admin/support/bookings/${bookingId}/move-targets`).set('Cookie', adminCookie).expect(200)).body.dinners.map(
        (dinner: { id: string }) => dinner.id,
      );
    const couple = await createCouple(app);
    const from = await createDinner(app, { eventInHours: 100 });
    const bookingId = await bookAndPay(app, couple, from);
    const alsoBooked = await createDinner(app, { eventInHours: 200 });
    await bookAndPay(app, couple, alsoBooked);
    const full = await createDinner(app, { capacity: 4 });
    await fillSpots(app, full, 4);
    const cork = await createDinner(app, { city: 'Cork' });
    const open = await createDinner(app, { eventInHours: 300 });

    const offered = await targets(bookingId);
    expect(offered).toContain(open);
    for (const refused of [from, alsoBooked, full, cork]) expect(offered).not.toContain(refused);
    expect((await move(bookingId, { dinner_id: alsoBooked, reason: 'x' }).expect(409)).body.code).toBe('DINNERS.ALREADY_BOOKED');

    const holder = await createCouple(app);
    const hold = await app
      .http()
      .post('/api/payments/create-intent')
      .set('Cookie', holder.cookie)
      .send({ dinnerId: from, coupleId: holder.coupleId, amount: 15 })
      .expect(201);
    expect(await targets(hold.body.bookingId)).toEqual([]);
    await app.http().get('/api/admin/support/bookings/0b6f3c2a-9d8e-4f7a-b1c2-d3e4f5a6b7c8/move-targets').set('Cookie', adminCookie).expect(404);
  });
});
