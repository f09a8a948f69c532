import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createDinner, db, TestCouple } from '../dinners/dinner-fixtures';
import { matchableCouple, seedVenuesAndAdmin, tickAll } from './lifecycle-fixtures';
import { subjectsTo } from './run-job';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REVEALED = 'Your surprise dinner is revealed';
const TEASER = 'Your surprise dinner is almost here';

/** The instant of 19:30 on the given day (YYYY-MM-DD) in the zone. */
function halfSevenIn(zone: string, day: string): Date {
  const guess = new Date(`${day}T19:30:00Z`);
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false }).format(guess);
  const [hours, minutes] = local.split(':').map(Number);
  return new Date(guess.getTime() - ((hours - 19) * 60 + (minutes - 30)) * MINUTE);
}

const localTime = (zone: string, at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false }).format(at);

/**
 * Issue 49: the jobs count their hours from the dinner's instant (reveal 24 hours before,
 * teaser 12 hours before, bookings closing at their deadline), so a weekend when the clocks
 * change moves nothing: a dinner at 19:30 on the day of the change is still at 19:30 local,
 * and each job fires at the instant the couple was told (reveal_at), not a minute before.
 * Both changes of the year, in Dublin, Paris and New York, driven by the fake clock.
 */
describe.each([
  ['Dublin', 'Ireland', 'Europe/Dublin', '2027-03-28', 'spring forward'],
  ['Dublin', 'Ireland', 'Europe/Dublin', '2026-10-25', 'fall back'],
  ['Paris', 'France', 'Europe/Paris', '2027-03-28', 'spring forward'],
  ['Paris', 'France', 'Europe/Paris', '2026-10-25', 'fall back'],
  ['New York', 'United States', 'America/New_York', '2027-03-14', 'spring forward'],
  ['New York', 'United States', 'America/New_York', '2026-11-01', 'fall back'],
])('a 19:30 dinner in %s on %s (%s)', (city, country, zone, day) => {
  let app: TestApp;
  let couples: TestCouple[];
  const eventDate = halfSevenIn(zone, day);
  const deadline = new Date(eventDate.getTime() - 48 * HOUR);

  beforeAll(async () => {
    app = await createTestApp({ now: new Date(eventDate.getTime() - 5 * 24 * HOUR) });
    await seedVenuesAndAdmin(app);
    // The demo venues and the couples move to the dinner's city: matching seats couples of the city at its restaurants.
    await db(app).query('UPDATE restaurants SET city = $1, country = $2', [city, country]);
    couples = [
      await matchableCouple(app, ['Aoife', 'Cian']),
      await matchableCouple(app, ['Niamh', 'Darragh']),
      await matchableCouple(app, ['Saoirse', 'Oisin']),
    ];
    await db(app).query('UPDATE couple_profiles SET city = $1, country = $2', [city, country]);
    // They chose English (Paris's default is French): the subjects below are the English ones.
    await db(app).query(`UPDATE users SET language = 'en'`);
    const dinnerId = await createDinner(app, { city, country, capacity: 20 });
    await db(app).query('UPDATE dinner_events SET event_date = $2, booking_deadline = $3 WHERE id = $1', [dinnerId, eventDate, deadline]);
    for (const couple of couples) await bookAndPay(app, couple, dinnerId);
  }, 120_000);
  afterAll(() => app.close());

  const at = async (instant: Date) => {
    app.clock.set(instant);
    await tickAll(app);
  };

  it('tells the couple 19:30 local and a reveal 24 hours before, then reveals and teases at those instants, not a minute before', async () => {
    const [booking] = (await app.http().get('/api/user/my-dinner-bookings').set('Cookie', couples[0].cookie).expect(200)).body.bookings;
    expect(booking).toMatchObject({ time_zone: zone, slot: { time: '19:30' }, reveal_at: new Date(eventDate.getTime() - 24 * HOUR).toISOString() });
    // On the change's weekend, 24 hours before 19:30 is 18:30 or 20:30 local: what the couple reads is what the job does.
    expect(localTime(zone, new Date(booking.reveal_at))).toMatch(/^(18|20):30$/);

    await at(new Date(deadline.getTime() + MINUTE));
    const email = couples[0].users[0].email;
    await at(new Date(eventDate.getTime() - 24 * HOUR - MINUTE));
    expect(await subjectsTo(app, email)).not.toContain(REVEALED);
    await at(new Date(eventDate.getTime() - 24 * HOUR));
    expect(await subjectsTo(app, email)).toContain(REVEALED);
    await at(new Date(eventDate.getTime() - 12 * HOUR - MINUTE));
    expect(await subjectsTo(app, email)).not.toContain(TEASER);
    await at(new Date(eventDate.getTime() - 12 * HOUR));
    expect(await subjectsTo(app, email)).toContain(TEASER);

    const mails = (await app.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages as { subject: string; text: string }[];
    expect(mails.find((mail) => mail.subject === REVEALED)!.text).toContain('19:30');
  }, 120_000);
});
