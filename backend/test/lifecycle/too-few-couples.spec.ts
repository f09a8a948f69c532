import { createTestApp, TestApp } from '../support/test-app';
import { StripeStandIn } from '../payments/stripe-stand-in';
import { bookAndPay, bookingStatuses, createCouple, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { dinnerStatus, lastRun, subjectsTo, tick } from './run-job';

const HOUR = 3_600_000;
const CANCELLED = 'Your surprise dinner is cancelled';

/** Paid couples that cannot fill one group of the minimum size (2 by default): the system cancels and refunds. */
describe('a dinner with too few couples at the deadline', () => {
  async function paymentStatuses(app: TestApp, dinnerId: string): Promise<string[]> {
    const rows: { status: string }[] = await db(app).query('SELECT status FROM payments WHERE dinner_id = $1 ORDER BY created_at', [dinnerId]);
    return rows.map((row) => row.status);
  }

  describe('with the test-mode provider', () => {
    let app: TestApp;
    beforeAll(async () => (app = await createTestApp()));
    afterAll(() => app.close());

    it('closes bookings, lapses the unpaid hold, cancels the dinner, refunds the paid couple and tells it, once', async () => {
      const [paid, holding] = [await createCouple(app), await createCouple(app)];
      const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 24 });
      await bookAndPay(app, paid, dinnerId);
      await app.http().post('/api/user/bookings').set('Cookie', holding.cookie).send({ dinner_id: dinnerId }).expect(201);

      app.clock.advance(24 * HOUR - 60_000);
      expect(await tick(app, 'dinners.close-bookings')).toBe('ran');
      expect(await dinnerStatus(app, dinnerId)).toBe('accepting_bookings');

      app.clock.advance(60_000);
      expect(await tick(app, 'dinners.close-bookings')).toBe('ran');
      expect(await lastRun(app, 'dinners.close-bookings')).toMatchObject({
        outcome: 'succeeded',
        summary: 'closed 1 dinner, 1 unpaid hold lapsed, cancelled 1 dinner with too few couples, refunded 1 booking',
      });
      expect(await dinnerStatus(app, dinnerId)).toBe('cancelled_by_system');
      expect(await bookingStatuses(app, dinnerId)).toEqual({ cancelled: 1, expired: 1 });
      expect(await paymentStatuses(app, dinnerId)).toEqual(['refunded']);
      for (const user of paid.users) expect(await subjectsTo(app, user.email)).toEqual(['Your surprise dinner is booked', CANCELLED]);
      expect(await subjectsTo(app, holding.users[0].email)).toEqual([]);

      app.clock.advance(60_000);
      await tick(app, 'dinners.close-bookings');
      await tick(app, 'dinners.match-and-assign');
      expect(await subjectsTo(app, paid.users[0].email)).toEqual(['Your surprise dinner is booked', CANCELLED]);
      expect(await paymentStatuses(app, dinnerId)).toEqual(['refunded']);
    });

    it('finishes the cancellation on the next tick when a run stopped between closing and cancelling', async () => {
      const couple: TestCouple = await createCouple(app);
      const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 24 });
      await bookAndPay(app, couple, dinnerId);
      app.clock.advance(24 * HOUR);
      await db(app).query(`UPDATE dinner_events SET status = 'booking_closed' WHERE id = $1`, [dinnerId]);

      app.clock.advance(60_000);
      await tick(app, 'dinners.close-bookings');
      expect(await dinnerStatus(app, dinnerId)).toBe('cancelled_by_system');
      expect(await paymentStatuses(app, dinnerId)).toEqual(['refunded']);
      expect(await subjectsTo(app, couple.users[1].email)).toEqual(['Your surprise dinner is booked', CANCELLED]);
    });
  });

  describe('with Stripe', () => {
    let app: TestApp;
    let stripeApi: StripeStandIn;
    beforeAll(async () => {
      stripeApi = new StripeStandIn();
      const url = await stripeApi.start();
      app = await createTestApp({
        env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: 'whsec_test', STRIPE_PUBLISHABLE_KEY: 'pk_test_standin', STRIPE_API_URL: url },
      });
    });
    afterAll(async () => {
      await app.close();
      await stripeApi.stop();
    });

    it('refunds the paid couple through Stripe with an idempotency key, once', async () => {
      const couple = await createCouple(app);
      const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 24 });
      const intent = await app
        .http()
        .post('/api/payments/create-intent')
        .set('Cookie', couple.cookie)
        .send({ dinnerId, coupleId: couple.coupleId, amount: 1 })
        .expect(201);
      stripeApi.markSucceeded(intent.body.paymentIntentId);
      await app.http().post('/api/payments/check-intent').set('Cookie', couple.cookie).send({ paymentIntentId: intent.body.paymentIntentId }).expect(200);

      app.clock.advance(24 * HOUR);
      await tick(app, 'dinners.close-bookings');
      app.clock.advance(60_000);
      await tick(app, 'dinners.close-bookings');

      expect(await dinnerStatus(app, dinnerId)).toBe('cancelled_by_system');
      const refunds = stripeApi.requests.filter((request) => request.path === '/v1/refunds');
      expect(refunds).toHaveLength(1);
      expect(refunds[0].form.get('payment_intent')).toBe(intent.body.paymentIntentId);
      expect(refunds[0].idempotencyKey).toBe(`refund:${intent.body.paymentIntentId}`);
      expect(await paymentStatuses(app, dinnerId)).toEqual(['refunded']);
      expect(await subjectsTo(app, couple.users[0].email)).toEqual(['Your surprise dinner is booked', CANCELLED]);
    });
  });
});
