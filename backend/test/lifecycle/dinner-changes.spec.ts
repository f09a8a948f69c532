import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createDinner, createSignedInAdmin, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, outbox, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';
import { dinnerStatus } from './run-job';
import { icsStart } from './ics-start';

const HOUR = 3_600_000;
const MOVED = 'Your surprise dinner has a new time';

/** The .ics of the one mail with this subject sent to the address. */
async function inviteTo(app: TestApp, email: string, subject: string): Promise<string> {
  const mails = (await outbox(app)).filter((mail) => mail.recipient === email && mail.subject === subject);
  expect(mails).toHaveLength(1);
  const [file] = mails[0].attachments;
  return file.content.replace(/\r\n[ \t]/g, '');
}

/** Issue 21, item 4: a dinner moved to a new time tells exactly its paid couples, with their calendar entry moved. */
describe('a dinner moved to a new time', () => {
  let app: TestApp;
  let adminCookie: string;
  let adminId: string;
  let couples: TestCouple[];
  let bystander: TestCouple;
  let dinnerId: string;
  let eventDate: Date;

  const form = (when: Date, extra: Record<string, unknown> = {}) => ({
    city: 'Dublin',
    country: 'Ireland',
    event_date: when.toISOString(),
    booking_deadline: new Date(app.clock.now().getTime() + HOUR).toISOString(),
    capacity: 20,
    frequency: 'one-time',
    logistics_fee: 15,
    ...extra,
  });
  const edit = (body: object) => app.http().put(`/api/admin/dinner-events/${dinnerId}`).set('Cookie', adminCookie).send(body);

  beforeAll(async () => {
    app = await createTestApp();
    await seedVenuesAndAdmin(app);
    ({ id: adminId, cookie: adminCookie } = await createSignedInAdmin(app));
    dinnerId = await createDinner(app, { eventInHours: 50, deadlineInHours: 2 });
    couples = [];
    for (let n = 0; n < 4; n += 1) couples.push(await matchableCouple(app, [`Al${n}`, `Bo${n}`]));
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    bystander = await matchableCouple(app, ['Cy', 'Di']);
    await bookAndPay(app, bystander, await createDinner(app, { eventInHours: 60, deadlineInHours: 2 }));
    const [row] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    eventDate = row.event_date;
  });
  afterAll(() => app.close());

  it('before the reveal: saves at once and mails each member of the paid couples the new time, its invite the next revision without a venue', async () => {
    const newDate = new Date(eventDate.getTime() + HOUR);
    await edit(form(newDate)).expect(200);
    for (const couple of couples) {
      for (const user of couple.users) {
        const ics = await inviteTo(app, user.email, MOVED);
        expect(ics).toContain('METHOD:REQUEST');
        expect(ics).toContain('SEQUENCE:1');
        expect(ics).toContain(icsStart(newDate));
        expect(ics).not.toContain('LOCATION');
      }
    }
    expect((await outbox(app)).filter((mail) => mail.recipient.startsWith(bystander.users[0].email) && mail.subject === MOVED)).toEqual([]);
    eventDate = newDate;
  });

  it('records the admin who moved it as the actor of its event', async () => {
    const events = await db(app).query(`SELECT actor_type, actor_id FROM event_log WHERE type = 'dinner.rescheduled' AND aggregate_id = $1`, [dinnerId]);
    expect(events).toEqual([{ actor_type: 'admin', actor_id: adminId }]);
  });

  it('after the reveal: asks the admin first, saying who will be told, and changes nothing without the confirmation', async () => {
    app.clock.advance(2 * HOUR);
    await tickAll(app);
    app.clock.advance(eventDate.getTime() - 24 * HOUR - app.clock.now().getTime());
    await tickAll(app);
    expect(await dinnerStatus(app, dinnerId)).toBe('restaurant_assigned');
    const mailsBefore = (await outbox(app)).length;
    const refused = await edit(form(new Date(eventDate.getTime() + 2 * HOUR))).expect(409);
    expect(refused.body).toMatchObject({
      code: 'DINNERS.CONFIRM_CHANGE',
      message:
        'This dinner is already revealed to its couples: moving it to a new time emails its 4 paid couples (8 people) with an updated calendar invite. Confirm to go ahead.',
    });
    const [row] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    expect(row.event_date).toEqual(eventDate);
    expect((await outbox(app)).length).toBe(mailsBefore);
  });

  it('after the reveal, confirmed: each member gets one mail, the invite moved with the venue kept and a SEQUENCE above the reveal', async () => {
    const newDate = new Date(eventDate.getTime() + 2 * HOUR);
    await edit(form(newDate, { confirm_changes: true })).expect(200);
    for (const couple of couples) {
      for (const user of couple.users) {
        const mails = (await outbox(app)).filter((mail) => mail.recipient === user.email && mail.subject === MOVED);
        expect(mails).toHaveLength(2);
        const ics = mails[1].attachments[0].content.replace(/\r\n[ \t]/g, '');
        expect(ics).toContain('SEQUENCE:3');
        expect(ics).toContain(icsStart(newDate));
        expect(ics).toMatch(/LOCATION:.+/);
      }
    }
    for (const user of bystander.users) expect((await outbox(app)).filter((mail) => mail.recipient === user.email && mail.subject === MOVED)).toEqual([]);
  });

  it('mails nobody when the time stays the same', async () => {
    const [row] = await db(app).query('SELECT event_date FROM dinner_events WHERE id = $1', [dinnerId]);
    const mailsBefore = (await outbox(app)).length;
    await edit(form(row.event_date, { capacity: 24 })).expect(200);
    expect((await outbox(app)).length).toBe(mailsBefore);
  });
});
