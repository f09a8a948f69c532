import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { SendDinnerNotifications } from '../../src/modules/dinners/application/notices/send-dinner-notifications';
import { DinnerGroups } from '../../src/modules/matching';
import { drawFromDeck } from '../../src/modules/matching/domain/icebreakers';
import { bookAndPay, createAdmin, createCouple, createDinner, db, ensureRestaurant, TestCouple } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const HOUR = 3_600_000;

/** Three couples with profiles (two share Thai food and Japan), paid and seated at a restaurant for a dinner in 48 hours. */
async function seatedDinner(app: TestApp): Promise<{ couples: TestCouple[]; dinnerId: string; groupId: string; waitingGroupId: string }> {
  const profile = (couple: TestCouple, cuisines: string, travel: string) =>
    db(app).query(
      `INSERT INTO couple_profiles (couple_id, life_stage_preference, dining_frequency, city, country, cuisine_types, travel_destinations, ideal_social_outing, social_age_preference, planning_style, communication_style)
       VALUES ($1, 'Navigating parenthood', 'Occasionally (2-3 times a month)', 'Dublin', 'Ireland', $2, $3, '{"Outdoor adventures"}', 'Open to all ages', 'A mix', 'Good flow')`,
      [couple.coupleId, cuisines, travel],
    );
  const couples = [
    await createCouple(app, { names: ['Aoife', 'Cian'], lastName: 'Secretname' }),
    await createCouple(app, { names: ['Niamh', 'Darragh'] }),
    await createCouple(app, { names: ['Saoirse', 'Oisin'] }),
  ];
  await profile(couples[0], '{Thai,Italian}', '{Japan}');
  await profile(couples[1], '{Thai}', '{Japan,Peru}');
  await profile(couples[2], '{Greek}', '{}');
  const dinnerId = await createDinner(app, { eventInHours: 48, deadlineInHours: 30 });
  const bookings: string[] = [];
  for (const couple of couples) bookings.push(await bookAndPay(app, couple, dinnerId));
  const restaurant = await ensureRestaurant(app, { name: 'The Icebreaker Table' });
  const groupId = await app.app.get(DinnerGroups).create({
    dinnerId,
    restaurantId: restaurant.id,
    tableNumber: 3,
    compatibilityScore: 81,
    matchingAlgorithm: 'rules_based',
    matchReasoning: null,
    participants: couples.map((couple, index) => ({ coupleId: couple.coupleId, bookingId: bookings[index] })),
  });
  // A group of the same dinner still without a restaurant: nothing of it is revealed, so nothing is written for it.
  const waiting = await createCouple(app, { names: ['Ciara', 'Ronan'] });
  const waitingGroupId = await app.app.get(DinnerGroups).create({
    dinnerId,
    restaurantId: null,
    tableNumber: null,
    compatibilityScore: 70,
    matchingAlgorithm: 'rules_based',
    matchReasoning: null,
    participants: [{ coupleId: waiting.coupleId, bookingId: await bookAndPay(app, waiting, dinnerId) }],
  });
  return { couples, dinnerId, groupId, waitingGroupId };
}

const revealMail = async (app: TestApp, couple: TestCouple): Promise<string[]> =>
  (await db(app).query('SELECT text FROM mail_outbox WHERE recipient = $1 AND subject = $2', [couple.users[0].email, 'Your surprise dinner is revealed'])).map(
    (row: { text: string }) => row.text,
  );

/**
 * Issue 22, point 4: at the reveal each group gets conversation starters drawn from what its
 * couples share (here without GEMINI_API_KEY: the curated deck), stored with the group,
 * mailed with the reveal, on the couple's dinner card and on the admin's group.
 */
