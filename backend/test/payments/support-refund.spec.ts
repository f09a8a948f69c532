import Stripe from 'stripe';
import { RefundPayment } from '../../src/modules/payments/application/refund-payment';
import { createTestApp, TestApp } from '../support/test-app';
import { bookingStatuses, createAdmin, createCouple, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { StripeStandIn } from './stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_tablemates';

describe('Customer support refunds a payment through Stripe', () => {
  let app: TestApp;
  let stripeApi: StripeStandIn;
  let adminCookie: string;
  const signer = new Stripe('sk_test_signer_only');
  let eventCounter = 0;

  beforeAll(async () => {
    stripeApi = new StripeStandIn();
    const url = await stripeApi.start();
    app = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_standin', STRIPE_API_URL: url },
    });
    adminCookie = await createAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await stripeApi.stop();
  });

  /** A couple's booking paid through Stripe's signed webhook; answers the payment's id and intent. */
  async function paidBooking(couple: TestCouple, dinnerId: string): Promise<{ paymentId: string; intentId: string }> {
    const intent = await app
      .http()
      .post('/api/payments/create-intent')
      .set('Cookie', couple.cookie)
      .send({ dinnerId, coupleId: couple.coupleId, amount: 1 })
      .expect(201);
    const payload = JSON.stringify({
      id: `evt_support_${++eventCounter}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.body.paymentIntentId, object: 'payment_intent' } },
    });
    await app
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    const [payment] = await db(app).query('SELECT id FROM payments WHERE provider_intent_id = $1', [intent.body.paymentIntentId]);
    return { paymentId: payment.id, intentId: intent.body.paymentIntentId };
  }
  const refund = (paymentId: string, body: object) => app.http().post(`/api/admin/support/payments/${paymentId}/refund`).set('Cookie', adminCookie).send(body);
  const refundCalls = (intentId: string) =>
    stripeApi.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intentId);
  const paymentRow = async (paymentId: string) =>
    (await db(app).query('SELECT status, refund_amount, refunded_amount FROM payments WHERE id = $1', [paymentId]))[0];
  const mailsTo = async (email: string) =>
    (await db(app).query('SELECT subject, text FROM mail_outbox WHERE recipient = lower($1) ORDER BY created_at', [email])) as {
      subject: string;
      text: string;
    }[];
  const supportPayment = async (couple: TestCouple, paymentId: string) => {
    const lookup = await app.http().get('/api/payments/admin/user-lookup').set('Cookie', adminCookie).query({ query: couple.users[0].email }).expect(200);
    return lookup.body.results[0].paymentHistory.find((payment: { id: string }) => payment.id === paymentId);
  };

  it('refunds the whole payment, keeps the booking, and writes the reason to the audit log', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { feeCents: 1500 });
    const { paymentId, intentId } = await paidBooking(couple, dinnerId);

    const answer = await refund(paymentId, { reason: 'Charged twice by the bank' }).expect(200);
    expect(answer.body).toEqual({ payment_id: paymentId, amount_cents: 1500, currency: 'eur', status: 'refunded' });
    const [call] = refundCalls(intentId);
    expect(call.idempotencyKey).toBe(`refund:${intentId}`);
    expect(call.form.get('amount')).toBeNull();
    expect(await paymentRow(paymentId)).toEqual({ status: 'refunded', refund_amount: null, refunded_amount: 1500 });
    expect(await bookingStatuses(app, dinnerId)).toEqual({ confirmed: 1 });
    const [entry] = await db(app).query(`SELECT subject_user_ids, detail FROM admin_audit_log WHERE action = 'refund_payment' AND detail->>'paymentId' = $1`, [
      paymentId,
    ]);
    expect(entry.subject_user_ids).toEqual([couple.users[0].id]);
    expect(entry.detail).toMatchObject({ reason: 'Charged twice by the bank', amountCents: 1500, paidCents: 1500 });

    expect((await refund(paymentId, { reason: 'Again' }).expect(409)).body.code).toBe('PAYMENTS.NOT_REFUNDABLE');
    expect(refundCalls(intentId)).toHaveLength(1);
  });

  it('refunds part of the fee with the amount given to Stripe', async () => {
    const couple = await createCouple(app);
    const { paymentId, intentId } = await paidBooking(couple, await createDinner(app, { feeCents: 1500 }));
    expect((await refund(paymentId, { amount_cents: 500, reason: 'Goodwill: late start' }).expect(200)).body).toMatchObject({
      amount_cents: 500,
      status: 'refunded',
    });
    expect(refundCalls(intentId)[0].form.get('amount')).toBe('500');
    expect(await paymentRow(paymentId)).toEqual({ status: 'succeeded', refund_amount: null, refunded_amount: 500 });
  });

  it('shows a partial refund as partial, mails both partners, and refunds again up to the rest', async () => {
    const couple = await createCouple(app);
    const { paymentId, intentId } = await paidBooking(couple, await createDinner(app, { feeCents: 1500 }));
    await refund(paymentId, { amount_cents: 500, reason: 'Goodwill: late start' }).expect(200);
    expect(await supportPayment(couple, paymentId)).toMatchObject({ amount: 1500, refunded_amount: 500, status: 'partially_refunded' });
    for (const user of couple.users) {
      const [mail] = (await mailsTo(user.email)).filter((each) => each.subject === 'Part of your payment is refunded');
      expect(mail.text).toContain('We have refunded €5.00 of your €15.00 payment;');
      expect(mail.text).toContain('€5.00 of it is now refunded in all.');
    }

    const tooMuch = await refund(paymentId, { amount_cents: 1001, reason: 'Too much' }).expect(400);
    expect(tooMuch.body.message).toBe('A refund cannot exceed the €10.00 left of the €15.00 paid (€5.00 is refunded already).');
    await refund(paymentId, { amount_cents: 300, reason: 'Goodwill: cold starter' }).expect(200);
    expect(await paymentRow(paymentId)).toEqual({ status: 'succeeded', refund_amount: null, refunded_amount: 800 });
    // The rest, without an amount: €7.00, the payment now refunded in full.
    expect((await refund(paymentId, { reason: 'Did not come after all' }).expect(200)).body).toMatchObject({ amount_cents: 700, status: 'refunded' });
    expect(await paymentRow(paymentId)).toEqual({ status: 'refunded', refund_amount: null, refunded_amount: 1500 });
    expect(await supportPayment(couple, paymentId)).toMatchObject({ refunded_amount: 1500, status: 'refunded' });
    expect(refundCalls(intentId).map((call) => [call.form.get('amount'), call.idempotencyKey])).toEqual([
      ['500', `refund:${intentId}`],
      ['300', `refund:${intentId}:500`],
      [null, `refund:${intentId}:800`],
    ]);
    const last = (await mailsTo(couple.users[0].email)).filter((each) => each.subject === 'Part of your payment is refunded').at(-1);
    expect(last?.text).toContain('We have refunded €7.00 of your €15.00 payment, the last of it.');
    expect(last?.text).toContain(', the last of it.');
    expect((await refund(paymentId, { reason: 'Again' }).expect(409)).body.code).toBe('PAYMENTS.NOT_REFUNDABLE');
  });

  it('after a partial refund, a cancellation keeps only the rest of the fee, and a refunding one gives back only the rest (found by the model)', async () => {
    const bookingOf = async (paymentId: string) => (await db(app).query(`SELECT booking_id FROM payments WHERE id = $1`, [paymentId]))[0].booking_id;
    const cancel = (bookingId: string, fee: 'keep' | 'refund') =>
      app.http().post(`/api/admin/support/bookings/${bookingId}/cancel`).set('Cookie', adminCookie).send({ fee, reason: 'Asked by the couple' });

    const keeping = await createCouple(app);
    const kept = await paidBooking(keeping, await createDinner(app, { feeCents: 1500 }));
    await refund(kept.paymentId, { amount_cents: 500, reason: 'Goodwill: late start' }).expect(200);
    expect((await cancel(await bookingOf(kept.paymentId), 'keep').expect(200)).body).toMatchObject({ fee_kept_cents: 1000, fee_refunded: false });
    expect(await paymentRow(kept.paymentId)).toEqual({ status: 'succeeded', refund_amount: null, refunded_amount: 500 });

    const refunding = await createCouple(app);
    const given = await paidBooking(refunding, await createDinner(app, { feeCents: 1500 }));
    await refund(given.paymentId, { amount_cents: 500, reason: 'Goodwill: late start' }).expect(200);
    expect((await cancel(await bookingOf(given.paymentId), 'refund').expect(200)).body).toMatchObject({ fee_kept_cents: 0, fee_refunded: true });
    expect(await paymentRow(given.paymentId)).toEqual({ status: 'refunded', refund_amount: null, refunded_amount: 1500 });
    expect(refundCalls(given.intentId).map((call) => call.form.get('amount'))).toEqual(['500', null]);
  });

  it("after a partial refund, the couple's own cancellation keeps only the rest of the fee and says so", async () => {
    const couple = await createCouple(app);
    const { paymentId } = await paidBooking(couple, await createDinner(app, { feeCents: 1500 }));
    const [{ booking_id: bookingId }] = await db(app).query('SELECT booking_id FROM payments WHERE id = $1', [paymentId]);
    await refund(paymentId, { amount_cents: 500, reason: 'Goodwill: late start' }).expect(200);

    const answer = await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(answer.body).toMatchObject({ fee_kept: 10, fee_note: 'Your €10.00 logistics fee is not refunded: a cancellation by your couple keeps the fee.' });
    expect(await paymentRow(paymentId)).toEqual({ status: 'succeeded', refund_amount: null, refunded_amount: 500 });
  });

  it('keeps a refund Stripe refused as owed: the retry job sends the same partial amount', async () => {
    const couple = await createCouple(app);
    const { paymentId, intentId } = await paidBooking(couple, await createDinner(app));
    stripeApi.failRefunds = true;
    expect((await refund(paymentId, { amount_cents: 700, reason: 'Goodwill' }).expect(200)).body.status).toBe('refund_pending');
    stripeApi.failRefunds = false;
    await app.app.get(RefundPayment).retryPending();
    expect(await paymentRow(paymentId)).toEqual({ status: 'succeeded', refund_amount: null, refunded_amount: 700 });
    expect(refundCalls(intentId).map((call) => call.form.get('amount'))).toContain('700');
  });

  it('refuses without a reason, a reason on two lines, more than was paid, and an unknown payment', async () => {
    const couple = await createCouple(app);
    const { paymentId, intentId } = await paidBooking(couple, await createDinner(app, { feeCents: 1500 }));
    expect((await refund(paymentId, { reason: '   ' }).expect(400)).body.fields).toEqual({ reason: ['Please give a reason.'] });
    await refund(paymentId, {}).expect(400);
    await refund(paymentId, { reason: 'one\ntwo' }).expect(400);
    await refund(paymentId, { reason: 'x'.repeat(301) }).expect(400);
    expect((await refund(paymentId, { reason: 'Too much', amount_cents: 1501 }).expect(400)).body.code).toBe('PAYMENTS.REFUND_TOO_LARGE');
    await refund('7b0c5f1e-3d1a-4c59-9f1e-2a3b4c5d6e7f', { reason: 'Unknown' }).expect(404);
    expect(refundCalls(intentId)).toHaveLength(0);
    expect((await paymentRow(paymentId)).status).toBe('succeeded');
    await app.http().post(`/api/admin/support/payments/${paymentId}/refund`).set('Cookie', couple.cookie).send({ reason: 'Me' }).expect(403);
  });
});
