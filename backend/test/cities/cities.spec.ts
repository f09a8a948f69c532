import Stripe from 'stripe';
import { createTestApp, TestApp } from '../support/test-app';
import { bookAndPay, createAdmin, createCouple, createDinner, createSignedInAdmin, db, TestCouple } from '../dinners/dinner-fixtures';
import { StripeStandIn } from '../payments/stripe-stand-in';

const DAY = 24 * 3_600_000;
const WEBHOOK_SECRET = 'whsec_test_tablemates';

/** The instant of 19:30 on the given day (YYYY-MM-DD) in the zone. */
function halfSevenIn(zone: string, day: string): Date {
  const guess = new Date(`${day}T19:30:00Z`);
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: false }).format(guess);
  const [hours, minutes] = local.split(':').map(Number);
  return new Date(guess.getTime() - ((hours - 19) * 60 + (minutes - 30)) * 60_000);
}

/** A couple living in the city, as its couple profile says. */
async function coupleOf(app: TestApp, city: string, country: string): Promise<TestCouple> {
  const couple = await createCouple(app);
  await db(app).query(
    `INSERT INTO couple_profiles (couple_id, dining_frequency, city, country, social_age_preference, planning_style, communication_style) VALUES ($1, 'Monthly', $2, $3, 'Open to all ages', 'A mix', 'Good flow')`,
    [couple.coupleId, city, country],
  );
  return couple;
}

