import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { parseInstance } from '../../scripts/matching/instance-format';
import { seedAdmin, seedBookedDinner } from '../../scripts/matching/booked-dinner';
import { syntheticInstance } from '../../scripts/matching/synthetic-instance';
import { RefundUnseatedCouples } from '../../src/modules/dinners/application/bookings/refund-unseated-couples';
import { RestaurantsDemoData } from '../../src/modules/restaurants/adapters/demo/restaurants-demo-data';
import { holdSearchToItsSteps } from './search-to-its-steps';
import { couple, restaurant } from './matching-arbitraries';
import { createTestApp, TestApp } from '../support/test-app';
import { db, signIn } from '../dinners/dinner-fixtures';

const HOUR = 3_600_000;

describe('matching runs (POST /api/admin/matching/run/{dinnerId})', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.app.get(RestaurantsDemoData).seed();
    admin = await signIn(app, await seedAdmin(db(app)));
  });
  afterAll(() => app.close());

  const run = (dinnerId: string, query = '') => app.http().post(`/api/admin/matching/run/${dinnerId}${query}`).set('Cookie', admin);
  const seatedCouples = async (dinnerId: string): Promise<string[]> =>
    (await db(app).query('SELECT couple_id FROM dinner_group_participants WHERE dinner_id = $1', [dinnerId])).map(
      (row: { couple_id: string }) => row.couple_id,
    );
  const dinnerStatus = async (dinnerId: string) => (await db(app).query('SELECT status FROM dinner_events WHERE id = $1', [dinnerId]))[0].status;
  const thirtyCouples = () => parseInstance(syntheticInstance(30, 7)).couples;
  let nights = 0;
  /** A dinner night of its own (three days ahead and later), so that no other test's groups hold its tables. */
  const soon = () => ({
    eventDate: new Date(app.clock.now().getTime() + (72 + 24 * nights++) * HOUR),
    bookingDeadline: new Date(app.clock.now().getTime() - HOUR),
  });

  it('seats 30 paid couples at the demo restaurants, every group with a table, and stores the run', async () => {
    const { dinnerId, coupleIds } = await seedBookedDinner(db(app), { couples: thirtyCouples(), restaurants: [], ...soon() });
    const response = await run(dinnerId).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { matches } = response.body;
    expect(response.body).toMatchObject({ success: true, dinner_id: dinnerId });
    expect(matches).toMatchObject({ total_couples: 30, algorithm_version: 'rules_based' });
    expect(matches.groups.length).toBe(matches.matched_groups);
    for (const group of matches.groups) {
      expect(group.restaurant).not.toBeNull();
      expect(group.table_number).toBeGreaterThanOrEqual(1);
      expect(group.table_number).toBeLessThanOrEqual(group.restaurant.tables_per_night);
      expect(group.participants.length).toBeGreaterThanOrEqual(2);
      expect(group.participants.length).toBeLessThanOrEqual(4);
      expect(group.matching_algorithm).toBe('rules_based');
    }
    const tables = matches.groups.map((g: { restaurant_id: string; table_number: number }) => `${g.restaurant_id}#${g.table_number}`);
    expect(new Set(tables).size).toBe(tables.length);
    const seated = await seatedCouples(dinnerId);
    expect(new Set(seated).size).toBe(seated.length);
    expect(seated.length + matches.unmatched_couples).toBe(coupleIds.length);
    expect(await dinnerStatus(dinnerId)).toBe(matches.matching_status);
    // A seated couple sees on its dashboard that it is matched, and nothing more before the reveal.
    const seatedUser = (await db(app).query(`SELECT u.id FROM users u WHERE u.couple_id = $1 AND u.role = 'primary'`, [seated[0]]))[0].id;
    const bookings = (
      await app
        .http()
        .get('/api/user/my-bookings')
        .set('Cookie', await signIn(app, seatedUser))
        .expect(200)
    ).body.bookings;
    expect(bookings.find((b: { dinner_id: string }) => b.dinner_id === dinnerId)).toMatchObject({
      status: 'confirmed',
      matched: true,
      revealed: false,
      restaurant: null,
      other_couples: [],
    });
    const [stored] = await db(app).query(
      'SELECT status, trigger, seed, algorithm, total_couples, matched_groups, duration_ms FROM matching_runs WHERE dinner_id = $1',
      [dinnerId],
    );
    expect(stored).toMatchObject({
      status: 'succeeded',
      trigger: 'admin',
      algorithm: 'rules_based',
      total_couples: 30,
      matched_groups: matches.matched_groups,
    });
  });

  it('gives the same groups for the same seed on a second run and never duplicates a couple', async () => {
    // The search is deterministic when it makes all its steps; on a busy machine its wall-time budget could cut it short.
    await holdSearchToItsSteps(app, admin);
    const { dinnerId } = await seedBookedDinner(db(app), { couples: thirtyCouples(), restaurants: [], ...soon() });
    const groupsOf = (body: { matches: { groups: { participants: { couple_id: string }[] }[] } }) =>
      body.matches.groups
        .map((g) =>
          g.participants
            .map((p) => p.couple_id)
            .sort()
            .join(','),
        )
        .sort();
    const first = await run(dinnerId).expect(200);
    const second = await run(dinnerId).expect(200);
    expect(groupsOf(second.body)).toEqual(groupsOf(first.body));
    const seated = await seatedCouples(dinnerId);
    expect(new Set(seated).size).toBe(seated.length);
    expect((await db(app).query('SELECT count(*)::int AS n FROM dinner_groups WHERE dinner_id = $1', [dinnerId]))[0].n).toBe(first.body.matches.matched_groups);
  });

  it("leaves other dinners' tables of the same night alone", async () => {
    const night = soon();
    // Two dinners of the same city that night compete for the demo restaurants' tables.
    const a = await seedBookedDinner(db(app), { couples: thirtyCouples(), restaurants: [], ...night });
    const b = await seedBookedDinner(db(app), { couples: thirtyCouples(), restaurants: [], ...night });
    await run(a.dinnerId).expect(200);
    await run(b.dinnerId).expect(200);
    const clashes = await db(app).query(
      `SELECT restaurant_id, table_number FROM dinner_groups WHERE dinner_id = ANY($1::uuid[]) AND restaurant_id IS NOT NULL GROUP BY 1, 2 HAVING count(*) > 1`,
      [[a.dinnerId, b.dinnerId]],
    );
    expect(clashes).toEqual([]);
  });

  it('mails a couple it cannot seat once, and refuses a dinner whose reveal went out, or running', async () => {
    const lonely = couple('x', {
      city: 'Dublin',
      socialAgePreference: 'Around our age',
      people: [
        { dateOfBirth: '1950-01-01', gender: 'Female' },
        { dateOfBirth: '1950-01-01', gender: 'Male' },
      ],
    });
    const { dinnerId, coupleIds } = await seedBookedDinner(db(app), { couples: [...thirtyCouples().slice(0, 6), lonely], restaurants: [], ...soon() });
    const response = await run(dinnerId).expect(200);
    expect(response.body.matches.unmatched_couples).toBe(1);
    expect(response.body.matches.matching_status).toBe('pending_manual_intervention');
    const lonelyId = coupleIds[6];
    const unmatched = await app.http().get(`/api/admin/dinners/${dinnerId}/unmatched-couples`).set('Cookie', admin).expect(200);
    expect(unmatched.body.unmatched_couples).toEqual([expect.objectContaining({ couple_id: lonelyId, reason: expect.stringContaining('age preference') })]);
    // Worded on read in the admin's language, from the facts recorded beside the English text.
    const inFrench = await app.http().get(`/api/admin/dinners/${dinnerId}/unmatched-couples`).set('Cookie', admin).set('Accept-Language', 'fr').expect(200);
    expect(inFrench.body.unmatched_couples[0].reason).toBe('Tous les autres couples sont exclus par une préférence d’âge (la leur ou celle de ce couple).');
    expect(await db(app).query('SELECT reason, reason_facts FROM matching_unmatched_couples WHERE dinner_id = $1', [dinnerId])).toEqual([
      { reason: unmatched.body.unmatched_couples[0].reason, reason_facts: { kind: 'age_preference' } },
    ]);
    const mails = async () =>
      (
        await db(app).query(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE subject = 'We have not found your table yet' AND recipient IN (SELECT email FROM users WHERE couple_id = $1)`,
          [lonelyId],
        )
      )[0].n;
    expect(await mails()).toBe(2);
    await run(dinnerId).expect(200);
    expect(await mails()).toBe(2);

    await db(app).query(`INSERT INTO matching_runs (dinner_id, trigger, started_at, seed, status) VALUES ($1, 'admin', now(), 1, 'running')`, [dinnerId]);
    expect((await run(dinnerId).expect(409)).body.code).toBe('MATCHING.ALREADY_RUNNING');
    await db(app).query(`UPDATE matching_runs SET status = 'failed' WHERE dinner_id = $1 AND status = 'running'`, [dinnerId]);

    // Past its reveal time but not revealed (a late deadline): it may still be matched. Once a reveal went out, its groups are settled.
    const revealed = await seedBookedDinner(db(app), {
      couples: thirtyCouples().slice(0, 4),
      restaurants: [],
      eventDate: new Date(app.clock.now().getTime() + 20 * HOUR),
      bookingDeadline: new Date(app.clock.now().getTime() - HOUR),
    });
    await run(revealed.dinnerId).expect(200);
    await db(app).query('UPDATE dinner_bookings SET reveal_sent_at = now() WHERE id = (SELECT id FROM dinner_bookings WHERE dinner_id = $1 LIMIT 1)', [
      revealed.dinnerId,
    ]);
    expect((await run(revealed.dinnerId).expect(409)).body.code).toBe('MATCHING.DINNER_REVEALED');
    expect((await run('00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe('MATCHING.DINNER_NOT_FOUND');
  });

  it('cancels and refunds a paid couple still without a group once its dinner is revealed, and only then', async () => {
    const lonely = couple('x', {
      socialAgePreference: 'Around our age',
      people: [
        { dateOfBirth: '1950-01-01', gender: 'Female' },
        { dateOfBirth: '1950-01-01', gender: 'Male' },
      ],
    });
    const night = soon();
    const { dinnerId, coupleIds } = await seedBookedDinner(db(app), { couples: [...thirtyCouples().slice(0, 6), lonely], restaurants: [], ...night });
    await run(dinnerId).expect(200);
    const refund = () => app.app.get(RefundUnseatedCouples).execute();
    const statusOf = async (coupleId: string) =>
      (await db(app).query('SELECT status FROM dinner_bookings WHERE dinner_id = $1 AND couple_id = $2', [dinnerId, coupleId]))[0].status;
    const started = app.clock.now();
    try {
      app.clock.set(new Date(night.eventDate.getTime() - 25 * HOUR));
      await refund();
      expect(await statusOf(coupleIds[6])).toBe('confirmed');
      app.clock.set(new Date(night.eventDate.getTime() - 23 * HOUR));
      await refund();
      expect(await statusOf(coupleIds[6])).toBe('cancelled');
      expect(await statusOf(coupleIds[0])).toBe('confirmed');
      const mails = await db(app).query(
        `SELECT recipient FROM mail_outbox WHERE subject = 'We could not seat you at this dinner' AND recipient IN (SELECT email FROM users WHERE couple_id = $1)`,
        [coupleIds[6]],
      );
      expect(mails).toHaveLength(2);
      expect(await refund()).toBe(0);
    } finally {
      app.clock.set(started);
    }
  });

  it('refuses non-admins', async () => {
    const { dinnerId } = await seedBookedDinner(db(app), { couples: thirtyCouples().slice(0, 4), restaurants: [], ...soon() });
    await app.http().post(`/api/admin/matching/run/${dinnerId}`).expect(401);
  });

  describe('group operations', () => {
    let dinnerId: string;
    let ids: string[];
    const post = (path: string, body: object) => app.http().post(`/api/admin/dinners/${dinnerId}/groups/${path}`).set('Cookie', admin).send(body);
    const matches = async () => (await app.http().get(`/api/admin/dinners/${dinnerId}/matches`).set('Cookie', admin).expect(200)).body;
    type Group = {
      group_id: string;
      compatibility_score: number;
      matching_algorithm: string;
      restaurant_id: string | null;
      table_number: number | null;
      participants: { couple_id: string }[];
      rule_overrides: { rule: string }[];
    };
    const groupOf = async (coupleId: string): Promise<Group> =>
      (await matches()).matches.find((g: Group) => g.participants.some((p) => p.couple_id === coupleId));

    beforeAll(async () => {
      // Six similar couples in their thirties and one couple of seventy who want couples around their age.
      const young = Array.from({ length: 6 }, (_, n) => couple(`y${n}`, { cuisineTypes: n % 2 ? ['Italian', 'Thai'] : ['Indian', 'French'] }));
      const older = couple('old', {
        socialAgePreference: 'Around our age',
        people: [
          { dateOfBirth: '1955-01-01', gender: 'Female' },
          { dateOfBirth: '1954-01-01', gender: 'Male' },
        ],
      });
      const seeded = await seedBookedDinner(db(app), {
        couples: [...young, older],
        restaurants: [
          restaurant('a', { cuisineTypes: ['Italian'], priceRange: '€€', tables: 2, maxPartySize: 8 }),
          restaurant('b', { cuisineTypes: ['Indian'], priceRange: '€€€', tables: 2, maxPartySize: 8 }),
        ],
        ...soon(),
        city: 'Dublin',
      });
      dinnerId = seeded.dinnerId;
      ids = seeded.coupleIds;
      await run(dinnerId).expect(200);
    });

    it('moves a couple: both groups rescored, labelled manual_admin; a drop on its own group is refused', async () => {
      const first = await groupOf(ids[0]);
      const other = (await matches()).matches.find(
        (g: Group) => g.group_id !== first.group_id && g.participants.length < 4 && !g.participants.some((p) => p.couple_id === ids[6]),
      );
      const moved = await post('move-couple', { coupleId: ids[0], fromGroupId: first.group_id, toGroupId: other.group_id });
      if (first.participants.length <= 2) {
        expect(moved.status).toBe(409);
        expect(moved.body.message).toMatch(/^Group size: /);
        return;
      }
      expect(moved.status).toBe(200);
      const target = await groupOf(ids[0]);
      expect(target.group_id).toBe(other.group_id);
      expect(target.matching_algorithm).toBe('manual_admin');
      expect((await post('move-couple', { coupleId: ids[0], fromGroupId: other.group_id, toGroupId: other.group_id })).body.code).toBe('MATCHING.SAME_GROUP');
    });

    it('refuses a change that breaks an age preference, naming the rule, and records an explicit override', async () => {
      const target = ((await matches()).matches as Group[]).sort((a, b) => a.participants.length - b.participants.length)[0];
      const unmatchedOld = (await matches()).matches.every((g: Group) => !g.participants.some((p) => p.couple_id === ids[6]));
      expect(unmatchedOld).toBe(true);
      const refused = await post('add-couple', { coupleId: ids[6], groupId: target.group_id }).expect(409);
      expect(refused.body).toMatchObject({ code: 'MATCHING.RULE_BROKEN', rules: expect.arrayContaining(['age_preference']) });
      expect(refused.body.message).toMatch(/(^|\. )Age preference: .* are outside each other's accepted age range\./);
      await post('add-couple', { coupleId: ids[6], groupId: target.group_id, override: true }).expect(200);
      const overridden = await groupOf(ids[6]);
      expect(overridden.rule_overrides.map((o) => o.rule)).toContain('age_preference');
      expect(overridden.matching_algorithm).toBe('manual_admin');
    });

    it('removes a couple (it becomes unmatched), refuses a group below the minimum, creates and deletes groups', async () => {
      const group = await groupOf(ids[6]);
      await post('remove-couple', { coupleId: ids[6], groupId: group.group_id }).expect(200);
      const unmatched = (await app.http().get(`/api/admin/dinners/${dinnerId}/unmatched-couples`).set('Cookie', admin).expect(200)).body.unmatched_couples;
      expect(unmatched.map((c: { couple_id: string }) => c.couple_id)).toEqual([ids[6]]);
      expect(unmatched[0].reason).toBe('Removed from its group by an admin.');
      const inFrench = await app.http().get(`/api/admin/dinners/${dinnerId}/unmatched-couples`).set('Cookie', admin).set('Accept-Language', 'fr').expect(200);
      expect(inFrench.body.unmatched_couples[0].reason).toBe('Retiré de son groupe par un administrateur.');
      const alone = await post('create', { coupleIds: [ids[6]] }).expect(409);
      expect(alone.body.message).toMatch(/^Group size: a group needs 2 to 4 couples; this change leaves 1\./);
      expect((await post('add-couple', { coupleId: ids[1], groupId: group.group_id })).body.code).toBe('MATCHING.ALREADY_SEATED');

      const victim = (await matches()).matches[0] as Group;
      const deleted = await app
        .http()
        .delete(`/api/admin/dinners/${dinnerId}/groups/${victim.group_id}`)
        .set('Cookie', admin)
        .set('Accept-Language', 'fr')
        .expect(200);
      expect(deleted.body).toEqual({ success: true, message: 'Groupe supprimé.' });
      const after = await matches();
      expect(after.matches.some((g: Group) => g.group_id === victim.group_id)).toBe(false);
      expect(after.summary.unmatched_couples).toBe(1 + victim.participants.length);
      const created = await post('create', { coupleIds: victim.participants.map((p) => p.couple_id) }).expect(200);
      expect((await groupOf(victim.participants[0].couple_id)).group_id).toBe(created.body.group_id);
      expect(await dinnerStatus(dinnerId)).toBe('pending_manual_intervention');
    });

    it('sets, refuses and clears a restaurant and table; suggests one by fit score without an AI', async () => {
      const group = (await matches()).matches.find((g: Group) => g.participants.length >= 2) as Group;
      const options = (await app.http().get(`/api/admin/dinner-matches/${group.group_id}/restaurant-options`).set('Cookie', admin).expect(200)).body.options;
      const usable = options.find((o: { unavailable_reason: string | null }) => !o.unavailable_reason);
      await app.http().put(`/api/admin/dinner-matches/${group.group_id}`).set('Cookie', admin).send({ restaurant_id: usable.restaurant_id }).expect(200);
      expect((await groupOf(group.participants[0].couple_id)).table_number).toBe(usable.free_tables[0]);
      await app.http().put(`/api/admin/dinner-matches/${group.group_id}`).set('Cookie', admin).send({}).expect(200);
      expect(await groupOf(group.participants[0].couple_id)).toMatchObject({ restaurant_id: null, table_number: null });
      const unassigned = await app.http().get(`/api/admin/dinners/${dinnerId}/unassigned-groups`).set('Cookie', admin).set('Accept-Language', 'fr').expect(200);
      expect(['Toutes les tables de restaurant qui conviendraient sont déjà prises.', 'Aucun restaurant actif ne répond aux critères de ce groupe.']).toContain(
        unassigned.body.unassigned_groups.find((g: { group_id: string }) => g.group_id === group.group_id).reason,
      );
      const tooBig = await app
        .http()
        .put(`/api/admin/dinner-matches/${group.group_id}`)
        .set('Cookie', admin)
        .send({ restaurant_id: usable.restaurant_id, table_number: 99 })
        .expect(409);
      expect(tooBig.body.code).toBe('MATCHING.TABLE_TAKEN');
      await app.http().put(`/api/admin/dinner-matches/${group.group_id}`).set('Cookie', admin).send({ table_number: 1 }).expect(400);
      const suggestion = await app.http().post(`/api/admin/dinner-matches/${group.group_id}/suggest-restaurant`).set('Cookie', admin).expect(200);
      expect(suggestion.body).toMatchObject({
        source: 'rules_based',
        fallback_reason: null,
        suggestedRestaurantId: expect.any(String),
        restaurant_name: expect.any(String),
      });
    });

    it('refuses a second run over groups an admin edited, naming them, unless forced', async () => {
      const refused = await run(dinnerId).expect(409);
      expect(refused.body.code).toBe('MATCHING.EDITED_GROUPS');
      expect(refused.body.message).toMatch(/An admin has edited groups? [0-9a-f]{8}/);
      const inFrench = await run(dinnerId).set('Accept-Language', 'fr').expect(409);
      expect(inFrench.body.message).toMatch(/^Un administrateur a modifié (le groupe|les groupes) [0-9a-f]{8}/);
      const forced = await run(dinnerId, '?force=true').set('Accept-Language', 'fr').expect(200);
      expect(forced.body.message).toMatch(/^Appariement terminé : \d+ groupes? formés?, \d+ sur \d+ couples placés\.$/);
    });
  });
});

describe('AI matching and AI suggestion fall back when Gemini errs', () => {
  let app: TestApp;
  let admin: string;
  let server: Server;
  let calls = 0;

  beforeAll(async () => {
    // A stand-in for the Gemini endpoint that always fails.
    server = createServer((req, res) => {
      calls += 1;
      req.resume();
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { code: 500, message: 'stand-in failure', status: 'INTERNAL' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    app = await createTestApp({ env: { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: baseUrl } });
    await app.app.get(RestaurantsDemoData).seed();
    admin = await signIn(app, await seedAdmin(db(app)));
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('runs rules-based with the reason recorded, and suggests by fit score', async () => {
    const { dinnerId } = await seedBookedDinner(db(app), {
      couples: parseInstance(syntheticInstance(12, 3)).couples,
      restaurants: [],
      eventDate: new Date(app.clock.now().getTime() + 72 * HOUR),
      bookingDeadline: new Date(app.clock.now().getTime() - HOUR),
    });
    const response = await app.http().post(`/api/admin/matching/run/${dinnerId}`).set('Cookie', admin).expect(200);
    expect(response.body.matches).toMatchObject({
      algorithm_version: 'rules_based',
      ai_model: 'gemini-2.5-flash',
      ai_fallback_reason: expect.stringMatching(/^AI matching failed .*rules-based matching used\.$/),
    });
    expect(calls).toBeGreaterThan(0);
    const [stored] = await db(app).query('SELECT model, fallback_reason FROM matching_runs WHERE dinner_id = $1', [dinnerId]);
    expect(stored.fallback_reason).toBe(response.body.matches.ai_fallback_reason);
    const groupId = response.body.matches.groups[0].group_id;
    const before = calls;
    const suggestion = await app.http().post(`/api/admin/dinner-matches/${groupId}/suggest-restaurant`).set('Cookie', admin).expect(200);
    expect(calls).toBeGreaterThan(before);
    expect(suggestion.body).toMatchObject({ source: 'rules_based', fallback_reason: expect.stringMatching(/^AI suggestion failed .*fit score used\.$/) });
  });
});
