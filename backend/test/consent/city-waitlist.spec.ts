import { createTestApp, TestApp } from '../support/test-app';
import { createAdmin, db } from '../dinners/dinner-fixtures';
import { confirmationToken } from './consent-kit';

interface Mail {
  subject: string;
  text: string;
}

describe("a city's own waitlist (issue 49)", () => {
  let t: TestApp;
  const outbox = async (to: string): Promise<Mail[]> => (await t.http().get('/api/dev/outbox').query({ to }).expect(200)).body.messages;
  const join = async (email: string, city?: string) => {
    await t.http().post('/api/waitlist').send({ email, consent: true, city }).expect(200);
    return t
      .http()
      .post('/api/waitlist/confirm')
      .send({ token: await confirmationToken(t, 'waitlist', email) })
      .expect(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-20T10:00:00Z') });
    const cookie = await createAdmin(t);
    const { cities } = (await t.http().get('/api/admin/cities').set('Cookie', cookie).expect(200)).body;
    const london = cities.find((city: { name: string }) => city.name === 'London');
    await t
      .http()
      .put(`/api/admin/cities/${london.id}`)
      .set('Cookie', cookie)
      .send({ ...london, status: 'coming_soon', id: undefined, minor_digits: undefined })
      .expect(200);
  });
  afterAll(() => t.close());

  it("puts an address on a coming-soon city's list beside the launch city's, each with its own standing and words", async () => {
    await join('cian@example.ie');
    await join('aoife@example.ie');
    const london = await join('aoife@example.ie', 'london');
    expect(london.body).toMatchObject({
      email: 'aoife@example.ie',
      city: 'London',
      position: 1,
      priority: true,
      announcement: 'London is coming soon. First 50 couples there get priority access. Check your email for next steps.',
    });
    const [welcome] = await outbox('aoife@example.ie');
    expect(welcome.text).toContain('Thanks for joining the Tablemates waitlist for London');
    expect(welcome.text).toContain("You're couple #1 on the list, so you're among the first 50 couples and will get priority access when we open in London.");
    expect(await db(t).query(`SELECT city, count(*)::int AS n FROM waitlist_entries WHERE email = 'aoife@example.ie' GROUP BY city ORDER BY city`)).toEqual([
      { city: 'Dublin', n: 1 },
      { city: 'London', n: 1 },
    ]);
  });

  it('counts the launch list without the other cities', async () => {
    const third = await join('niamh@example.ie');
    expect(third.body).toMatchObject({ city: 'Dublin', position: 3 });
  });

  it('refuses a closed or unknown city by its field, and records no request', async () => {
    for (const city of ['Paris', 'Atlantis']) {
      const refused = await t.http().post('/api/waitlist').send({ email: 'sean@example.ie', consent: true, city }).expect(400);
      expect(refused.body).toMatchObject({ code: 'CONSENT.UNKNOWN_CITY' });
      expect(refused.body.fields.city[0]).toContain(`${city} has no waitlist. Choose one of: Dublin, London`);
    }
    expect(await outbox('sean@example.ie')).toEqual([]);
  });
});
