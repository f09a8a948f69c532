import { CompleteDinners } from '../../src/modules/dinners/application/complete-dinners';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, db } from './dinner-fixtures';

const HOUR = 3_600_000;

describe('late cancellation policy', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('terminates the service after two consecutive late cancellations, then refuses bookings', async () => {
    const couple = await createCouple(app);
    // Dinners 5 hours away, still open for booking for another hour: cancelling now is late.
    const first = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const second = await createDinner(app, { eventInHours: 5, deadlineInHours: 1 });
    const third = await createDinner(app, { eventInHours: 72, deadlineInHours: 48 });

    const firstBooking = await bookAndPay(app, couple, first);
    const cancelled = await app.http().put(`/api/user/bookings/${firstBooking}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(cancelled.body).toEqual({ message: 'Booking cancelled (late cancellation penalty applied)', booking_id: firstBooking, was_late_cancellation: true, service_terminated: false });

    const secondBooking = await bookAndPay(app, couple, second);
    const terminated = await app.http().put(`/api/user/bookings/${secondBooking}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(terminated.body).toMatchObject({ was_late_cancellation: true, service_terminated: true });

    const refused = await app.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: third }).expect(403);
    expect(refused.body.code).toBe('DINNERS.SERVICE_TERMINATED');
    const intent = await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId: third }).expect(403);
    expect(intent.body.code).toBe('DINNERS.SERVICE_TERMINATED');

    const [user] = await db(app).query('SELECT service_terminated, consecutive_late_cancellations FROM users WHERE id = $1', [couple.users[1].id]);
    expect(user).toEqual({ service_terminated: true, consecutive_late_cancellations: 2 });
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
    const [user] = await db(app).query('SELECT service_terminated, consecutive_late_cancellations FROM users WHERE id = $1', [couple.users[0].id]);
    expect(user).toEqual({ service_terminated: false, consecutive_late_cancellations: 1 });

    const mails = await app.http().get(`/api/dev/outbox?to=${encodeURIComponent(couple.users[1].email)}`).expect(200);
    expect(mails.body.messages.map((mail: { subject: string }) => mail.subject)).toContain('Your dinner booking is cancelled');
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

    const [user] = await db(app).query('SELECT consecutive_late_cancellations FROM users WHERE id = $1', [couple.users[0].id]);
    expect(user.consecutive_late_cancellations).toBe(0);
    const { bookings } = (await app.http().get('/api/user/my-bookings').set('Cookie', couple.cookie).expect(200)).body;
    expect(bookings.find((booking: { dinner_id: string }) => booking.dinner_id === attended)).toMatchObject({ status: 'attended', can_review: true, can_cancel: false });
  });

  it("refuses to cancel another couple's booking, twice, or after the dinner started", async () => {
    const couple = await createCouple(app);
    const stranger = await createCouple(app);
    const dinnerId = await createDinner(app, { eventInHours: 30, deadlineInHours: 24 });
    const bookingId = await bookAndPay(app, couple, dinnerId);

    expect((await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', stranger.cookie).expect(403)).body.code).toBe('DINNERS.NOT_YOUR_BOOKING');
    expect((await app.http().put('/api/user/bookings/not-an-id/cancel').set('Cookie', couple.cookie).expect(400)).body.message).toMatch(/uuid/);
    await app.http().put(`/api/user/bookings/${bookingId}/cancel`).expect(401);

    app.clock.advance(31 * HOUR);
    expect((await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(409)).body.code).toBe('DINNERS.ALREADY_STARTED');
    app.clock.advance(-31 * HOUR);
    await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect((await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(409)).body.code).toBe('DINNERS.NOT_CANCELLABLE');
  });
});
