import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createDinner, signIn, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';
import { subjectsTo } from './run-job';

const HOUR = 3_600_000;
const BOOKED = 'Your surprise dinner is booked';
const REVEALED = 'Your surprise dinner is revealed';
const TEASER = 'Your surprise dinner is almost here';
const REVIEW = 'How was your surprise dinner?';

/**
 * The scheduled jobs honour each member's "dinner reminders" choice: the teaser and the
 * review request are optional, the booking confirmation and the reveal always go.
 */
describe('dinner reminders preference', () => {
  let app: TestApp;
  let couples: TestCouple[];
  const start = new Date('2026-12-01T19:30:00Z');

  beforeAll(async () => {
    app = await createTestApp({ now: start });
    await seedVenuesAndAdmin(app);
    couples = [
      await matchableCouple(app, ['Aoife', 'Cian']),
      await matchableCouple(app, ['Niamh', 'Darragh']),
      await matchableCouple(app, ['Saoirse', 'Oisin']),
    ];
    // Cian (the partner of the first couple) turns reminders off; the second couple's primary turns them off and on again.
    const [cian] = couples[0].users.slice(1);
    const cianCookie = await signIn(app, cian.id);
    await app
      .http()
      .put('/api/user/account/mail-preferences')
      .set('Cookie', cianCookie)
      .send({ dinner_reminders: false })
      .expect(200, { dinner_reminders: false });
    await app.http().put('/api/user/account/mail-preferences').set('Cookie', couples[1].cookie).send({ dinner_reminders: false }).expect(200);
    await app.http().put('/api/user/account/mail-preferences').set('Cookie', couples[1].cookie).send({ dinner_reminders: true }).expect(200);
    expect((await app.http().get('/api/user/account').set('Cookie', cianCookie).expect(200)).body.dinner_reminders).toBe(false);

    const dinnerId = await createDinner(app, { eventInHours: 96, deadlineInHours: 48, capacity: 20 });
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
    // Deadline passed (match), reveal due, teaser due, dinner completed.
    for (const hour of [49, 73, 85, 100]) {
      app.clock.set(new Date(start.getTime() + hour * HOUR));
      await tickAll(app);
    }
  }, 120_000);
  afterAll(() => app.close());

  it('leaves out the teaser and the review request for a member who turned them off, and only for that member', async () => {
    const [aoife, cian] = couples[0].users;
    expect(await subjectsTo(app, aoife.email)).toEqual([BOOKED, REVEALED, TEASER, REVIEW]);
    expect(await subjectsTo(app, cian.email)).toEqual([BOOKED, REVEALED]);
    expect(await subjectsTo(app, couples[1].users[0].email)).toEqual([BOOKED, REVEALED, TEASER, REVIEW]);
  });

  it('refuses a preference that is not true or false, naming the field', async () => {
    const res = await app.http().put('/api/user/account/mail-preferences').set('Cookie', couples[2].cookie).send({ dinner_reminders: 'maybe' }).expect(400);
    expect(res.body.fields).toHaveProperty('dinner_reminders');
  });
});
