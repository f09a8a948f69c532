import { PaymentsDemoData } from '../../src/modules/payments/adapters/demo/payments-demo-data';
import { DemoData } from '../../src/platform/demo/demo-data';
import { createAdmin, db } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface ChargedRow {
  booking_id: string;
  confirmed_at: Date;
  payments: { status: string; amount: number; provider: string; created_at: string; user_id: string }[];
  booked_by_user_id: string;
}

/**
 * The demo's paid bookings are paid in test mode (payments' demo data): support lists the
 * payments, and cancelling a demo dinner refunds them and says so, as with couples who paid by card.
 */
describe('payments demo data', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(DemoData).load();
  });
  afterAll(() => app.close());

  const chargedBookings = (): Promise<ChargedRow[]> =>
    db(app).query(
      `SELECT b.id AS booking_id, b.confirmed_at, b.booked_by_user_id,
              coalesce(json_agg(json_build_object('status', p.status, 'amount', p.amount, 'provider', p.provider, 'created_at', p.created_at, 'user_id', p.user_id))
                FILTER (WHERE p.id IS NOT NULL), '[]') AS payments
         FROM dinner_bookings b JOIN dinner_events d ON d.id = b.dinner_id LEFT JOIN payments p ON p.booking_id = b.id
        WHERE b.status IN ('confirmed', 'attended') AND d.logistics_fee_cents > 0 AND d.notes LIKE 'Demo dinner%'
        GROUP BY b.id`,
    );

  it('gives every paid demo booking one succeeded test-mode payment of its fee, made by its booker when it was confirmed', async () => {
    const rows = await chargedBookings();
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.payments).toEqual([expect.objectContaining({ status: 'succeeded', amount: 1500, provider: 'test-mode', user_id: row.booked_by_user_id })]);
      expect(new Date(row.payments[0].created_at).getTime()).toBe(new Date(row.confirmed_at).getTime());
    }
  });

  it('records nothing more when it runs again', async () => {
    const [before] = await db(app).query(`SELECT count(*)::int AS count FROM payments`);
    await app.app.get(PaymentsDemoData).seed();
    const [after] = await db(app).query(`SELECT count(*)::int AS count FROM payments`);
    expect(after.count).toBe(before.count);
  });

  it('refunds the ten couples of the demo dinner to match when the admin cancels it, and tells them so', async () => {
    const admin = await createAdmin(app);
    const [dinner] = await db(app).query(`SELECT id FROM dinner_events WHERE notes = 'Demo dinner: ready to be matched'`);
    const answer = await app.http().post(`/api/admin/dinner-events/${dinner.id}/cancel`).set('Cookie', admin).expect(200);
    expect(answer.body).toMatchObject({ refunded_bookings: 10, notified_couples: 10 });
    const statuses = await db(app).query(`SELECT DISTINCT status FROM payments WHERE dinner_id = $1`, [dinner.id]);
    expect(statuses.map((row: { status: string }) => row.status)).toEqual(['refunded']);
    const mails = (await app.http().get('/api/dev/outbox').query({ to: 'aoife.murphy@demo.tablemates.ie' }).expect(200)).body.messages as {
      subject: string;
      text: string;
    }[];
    const cancelled = mails.find((mail) => mail.subject === 'Your surprise dinner is cancelled');
    expect(cancelled?.text).toContain('Your logistics fee of €15.00 is refunded in full to the card you paid with');
  });
});
