import { CompleteDinners } from '../../src/modules/dinners/application/dinner-events/complete-dinners';
import { CoupleStandingRepository } from '../../src/modules/dinners/application/bookings/couple-standing.repository';
import { CoupleStandings } from '../../src/modules/dinners/application/bookings/couple-standings';
import { UnitOfWork } from '../../src/platform/database/unit-of-work';
import { linkFromOutbox, outboxCount, verifiedCouple } from '../identity/couple-accounts-kit';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, bookingStatuses, createCouple, createDinner, db, signIn } from './dinner-fixtures';

const HOUR = 3_600_000;

describe('late cancellation policy', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function standingOf(coupleId: string): Promise<{ service_terminated: boolean; consecutive_late_cancellations: number }> {
    const [row] = await db(app).query('SELECT service_terminated, consecutive_late_cancellations FROM couple_standings WHERE couple_id = $1', [coupleId]);
    return row ?? { service_terminated: false, consecutive_late_cancellations: 0 };
  }

  it('terminates the service after two consecutive late cancellations, then refuses bookings', async () => {
    const couple = await createCouple(app);
    // Dinners 5 hours away, still open for booking for another hour: cancelling now is late.
    const first = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const second = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const third = await createDinner(app, { eventInHours: 72, deadlineInHours: 48 });

    const firstBooking = await bookAndPay(app, couple, first);
    const cancelled = await app.http().put(`/api/user/bookings/${firstBooking}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(cancelled.body).toEqual({
      message: 'Booking cancelled (late cancellation penalty applied)',
      booking_id: firstBooking,
      was_late_cancellation: true,
      service_terminated: false,
      fee_kept: 15,
      currency: 'EUR',
      fee_note: 'Your €15.00 logistics fee is not refunded: a cancellation by your couple keeps the fee.',
    });

    // What the cancel dialog reads to warn that the next late cancellation ends the service (issue 26).
    const runOf = async (cookie: string) => (await app.http().get('/api/user/my-bookings').set('Cookie', cookie).expect(200)).body.late_cancellations_in_a_row;
    expect(await runOf(couple.cookie)).toBe(1);
    expect(await runOf(await signIn(app, couple.users[1].id))).toBe(1);

    const secondBooking = await bookAndPay(app, couple, second);
    const terminated = await app.http().put(`/api/user/bookings/${secondBooking}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(terminated.body).toMatchObject({ was_late_cancellation: true, service_terminated: true });
    // Both partners read that the service has ended, not the warning that it would (issue 51).
    for (const user of couple.users) {
      const [mail] = await db(app).query(
        "SELECT subject, text FROM mail_outbox WHERE recipient = lower($1) AND subject LIKE 'Your dinner booking is cancelled%' ORDER BY created_at DESC LIMIT 1",
        [user.email],
      );
      expect(mail.subject).toBe('Your dinner booking is cancelled and your service has ended');
      expect(mail.text).toContain('so the service has ended for your couple: you can no longer book dinners.');
      expect(mail.text).not.toContain('Two late cancellations in a row end the service');
      expect(mail.text).not.toContain('Find another dinner');
    }

    const refused = await app.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: third }).expect(403);
    expect(refused.body.code).toBe('DINNERS.SERVICE_TERMINATED');
    const intent = await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId: third }).expect(403);
    expect(intent.body.code).toBe('DINNERS.SERVICE_TERMINATED');

    expect(await standingOf(couple.coupleId)).toEqual({ service_terminated: true, consecutive_late_cancellations: 2 });
    // The standing is the couple's: the other member is refused too.
    const partnerCookie = await signIn(app, couple.users[1].id);
    expect((await app.http().post('/api/user/bookings').set('Cookie', partnerCookie).send({ dinner_id: third }).expect(403)).body.code).toBe(
      'DINNERS.SERVICE_TERMINATED',
    );
    expect((await app.http().get('/api/auth/me').set('Cookie', partnerCookie).expect(200)).body).toMatchObject({
      service_terminated: true,
      termination_cause: 'late_cancellations',
      termination_reason: null,
    });
  });

  it('resets the run on a timely cancellation, and sends a cancellation mail', async () => {
    const couple = await createCouple(app);
    const late = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const timely = await createDinner(app, { eventInHours: 72, deadlineInHours: 48 });
    const lateAgain = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });

    for (const dinnerId of [late, timely, lateAgain]) {
      const bookingId = await bookAndPay(app, couple, dinnerId);
      await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(200);
    }
    expect(await standingOf(couple.coupleId)).toEqual({ service_terminated: false, consecutive_late_cancellations: 1 });
    expect((await app.http().get('/api/user/my-dinner-bookings').set('Cookie', couple.cookie).expect(200)).body.late_cancellations_in_a_row).toBe(1);

    const mails = await app
      .http()
      .get(`/api/dev/outbox?to=${encodeURIComponent(couple.users[1].email)}`)
      .expect(200);
    const cancelled = mails.body.messages.find((mail: { subject: string }) => mail.subject === 'Your dinner booking is cancelled');
    expect(cancelled.text).toMatch(/Your €\d+\.\d{2} logistics fee is not refunded: a cancellation by your couple keeps the fee\./);
  });

  it('resets the run when the couple attends a dinner, which then becomes reviewable', async () => {
    const couple = await createCouple(app);
    const late = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const attended = await createDinner(app, { eventInHours: 8, deadlineInHours: 2 });
    const lateBooking = await bookAndPay(app, couple, late);
    await app.http().put(`/api/user/bookings/${lateBooking}/cancel`).set('Cookie', couple.cookie).expect(200);
    await bookAndPay(app, couple, attended);

    await db(app).query(`UPDATE dinner_events SET status = 'restaurant_assigned' WHERE id = $1`, [attended]);
    app.clock.advance(12 * HOUR);
    await app.app.get(CompleteDinners).execute();
    app.clock.advance(-12 * HOUR);

    expect((await standingOf(couple.coupleId)).consecutive_late_cancellations).toBe(0);
    const { bookings } = (await app.http().get('/api/user/my-bookings').set('Cookie', couple.cookie).expect(200)).body;
    expect(bookings.find((booking: { dinner_id: string }) => booking.dinner_id === attended)).toMatchObject({
      status: 'attended',
      can_review: true,
      can_cancel: false,
    });
  });

  it('rolls the booking back with the late count when the standing cannot be written', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const bookingId = await bookAndPay(app, couple, dinnerId);
    const mailsBefore = await outboxCount(app, couple.users[0].email);
    // The failure strikes after the booking row was cancelled, before the late count is written.
    const standings = app.app.get(CoupleStandingRepository);
    const save = jest.spyOn(standings, 'save').mockRejectedValueOnce(new Error('injected failure'));
    await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(500);
    save.mockRestore();

    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
    expect(await standingOf(couple.coupleId)).toEqual({ service_terminated: false, consecutive_late_cancellations: 0 });
    expect(await outboxCount(app, couple.users[0].email)).toBe(mailsBefore);

    await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(await standingOf(couple.coupleId)).toEqual({ service_terminated: false, consecutive_late_cancellations: 1 });
  });

  it('counts two concurrent late cancellations of one couple one after the other', async () => {
    const couple = await createCouple(app);
    const first = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const second = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const bookings = [await bookAndPay(app, couple, first), await bookAndPay(app, couple, second)];
    await Promise.all(bookings.map((bookingId) => app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(200)));
    expect(await standingOf(couple.coupleId)).toEqual({ service_terminated: true, consecutive_late_cancellations: 2 });
  });

  it('refuses a terminated couple through a partner who onboarded after the termination', async () => {
    const { agent: primary } = await verifiedCouple(app, { email: 'terminated@example.ie', partner_email: 'terminated-partner@example.ie' });
    const coupleId = (await primary.get('/api/auth/me').expect(200)).body.couple_id;
    await app.app.get(UnitOfWork).run(async () => {
      await app.app.get(CoupleStandings).recordCancellation(coupleId, true);
      await app.app.get(CoupleStandings).recordCancellation(coupleId, true);
    });
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 48 });
    expect((await primary.post('/api/user/bookings').send({ dinner_id: dinnerId }).expect(403)).body.code).toBe('DINNERS.SERVICE_TERMINATED');

    await primary.post('/api/partner/send-invitation').send({ partner_email: 'terminated-partner@example.ie' }).expect(200);
    const link = await linkFromOutbox(app, 'terminated-partner@example.ie', '/partner-onboarding');
    const info = (
      await app
        .http()
        .get('/api/partner/info')
        .query({ token: link.searchParams.get('token'), email: 'terminated-partner@example.ie' })
        .expect(200)
    ).body;
    const partner = app.agent();
    const onboarded = await partner
      .post('/api/partner/complete-onboarding')
      .send({
        partner_id: info.partner_id,
        token: info.token,
        first_name: 'Cian',
        last_name: 'Murphy',
        phone_number: '+353 861234567',
        password: 'Partner4Two!',
        accepted_terms: true,
      })
      .expect(201);
    expect(onboarded.body.user.service_terminated).toBe(true);
    expect((await partner.post('/api/user/bookings').send({ dinner_id: dinnerId }).expect(403)).body.code).toBe('DINNERS.SERVICE_TERMINATED');
    expect((await partner.post('/api/user/select-dinner-slot').send({ slotId: dinnerId }).expect(403)).body.code).toBe('DINNERS.SERVICE_TERMINATED');
    expect((await partner.post('/api/payments/create-intent').send({ dinnerId }).expect(403)).body.code).toBe('DINNERS.SERVICE_TERMINATED');
  });

  it("refuses to cancel another couple's booking or after the dinner started, and answers a second cancel as the first", async () => {
    const couple = await createCouple(app);
    const stranger = await createCouple(app);
    const dinnerId = await createDinner(app, { eventInHours: 30, deadlineInHours: 24 });
    const bookingId = await bookAndPay(app, couple, dinnerId);

    expect((await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', stranger.cookie).expect(403)).body.code).toBe(
      'DINNERS.NOT_YOUR_BOOKING',
    );
    expect((await app.http().put('/api/user/bookings/not-an-id/cancel').set('Cookie', couple.cookie).expect(400)).body.message).toMatch(/uuid/i);
    await app.http().put(`/api/user/bookings/${bookingId}/cancel`).expect(401);

    app.clock.advance(31 * HOUR);
    expect((await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(409)).body.code).toBe('DINNERS.ALREADY_STARTED');
    app.clock.advance(-31 * HOUR);
    const cancel = () => app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie);
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect((await cancel().expect(200)).body).toEqual(first.body);
    const mails = await db(app).query("SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = $1 AND subject ILIKE '%cancel%'", [
      couple.users[0].email,
    ]);
    expect(mails[0].count).toBe(1);
    expect((await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', stranger.cookie).expect(403)).body.code).toBe(
      'DINNERS.NOT_YOUR_BOOKING',
    );
  });
});
