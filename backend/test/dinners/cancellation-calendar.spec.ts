import { RefundUnseatedCouples } from '../../src/modules/dinners/application/bookings/refund-unseated-couples';
import { tick } from '../lifecycle/run-job';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createAdmin, createCouple, createDinner, db, TestCouple } from './dinner-fixtures';

const HOUR = 3_600_000;
const BOOKED = 'Your surprise dinner is booked';
const FEE_KEPT = 'Your €15.00 logistics fee is not refunded: a cancellation by your couple keeps the fee.';

interface OutboxMail {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/** The value of a property of an .ics file, continuation lines joined back. */
function icsProperty(ics: string, name: string): string | undefined {
  const line = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((candidate) => candidate.startsWith(`${name}:`));
  return line?.slice(name.length + 1);
}

/**
 * Issue 21, item 7: every cancellation takes the dinner out of the couple's calendar
 * (METHOD:CANCEL, the invitation's UID, a higher SEQUENCE), and a couple's own cancellation
 * says that the fee is kept (DECISIONS item 12). Read through the dev outbox, as a developer would.
 */
describe('cancellations and the calendar', () => {
  let app: TestApp;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  const mailsTo = async (email: string): Promise<OutboxMail[]> =>
    (await app.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages.reverse();
  const withSubject = async (email: string, subject: string) => (await mailsTo(email)).filter((mail) => mail.subject === subject);

  /** Each partner got exactly one mail of this subject, cancelling the entry their confirmation created. */
  async function expectCalendarCancelled(couple: TestCouple, subject: string): Promise<OutboxMail[]> {
    const mails: OutboxMail[] = [];
    for (const user of couple.users) {
      const [confirmation] = await withSubject(user.email, BOOKED);
      const cancellations = await withSubject(user.email, subject);
      expect(cancellations).toHaveLength(1);
      const [invite] = confirmation.attachments;
      const [cancel] = cancellations[0].attachments;
      expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      expect(icsProperty(cancel.content, 'METHOD')).toBe('CANCEL');
      expect(icsProperty(cancel.content, 'STATUS')).toBe('CANCELLED');
      expect(icsProperty(cancel.content, 'UID')).toBe(icsProperty(invite.content, 'UID'));
      expect(Number(icsProperty(cancel.content, 'SEQUENCE'))).toBeGreaterThan(Number(icsProperty(invite.content, 'SEQUENCE')));
      expect(icsProperty(invite.content, 'METHOD')).toBe('REQUEST');
      mails.push(cancellations[0]);
    }
    return mails;
  }

  it("a couple's cancellation of a paid booking: the answer and the mail say the fee is kept, the calendar entry is cancelled", async () => {
    const [couple, other] = [await createCouple(app), await createCouple(app)];
    const dinnerId = await createDinner(app, { feeCents: 1500 });
    const bookingId = await bookAndPay(app, couple, dinnerId);
    await bookAndPay(app, other, dinnerId);

    const answer = await app.http().put(`/api/user/bookings/${bookingId}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(answer.body).toMatchObject({ message: 'Booking Cancelled', fee_kept: 15, fee_note: FEE_KEPT });

    for (const mail of await expectCalendarCancelled(couple, 'Your dinner booking is cancelled')) expect(mail.text).toContain(FEE_KEPT);
    for (const user of other.users) expect((await mailsTo(user.email)).map((mail) => mail.subject)).toEqual([BOOKED]);
  });

  it('an unpaid hold keeps nothing and had no calendar entry to cancel', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { feeCents: 1500 });
    const hold = await app.http().post('/api/user/bookings').set('Cookie', couple.cookie).send({ dinner_id: dinnerId }).expect(201);

    const answer = await app.http().put(`/api/user/bookings/${hold.body.booking.id}/cancel`).set('Cookie', couple.cookie).expect(200);
    expect(answer.body).toMatchObject({ fee_kept: 0, fee_note: null });
    const [mail] = await withSubject(couple.users[0].email, 'Your dinner booking is cancelled');
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toContain('not refunded');
  });

  it("an admin's cancellation of the dinner cancels every paid couple's calendar entry and says the fee is refunded", async () => {
    const admin = await createAdmin(app);
    const [first, second] = [await createCouple(app), await createCouple(app)];
    const dinnerId = await createDinner(app, { feeCents: 1500 });
    await bookAndPay(app, first, dinnerId);
    await bookAndPay(app, second, dinnerId);

    await app.http().post(`/api/admin/dinner-events/${dinnerId}/cancel`).set('Cookie', admin).expect(200);
    for (const couple of [first, second]) {
      for (const mail of await expectCalendarCancelled(couple, 'Your surprise dinner is cancelled')) expect(mail.text).toContain('is refunded in full');
    }
  });

  it('the system cancelling a dinner with too few couples at the deadline cancels the calendar entry', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 24, feeCents: 1500 });
    await bookAndPay(app, couple, dinnerId);
    const started = app.clock.now();
    try {
      app.clock.advance(24 * HOUR + 60_000);
      expect(await tick(app, 'dinners.close-bookings')).toBe('ran');
      await expectCalendarCancelled(couple, 'Your surprise dinner is cancelled');
    } finally {
      app.clock.set(started);
    }
  });

  it('the system cancelling the booking of a paid couple left without a group cancels the calendar entry', async () => {
    const couple = await createCouple(app);
    const dinnerId = await createDinner(app, { eventInHours: 72, deadlineInHours: 24, feeCents: 1500 });
    await bookAndPay(app, couple, dinnerId);
    await db(app).query(`UPDATE dinner_events SET status = 'pending_manual_intervention' WHERE id = $1`, [dinnerId]);
    const started = app.clock.now();
    try {
      app.clock.advance(49 * HOUR);
      expect(await app.app.get(RefundUnseatedCouples).execute()).toBe(1);
      for (const mail of await expectCalendarCancelled(couple, 'We could not seat you at this dinner')) expect(mail.text).toContain('is refunded in full');
    } finally {
      app.clock.set(started);
    }
  });
});
