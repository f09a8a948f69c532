import Stripe from 'stripe';
import { RefundPayment } from '../../src/modules/payments/application/refund-payment';
import { createTestApp, TestApp } from '../support/test-app';
import { bookingStatuses, createCouple, createDinner, db, fillSpots, TestCouple } from '../dinners/dinner-fixtures';
import { StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_tablemates';
const MINUTE = 60_000;

describe('Stripe adapter and webhook', () => {
  let app: TestApp;
  let stripeApi: StripeStandIn;
  const signer = new Stripe('sk_test_signer_only');
  let eventCounter = 0;

  beforeAll(async () => {
    stripeApi = new StripeStandIn();
    const url = await stripeApi.start();
    app = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_standin', STRIPE_API_URL: url },
    });
  });
  afterAll(async () => {
    await app.close();
    await stripeApi.stop();
  });

  const createIntent = (couple: TestCouple, dinnerId: string) =>
    app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId, coupleId: couple.coupleId, amount: 1 });
  const eventPayload = (type: string, intentId: string, id = `evt_test_${++eventCounter}`) =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: intentId, object: 'payment_intent', last_payment_error: type.endsWith('failed') ? { message: 'Your card was declined.' } : null } },
    });
  const deliver = (payload: string, signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) =>
    app.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  const mailsTo = async (email: string) => (await db(app).query('SELECT subject FROM mail_outbox WHERE recipient = $1', [email])).length;

  it('tells the client to use Stripe Elements with the publishable key', async () => {
    expect((await app.http().get('/api/payments/config').expect(200)).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' });
  });

  it('creates the PaymentIntent through the SDK with the stored fee and an idempotency key', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { feeCents: 1500 });
    const first = await createIntent(couple, dinnerId).expect(201);
    const retry = await createIntent(couple, dinnerId).expect(201);
    expect(first.body).toMatchObject({ amount: 1500, provider: 'stripe', clientSecret: `${first.body.paymentIntentId}_secret_standin` });
    expect(retry.body.paymentIntentId).toBe(first.body.paymentIntentId);

    const calls = stripeApi.requests.filter((request) => request.path === '/v1/payment_intents');
    const last = calls[calls.length - 1];
    expect(last.authorization).toBe('Bearer sk_test_standin');
    expect(last.idempotencyKey).toBe(`booking:${first.body.bookingId}:1500`);
    expect(Object.fromEntries(last.form)).toMatchObject({
      amount: '1500',
      currency: 'eur',
      'payment_method_types[0]': 'card',
      'metadata[bookingId]': first.body.bookingId,
    });
    await app
      .http()
      .post('/api/payments/test-mode/confirm')
      .set('Cookie', couple.cookie)
      .send({ paymentIntentId: first.body.paymentIntentId, cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' })
      .expect(404);
  });

  it('confirms the booking on a correctly signed event, and a replay changes nothing', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    const intent = await createIntent(couple, dinnerId).expect(201);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ pending_payment: 1 });

    const payload = eventPayload('payment_intent.succeeded', intent.body.paymentIntentId);
    expect((await deliver(payload).expect(200)).body).toEqual({ received: true, duplicate: false });
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
    const mailsAfterFirst = await mailsTo(couple.users[0].email);
    expect(mailsAfterFirst).toBe(1);

    expect((await deliver(payload).expect(200)).body).toEqual({ received: true, duplicate: true });
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
    expect(await mailsTo(couple.users[0].email)).toBe(mailsAfterFirst);
    const [{ count }] = await db(app).query('SELECT count(*)::int AS count FROM payment_events WHERE event_id = $1', [JSON.parse(payload).id]);
    expect(count).toBe(1);
  });

  it('confirms at once when the server checks the intent with Stripe, before the webhook arrives', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    const intent = await createIntent(couple, dinnerId).expect(201);
    const check = () => app.http().post('/api/payments/check-intent').set('Cookie', couple.cookie).send({ paymentIntentId: intent.body.paymentIntentId });

    expect((await check().expect(200)).body).toEqual({ status: 'requires_payment', bookingId: intent.body.bookingId, refundMessage: null });
    stripeApi.markSucceeded(intent.body.paymentIntentId);
    expect((await check().expect(200)).body).toEqual({ status: 'succeeded', bookingId: intent.body.bookingId, refundMessage: null });
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });

    expect((await deliver(eventPayload('payment_intent.succeeded', intent.body.paymentIntentId)).expect(200)).body.duplicate).toBe(false);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
    expect(await mailsTo(couple.users[0].email)).toBe(1);
    const stranger = await createCouple(app);
    await app.http().post('/api/payments/check-intent').set('Cookie', stranger.cookie).send({ paymentIntentId: intent.body.paymentIntentId }).expect(403);
  });

  it('answers 400 to a bad or missing signature and changes nothing', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    const intent = await createIntent(couple, dinnerId).expect(201);
    const payload = eventPayload('payment_intent.succeeded', intent.body.paymentIntentId);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged).expect(400)).body).toMatchObject({
      code: 'PAYMENTS.BAD_SIGNATURE',
      message: 'Webhook signature verification failed.',
    });
    const tampered = deliver(payload.replace('succeeded', 'payment_failed'), signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    await tampered.expect(400);
    await app.http().post('/api/payments/webhook').set('Content-Type', 'application/json').send(payload).expect(400);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ pending_payment: 1 });
  });

  it('records a failed payment and leaves the hold waiting for another card', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app);
    const intent = await createIntent(couple, dinnerId).expect(201);
    await deliver(eventPayload('payment_intent.payment_failed', intent.body.paymentIntentId)).expect(200);
    const [payment] = await db(app).query('SELECT status, failure_message FROM payments WHERE provider_intent_id = $1', [intent.body.paymentIntentId]);
    expect(payment).toEqual({ status: 'failed', failure_message: 'Your card was declined.' });
    expect(await bookingStatuses(app, dinnerId)).toEqual({ pending_payment: 1 });
    await deliver(eventPayload('payment_intent.succeeded', intent.body.paymentIntentId)).expect(200);
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
  });

  it('refunds through Stripe a payment that succeeds after its hold lapsed on a full dinner', async () => {
    const [late, other] = [await createCouple(app), await createCouple(app)];
    const dinnerId = await createDinner(app, { capacity: 4 });
    await fillSpots(app, dinnerId, 3);
    const intent = await createIntent(late, dinnerId).expect(201);
    app.clock.advance(16 * MINUTE);
    const otherIntent = await createIntent(other, dinnerId).expect(201);
    await deliver(eventPayload('payment_intent.succeeded', otherIntent.body.paymentIntentId)).expect(200);
    await deliver(eventPayload('payment_intent.succeeded', intent.body.paymentIntentId)).expect(200);

    const refund = stripeApi.requests.find((request) => request.path === '/v1/refunds');
    expect(refund?.form.get('payment_intent')).toBe(intent.body.paymentIntentId);
    expect(refund?.idempotencyKey).toBe(`refund:${intent.body.paymentIntentId}`);
    const [payment] = await db(app).query('SELECT status FROM payments WHERE provider_intent_id = $1', [intent.body.paymentIntentId]);
    expect(payment.status).toBe('refunded');
    expect((await bookingStatuses(app, dinnerId)).confirmed).toBe(4);
  });

  it('keeps a refund Stripe refused as owed and retries it, instead of losing it with the recorded event', async () => {
    const [late, other] = [await createCouple(app), await createCouple(app)];
    const dinnerId = await createDinner(app, { capacity: 4 });
    await fillSpots(app, dinnerId, 3);
    const intent = await createIntent(late, dinnerId).expect(201);
    app.clock.advance(16 * MINUTE);
    const otherIntent = await createIntent(other, dinnerId).expect(201);
    await deliver(eventPayload('payment_intent.succeeded', otherIntent.body.paymentIntentId)).expect(200);
    const refundCalls = () =>
      stripeApi.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intent.body.paymentIntentId).length;
    const status = async () => (await db(app).query('SELECT status FROM payments WHERE provider_intent_id = $1', [intent.body.paymentIntentId]))[0].status;

    stripeApi.failRefunds = true;
    const payload = eventPayload('payment_intent.succeeded', intent.body.paymentIntentId);
    await deliver(payload).expect(200);
    expect(refundCalls()).toBeGreaterThan(0);
    expect(await status()).toBe('refund_pending');
    // Stripe's redelivery of the same event is a duplicate: the retry job is what gives the money back.
    expect((await deliver(payload).expect(200)).body.duplicate).toBe(true);
    expect(await app.app.get(RefundPayment).retryPending()).toBe(0);
    expect(await status()).toBe('refund_pending');

    stripeApi.failRefunds = false;
    expect(await app.app.get(RefundPayment).retryPending()).toBe(1);
    expect(await status()).toBe('refunded');
    expect(await app.app.get(RefundPayment).retryPending()).toBe(0);
    expect((await bookingStatuses(app, dinnerId)).confirmed).toBe(4);
  });
});