describe('cities as data (issue 49)', () => {
  let app: TestApp;
  let stripeApi: StripeStandIn;
  let adminCookie: string;
  const signer = new Stripe('sk_test_signer_only');

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

  const admin = () => ({
    get: (path: string) => app.http().get(path).set('Cookie', adminCookie),
    post: (path: string, body: object) => app.http().post(path).set('Cookie', adminCookie).send(body),
    put: (path: string, body: object) => app.http().put(path).set('Cookie', adminCookie).send(body),
  });
  const mailsTo = async (email: string): Promise<{ subject: string; text: string; attachments: { content: string }[] }[]> =>
    (await app.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages;

  it('starts with Dublin, open, in euros at today’s fee; only open and coming-soon cities are offered at sign-up', async () => {
    const { cities } = (await admin().get('/api/admin/cities').expect(200)).body;
    expect(cities[0]).toMatchObject({
      name: 'Dublin',
      country: 'Ireland',
      time_zone: 'Europe/Dublin',
      currency: 'EUR',
      language: 'en',
      status: 'open',
      default_fee_minor: 1500,
    });
    expect(cities.find((city: { name: string }) => city.name === 'London')).toMatchObject({ currency: 'GBP', status: 'closed' });
    const offered = (await app.http().get('/api/cities').expect(200)).body.cities.map((city: { name: string }) => city.name);
    expect(offered).toEqual(['Dublin']);
  });

  it('offers every admin role the cities to filter the console by, closed ones too; a city manager only theirs', async () => {
    const namesFor = async (cookie: string) =>
      (await app.http().get('/api/admin/city-choices').set('Cookie', cookie).expect(200)).body.cities.map(
        (city: { name: string; status: string }) => `${city.name}:${city.status}`,
      );
    const analyst = await createSignedInAdmin(app, { role: 'analyst' });
    const manager = await createSignedInAdmin(app, { role: 'city_manager', cities: ['London'] });
    const everyCity = await namesFor(analyst.cookie);
    expect(everyCity[0]).toBe('Dublin:open');
    expect(everyCity).toContain('London:closed');
    expect(await namesFor(manager.cookie)).toEqual(['London:closed']);
    await app.http().get('/api/admin/city-choices').expect(401);
  });

  it('lets an owner create and edit a city, refusing unknown zones and currencies, duplicates, and a new currency once it has dinners', async () => {
    const tokyo = { name: 'Tokyo', country: 'Japan', time_zone: 'Asia/Tokyo', currency: 'jpy', language: 'ja', status: 'coming_soon', default_fee_minor: 2000 };
    const created = (await admin().post('/api/admin/cities', tokyo).expect(201)).body.city;
    expect(created).toMatchObject({ name: 'Tokyo', currency: 'JPY', minor_digits: 0, status: 'coming_soon' });
    expect((await admin().post('/api/admin/cities', tokyo).expect(409)).body.message).toBe('Tokyo, Japan is already a city.');
    expect(
      (
        await admin()
          .post('/api/admin/cities', { ...tokyo, name: 'Osaka', time_zone: 'Mars/Olympus' })
          .expect(400)
      ).body.message,
    ).toBe('Mars/Olympus is not an IANA time zone (for example Europe/Paris).');
    expect(
      (
        await admin()
          .post('/api/admin/cities', { ...tokyo, name: 'Osaka', currency: 'XYZ' })
          .expect(400)
      ).body.message,
    ).toContain('ISO 4217');
    expect((await app.http().get('/api/cities').expect(200)).body.cities.map((city: { name: string }) => city.name)).toContain('Tokyo');

    const opened = (
      await admin()
        .put(`/api/admin/cities/${created.id}`, { ...tokyo, status: 'open' })
        .expect(200)
    ).body.city;
    expect(opened.status).toBe('open');
    await createDinner(app, { city: 'Tokyo', country: 'Japan', feeCents: 2000 });
    expect(
      (
        await admin()
          .put(`/api/admin/cities/${created.id}`, { ...tokyo, currency: 'USD' })
          .expect(409)
      ).body.code,
    ).toBe('CITIES.FIXED_ONCE_USED');
    await app.http().get('/api/admin/cities').expect(401);
  });

  it("refuses a fee past the cap in the dinner's own currency, in English or in French", async () => {
    const when = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    const event = (city: string, country: string, fee: number) => ({ city, country, event_date: when(20), booking_deadline: when(18), logistics_fee: fee });
    const dublin = await admin()
      .post('/api/admin/dinner-events', event('Dublin', 'Ireland', 1000.5))
      .expect(400);
    expect(dublin.body).toMatchObject({ code: 'DINNERS.INVALID_FEE', fields: { logistics_fee: ['The logistics fee cannot exceed €1000.'] } });
    const london = await admin()
      .post('/api/admin/dinner-events', event('London', 'United Kingdom', 12.345))
      .expect(400);
    expect(london.body.fields).toEqual({ logistics_fee: ['The logistics fee must be an amount in GBP with at most 2 decimals.'] });
    const inFrench = await app
      .http()
      .post('/api/admin/dinner-events')
      .set('Cookie', adminCookie)
      .set('Accept-Language', 'fr')
      .send(event('London', 'United Kingdom', 1500))
      .expect(400);
    expect(inFrench.body).toMatchObject({ message: 'Les frais de logistique ne peuvent pas dépasser £1000.', code: 'DINNERS.INVALID_FEE' });
  });

  it('charges a London dinner in pounds through Stripe and refunds it in pounds', async () => {
    const couple = await coupleOf(app, 'London', 'United Kingdom');
    const dinnerId = await createDinner(app, { city: 'London', country: 'United Kingdom', feeCents: 1300 });
    const dinner = (await app.http().get(`/api/dinners/${dinnerId}`).set('Cookie', couple.cookie).expect(200)).body;
    expect(dinner).toMatchObject({ logistics_fee: 13, currency: 'GBP', time_zone: 'Europe/London' });

    const intent = (await app.http().post('/api/payments/create-intent').set('Cookie', couple.cookie).send({ dinnerId, coupleId: couple.coupleId }).expect(201))
      .body;
    expect(intent).toMatchObject({ amount: 1300, currency: 'gbp' });
    const created = stripeApi.requests.find((request) => request.path === '/v1/payment_intents' && request.form.get('metadata[dinnerId]') === dinnerId)!;
    expect(created.form.get('currency')).toBe('gbp');
    expect(created.form.get('amount')).toBe('1300');

    const payload = JSON.stringify({
      id: `evt_cities_${dinnerId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.paymentIntentId, object: 'payment_intent' } },
    });
    await app
      .http()
      .post('/api/payments/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
    const [payment] = await db(app).query('SELECT id, currency FROM payments WHERE provider_intent_id = $1', [intent.paymentIntentId]);
    expect(payment.currency).toBe('gbp');

    const refund = (await admin().post(`/api/admin/support/payments/${payment.id}/refund`, { amount_cents: 500, reason: 'A goodwill gesture' }).expect(200))
      .body;
    expect(refund).toMatchObject({ amount_cents: 500, currency: 'gbp' });
    const refundCall = stripeApi.requests.find((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intent.paymentIntentId)!;
    expect(refundCall.form.get('amount')).toBe('500');
    const mails = await mailsTo(couple.users[0].email);
    expect(mails.find((mail) => mail.subject === 'Part of your payment is refunded')!.text).toContain('We have refunded £5.00 of your £13.00 payment');
    expect((await admin().post(`/api/admin/support/payments/${payment.id}/refund`, { amount_cents: 5000, reason: 'Too much' }).expect(400)).body.message).toBe(
      'A refund cannot exceed the £8.00 left of the £13.00 paid (£5.00 is refunded already).',
    );
  });
});

describe("a dinner's city time in what its couple reads (issue 49, test mode)", () => {
  let app: TestApp;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  const mailsTo = async (email: string): Promise<{ subject: string; text: string; attachments: { content: string }[] }[]> =>
    (await app.http().get('/api/dev/outbox').query({ to: email }).expect(200)).body.messages;

  it('shows a Paris dinner at 19:30 Paris time to its couple: pages, mails and the calendar file (TZID=Europe/Paris)', async () => {
    const couple = await coupleOf(app, 'Paris', 'France');
    // They chose English (Paris's default is French): the mail read below is the English one.
    await db(app).query(`UPDATE users SET language = 'en' WHERE couple_id = $1`, [couple.coupleId]);
    const dinnerId = await createDinner(app, { city: 'Paris', country: 'France' });
    const eventDate = halfSevenIn('Europe/Paris', new Date(app.clock.now().getTime() + 4 * DAY).toISOString().slice(0, 10));
    await db(app).query('UPDATE dinner_events SET event_date = $2 WHERE id = $1', [dinnerId, eventDate]);
    const bookingId = await bookAndPay(app, couple, dinnerId);

    const booking = (await app.http().get(`/api/user/bookings/${bookingId}`).set('Cookie', couple.cookie).expect(200)).body;
    expect(booking).toMatchObject({ time_zone: 'Europe/Paris', slot: { time: '19:30' }, currency: 'EUR' });
    const [mail] = (await mailsTo(couple.users[0].email)).filter((candidate) => candidate.subject === 'Your surprise dinner is booked');
    expect(mail.text).toContain('19:30');
    const ics = mail.attachments[0].content.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T193000/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    const download = await app.http().get(`/api/user/bookings/${bookingId}/calendar.ics`).set('Cookie', couple.cookie).expect(200);
    expect(download.text).toMatch(/DTSTART;TZID=Europe\/Paris:\d{8}T193000/);
  });

  it('shows analytics with a Paris and a London dinner as two currencies, not one sum; the city filter keeps one', async () => {
    const adminCookie = await createAdmin(app);
    const london = await coupleOf(app, 'London', 'United Kingdom');
    await bookAndPay(app, london, await createDinner(app, { city: 'London', country: 'United Kingdom', feeCents: 1300 }));
    await bookAndPay(app, await coupleOf(app, 'Paris', 'France'), await createDinner(app, { city: 'Paris', country: 'France', feeCents: 1500 }));
    const analytics = async (query: object = {}) =>
      (await app.http().get('/api/admin/reports/analytics').query(query).set('Cookie', adminCookie).expect(200)).body.money as {
        currency: string;
        paid_bookings: number;
        fees_minor: number;
      }[];
    const [euros, pounds, ...others] = await analytics();
    expect(others).toEqual([]);
    expect(euros).toMatchObject({ currency: 'eur', minor_digits: 2, fees_minor: 1500 * euros.paid_bookings });
    expect(pounds).toEqual({ currency: 'gbp', minor_digits: 2, paid_bookings: 1, fees_minor: 1300 });
    expect(await analytics({ city: 'London' })).toEqual([{ currency: 'gbp', minor_digits: 2, paid_bookings: 1, fees_minor: 1300 }]);
    expect(await analytics({ city: 'Lisbon' })).toEqual([]);
  });

  it("filters the console's dinner events by city (query param city)", async () => {
    const adminCookie = await createAdmin(app);
    const paris = await createDinner(app, { city: 'Paris', country: 'France' });
    const dublin = await createDinner(app);
    const list = async (city: string) =>
      (await app.http().get('/api/admin/dinner-events').query({ city }).set('Cookie', adminCookie).expect(200)).body.events.map(
        (event: { id: string }) => event.id,
      );
    expect(await list('Paris')).toContain(paris);
    expect(await list('Paris')).not.toContain(dublin);
    expect(await list('Dublin')).toContain(dublin);
    await app.http().get('/api/restaurants').query({ city: 'Paris' }).set('Cookie', adminCookie).expect(200);
  });
});
