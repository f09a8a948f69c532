import type { DataSource } from 'typeorm';
import { DataSource as DataSourceToken } from 'typeorm';
import { until } from '../support/poll';
import { createTestApp, TestApp } from '../support/test-app';
import { bookingStatuses, createCouple, createDinner, db } from './dinner-fixtures';

/**
 * A couple cancels its unpaid hold while the card payment for it is being confirmed: the
 * cancellation's transaction is held open on a connection of its own.
 */
describe('a cancellation racing the payment of the same hold', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('never confirms a booking the couple cancelled meanwhile: the payment is refunded instead', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    const intent = await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId }).expect(201);

    // The cancellation has locked and changed the booking but not committed yet.
    const cancellation = app.app.get<typeof DataSourceToken, DataSource>(DataSourceToken).createQueryRunner();
    await cancellation.connect();
    await cancellation.startTransaction();
    const [{ pid: cancellationPid }] = await cancellation.query('SELECT pg_backend_pid() AS pid');
    await cancellation.query(`SELECT id FROM dinner_bookings WHERE id = $1 FOR UPDATE`, [intent.body.bookingId]);
    await cancellation.query(`UPDATE dinner_bookings SET status = 'cancelled', cancelled_at = now(), hold_expires_at = NULL WHERE id = $1`, [
      intent.body.bookingId,
    ]);

    // .then sends the request now, while the cancellation still holds the booking.
    const payment = app
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', couple.cookie)
      .send({ paymentIntentId: intent.body.paymentIntentId, cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' })
      .then((response) => response);
    // The race is real only once the payment waits on the cancellation's row lock.
    await until(async () => {
      const waiting = await db(app).query('SELECT 1 FROM pg_locks WHERE NOT granted AND $1 = ANY(pg_blocking_pids(pid))', [cancellationPid]);
      return waiting.length > 0;
    });
    await cancellation.commitTransaction();
    await cancellation.release();

    // Issue 25: the card went through; the answer says so, not PAYMENTS.CARD_DECLINED.
    const answer = await payment;
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'PAYMENTS.REFUNDED_NO_SPOT',
      message: 'Your reservation was cancelled before the payment arrived, so no spot was booked. Your payment has been refunded.',
    });
    expect(await bookingStatuses(app, dinnerId)).toEqual({ cancelled: 1 });
    const [row] = await db(app).query('SELECT status FROM payments WHERE provider_intent_id = $1', [intent.body.paymentIntentId]);
    expect(row.status).toBe('refunded');
  });
});
