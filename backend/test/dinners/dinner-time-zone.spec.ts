import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createCouple, createDinner, db } from './dinner-fixtures';

const DAY = 24 * 60 * 60_000;

/** The instant of 19:30 on the given day (YYYY-MM-DD) in Paris, winter or summer. */
function parisHalfSevenOn(day: string): Date {
  const guess = new Date(`${day}T19:30:00Z`);
  const paris = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hour12: false }).format(guess);
  const [hours, minutes] = paris.split(':').map(Number);
  return new Date(guess.getTime() - ((hours - 19) * 60 + (minutes - 30)) * 60_000);
}

describe("a dinner's own time zone in what couples read", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('tells the couple a Paris dinner is at 19:30 Europe/Paris: the dinner, the offers, the slots and the booking', async () => {
    const couple = await createCouple(app);
    // A couple of Paris is offered the dinners of Paris.
    await db(app).query(
      `INSERT INTO couple_profiles (couple_id, dining_frequency, city, country, social_age_preference, planning_style, communication_style) VALUES ($1, 'Monthly', 'Paris', 'France', 'Open to all ages', 'A mix', 'Good flow')`,
      [couple.coupleId],
    );
    const dinnerId = await createDinner(app, { city: 'Paris', country: 'France' });
    const eventDate = parisHalfSevenOn(new Date(app.clock.now().getTime() + 4 * DAY).toISOString().slice(0, 10));
    await db(app).query('UPDATE dinner_events SET event_date = $2 WHERE id = $1', [dinnerId, eventDate]);
    const get = async (path: string) => (await app.http().get(path).set('Cookie', couple.cookie).expect(200)).body;

    expect(await get(`/api/dinners/${dinnerId}`)).toMatchObject({ event_date: eventDate.toISOString(), time_zone: 'Europe/Paris' });
    const offered = (await get('/api/user/available-dinner-events')).events.find((event: { id: string }) => event.id === dinnerId);
    expect(offered).toMatchObject({ time_zone: 'Europe/Paris' });
    const slot = (await get('/api/user/available-dinner-slots')).slots.find((entry: { id: string }) => entry.id === dinnerId);
    expect(slot).toMatchObject({ time: '19:30', time_zone: 'Europe/Paris' });

    await bookAndPay(app, couple, dinnerId);
    const [booking] = (await get('/api/user/my-dinner-bookings')).bookings;
    expect(booking).toMatchObject({ dinner_id: dinnerId, event_date: eventDate.toISOString(), time_zone: 'Europe/Paris', slot: { time: '19:30' } });
    expect(await get(`/api/user/bookings/${booking.id}`)).toMatchObject({ time_zone: 'Europe/Paris' });
  });
});