describe('icebreakers at the reveal', () => {
  let app: TestApp;
  let couples: TestCouple[];
  let dinnerId: string;
  let groupId: string;
  let waitingGroupId: string;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    ({ couples, dinnerId, groupId, waitingGroupId } = await seatedDinner(app));
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const notify = () => app.app.get(SendDinnerNotifications).execute();
  const stored = async () => (await db(app).query('SELECT icebreakers FROM dinner_groups WHERE id = $1', [groupId]))[0].icebreakers;
  const booking = async (couple: TestCouple) =>
    (await app.http().get('/api/user/my-dinner-bookings').set('Cookie', couple.cookie).expect(200)).body.bookings[0];

  it('has none before the reveal', async () => {
    app.clock.advance(24 * HOUR - 1000);
    await notify();
    expect(await stored()).toBeNull();
    expect((await booking(couples[0])).icebreakers).toEqual([]);
  });

  it('writes them once at the reveal, from what the couples share, and mails them to every couple', async () => {
    app.clock.advance(1000);
    await notify();
    const written = await stored();
    expect(written.source).toBe('deck');
    expect(written.items).toEqual(
      drawFromDeck(groupId, [
        {
          cuisines: ['Thai', 'Italian'],
          travelDestinations: ['Japan'],
          interests: ['Outdoor adventures'],
          diningVibes: [],
          lifeStage: 'Navigating parenthood',
        },
        { cuisines: ['Thai'], travelDestinations: ['Japan', 'Peru'], interests: ['Outdoor adventures'], diningVibes: [], lifeStage: 'Navigating parenthood' },
        { cuisines: ['Greek'], travelDestinations: [], interests: ['Outdoor adventures'], diningVibes: [], lifeStage: 'Navigating parenthood' },
      ]),
    );
    expect(written.items).toHaveLength(5);
    expect(written.items.join(' ')).toMatch(/Thai/);
    expect(written.items.join(' ')).toMatch(/Japan/);
    for (const couple of couples) {
      const [text] = await revealMail(app, couple);
      expect(text).toContain('A few things to talk about:');
      for (const starter of written.items) expect(text).toContain(`• ${starter}`);
    }
    await notify();
    expect(await stored()).toEqual(written);
    expect(await revealMail(app, couples[0])).toHaveLength(1);
    expect((await db(app).query('SELECT icebreakers FROM dinner_groups WHERE id = $1', [waitingGroupId]))[0].icebreakers).toBeNull();
  });

  it("shows them on the couple's revealed dinner and on the admin's group", async () => {
    const { items } = await stored();
    expect(await booking(couples[1])).toMatchObject({ revealed: true, icebreakers: items });
    const matches = (await app.http().get(`/api/admin/dinners/${dinnerId}/matches`).set('Cookie', admin).expect(200)).body.matches;
    expect(matches[0]).toMatchObject({ group_id: groupId, icebreakers: items, icebreakers_source: 'deck' });
    // Nothing private went into them.
    expect(JSON.stringify(items)).not.toMatch(/Aoife|Secretname|@example/);
  });
});

describe('icebreakers at the reveal, written by Gemini (a local stand-in)', () => {
  let app: TestApp;
  let server: Server;
  const requests: string[] = [];
  const starters = [
    'Who has been to Japan, and what should the others see first?',
    'Where did you have the best Thai meal of your lives?',
    'What outdoor adventure is next on your list?',
  ];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push(body);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: JSON.stringify({ icebreakers: starters }) }] }, finishReason: 'STOP' }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    app = await createTestApp({ env: { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    await app.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("stores and mails the model's checked starters, having sent it no name, email or id", async () => {
    const { couples, groupId } = await seatedDinner(app);
    app.clock.advance(24 * HOUR);
    await app.app.get(SendDinnerNotifications).execute();
    expect((await db(app).query('SELECT icebreakers FROM dinner_groups WHERE id = $1', [groupId]))[0].icebreakers).toEqual({
      items: starters,
      source: 'gemini_ai',
    });
    const [text] = await revealMail(app, couples[1]);
    for (const starter of starters) expect(text).toContain(`• ${starter}`);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('Japan');
    for (const secret of [groupId, ...couples.flatMap((c) => [c.coupleId, ...c.users.flatMap((u) => [u.id, u.email, u.firstName])]), 'Secretname'])
      expect(requests[0]).not.toContain(secret);
  });
});
