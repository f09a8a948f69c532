import { seedAdmin, seedBookedDinner } from '../../scripts/matching/booked-dinner';
import { db, signIn } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { couple, restaurant } from './matching-arbitraries';

const HOUR = 3_600_000;

type Break = { group_id: string | null; rule: string; message: string };
type Consequence = { group_id: string | null; kind: string; message: string };
type Group = {
  group_id: string;
  compatibility_score: number;
  restaurant_id: string | null;
  table_number: number | null;
  participants: { couple_id: string }[];
  rule_overrides: { rule: string; group_id: string | null; message: string }[];
};

/**
 * Issue 21, item 5: before an override the admin sees every rule a change breaks, in every
 * group it changes, and what it does to tables and restaurants; the override records them
 * all, and a group over its restaurant's party size is never saved silently.
 */
describe('overriding the hard rules of a group change', () => {
  let app: TestApp;
  let admin: string;
  let dinnerId: string;
  let ids: string[];
  let restaurantA: string;
  let groupA: string;
  let groupB: string;
  let groupC: string;

  const post = (path: string, body: object) => app.http().post(`/api/admin/dinners/${dinnerId}/groups/${path}`).set('Cookie', admin).send(body);
  const groups = async (): Promise<Group[]> => (await app.http().get(`/api/admin/dinners/${dinnerId}/matches`).set('Cookie', admin).expect(200)).body.matches;
  const group = async (id: string) => (await groups()).find((g) => g.group_id === id);
  const insertGroup = async (coupleIds: string[], restaurantId: string | null, tableNumber: number | null): Promise<string> => {
    const [{ id }] = await db(app).query(
      `INSERT INTO dinner_groups (dinner_id, restaurant_id, table_number, compatibility_score, status) VALUES ($1, $2, $3, 70, $4) RETURNING id`,
      [dinnerId, restaurantId, tableNumber, restaurantId ? 'restaurant_assigned' : 'matched'],
    );
    for (const coupleId of coupleIds)
      await db(app).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id) VALUES ($1, $2, $3)`, [id, dinnerId, coupleId]);
    return id;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, await seedAdmin(db(app)));
    // A couple of seventy who want couples around their age, and eight couples in their thirties.
    const older = couple('old', {
      socialAgePreference: 'Around our age',
      people: [
        { dateOfBirth: '1955-01-01', gender: 'Female' },
        { dateOfBirth: '1954-01-01', gender: 'Male' },
      ],
    });
    const young = Array.from({ length: 8 }, (_, n) => couple(`y${n}`));
    const seeded = await seedBookedDinner(db(app), {
      couples: [older, ...young],
      // A seats three couples at a table; B seats four.
      restaurants: [restaurant('a', { maxPartySize: 6, tables: 3 }), restaurant('b', { maxPartySize: 8, tables: 3 })],
      eventDate: new Date(app.clock.now().getTime() + 96 * HOUR),
      bookingDeadline: new Date(app.clock.now().getTime() - HOUR),
    });
    ({ dinnerId, coupleIds: ids } = seeded);
    restaurantA = seeded.restaurantIds[0];
    groupA = await insertGroup([ids[0], ids[1]], restaurantA, 1);
    groupB = await insertGroup([ids[2], ids[3], ids[4]], restaurantA, 2);
    groupC = await insertGroup([ids[5], ids[6], ids[7]], restaurantA, 3);
    // Where matching leaves it: the ninth couple unseated, an admin needed.
    await db(app).query(`UPDATE dinner_events SET status = 'pending_manual_intervention' WHERE id = $1`, [dinnerId]);
  });
  afterAll(() => app.close());

  /** The older couple moves from A (left with one couple) to B (four couples: eight people at a table for six). */
  const moveBody = () => ({ coupleId: ids[0], fromGroupId: groupA, toGroupId: groupB });

  it('previews a move without saving: every broken rule of both groups and what happens to their tables', async () => {
    const preview = (await post('move-couple/preview', moveBody()).expect(200)).body as {
      needs_override: boolean;
      breaks: Break[];
      consequences: Consequence[];
    };
    expect(preview.needs_override).toBe(true);
    expect(preview.breaks.filter((b) => b.group_id === groupA).map((b) => b.rule)).toEqual(['group_size']);
    const intoB = preview.breaks.filter((b) => b.group_id === groupB);
    expect(intoB.filter((b) => b.rule === 'age_preference')).toHaveLength(3);
    expect(intoB.find((b) => b.rule === 'party_size')?.message).toMatch(/^Party size: 8 people exceed Restaurant a \w+'s maximum of 6\.$/);
    expect(preview.consequences).toEqual([
      {
        group_id: groupA,
        kind: 'below_minimum',
        message: `Group ${groupA.slice(0, 8)} is left with 1 couple (minimum 2), still holding ${await restaurantName()}, table 1.`,
      },
      {
        group_id: groupB,
        kind: 'restaurant_unassigned',
        message: `Group ${groupB.slice(0, 8)} loses ${await restaurantName()}, table 2 and needs a restaurant again.`,
      },
    ]);
    expect((await group(groupA))?.participants).toHaveLength(2);
    expect((await group(groupB))?.restaurant_id).toBe(restaurantA);
  });

  it("previews and refuses the move in the reader's language, the rules and groups unchanged", async () => {
    const inFrench = (path: string) => post(path, moveBody()).set('Accept-Language', 'fr');
    const english = (await post('move-couple/preview', moveBody()).expect(200)).body as { breaks: Break[]; consequences: Consequence[] };
    const preview = (await inFrench('move-couple/preview').expect(200)).body as { breaks: Break[]; consequences: Consequence[] };
    const fields = (found: Break) => [found.group_id, found.rule];
    expect(preview.breaks.map(fields)).toEqual(english.breaks.map(fields));
    expect(preview.breaks[0]).toEqual({
      group_id: groupA,
      rule: 'group_size',
      message: 'Taille du groupe : un groupe compte de 2 à 4 couples ; ce changement en laisse 1.',
    });
    expect(preview.breaks.find((b) => b.rule === 'party_size')?.message).toMatch(
      /^Taille de table : Restaurant a \w+ accueille au plus 6 personnes par table, ce groupe en compte 8\.$/,
    );
    expect(preview.consequences).toEqual([
      {
        group_id: groupA,
        kind: 'below_minimum',
        message: `Le groupe ${groupA.slice(0, 8)} n’a plus qu’un couple (minimum 2) et occupe toujours ${await restaurantName()}, table 1.`,
      },
      {
        group_id: groupB,
        kind: 'restaurant_unassigned',
        message: `Le groupe ${groupB.slice(0, 8)} perd ${await restaurantName()}, table 2 et a de nouveau besoin d’un restaurant.`,
      },
    ]);

    const refused = await inFrench('move-couple').expect(409);
    expect(refused.body).toMatchObject({ code: 'MATCHING.RULE_BROKEN', breaks: preview.breaks, consequences: preview.consequences });
    expect(refused.body.message).toBe(`${preview.breaks.map((b) => b.message).join(' ')} Confirmez la dérogation pour faire ce changement malgré tout.`);
    expect((await group(groupA))?.participants).toHaveLength(2);
  });

  it('refuses the move with the same lists, and records every one of them on the override', async () => {
    const scoresBefore = [(await group(groupA))?.compatibility_score, (await group(groupB))?.compatibility_score];
    const preview = (await post('move-couple/preview', moveBody()).expect(200)).body;
    const refused = await post('move-couple', moveBody()).expect(409);
    expect(refused.body).toMatchObject({ code: 'MATCHING.RULE_BROKEN', breaks: preview.breaks, consequences: preview.consequences });
    expect(refused.body.rules).toEqual(expect.arrayContaining(['group_size', 'age_preference', 'party_size']));
    for (const b of preview.breaks as Break[]) expect(refused.body.message).toContain(b.message);

    await post('move-couple', { ...moveBody(), override: true }).expect(200);
    const [a, b] = [await group(groupA), await group(groupB)];
    expect(a).toMatchObject({ restaurant_id: restaurantA, table_number: 1, participants: [{ couple_id: ids[1] }] });
    expect(b).toMatchObject({ restaurant_id: null, table_number: null });
    const recorded = [
      ...preview.breaks.map((x: Break) => [x.group_id, x.rule, x.message]),
      ...preview.consequences.map((x: Consequence) => [x.group_id, x.kind, x.message]),
    ];
    for (const g of [a!, b!]) expect(g.rule_overrides.map((o) => [o.group_id, o.rule, o.message])).toEqual(recorded);
    // The preview's new scores are the ones the move saved.
    expect(preview.scores).toEqual([
      { group_id: groupA, before: scoresBefore[0], after: a!.compatibility_score },
      { group_id: groupB, before: scoresBefore[1], after: b!.compatibility_score },
    ]);
    expect(refused.body.scores).toBeUndefined();
  });

  it('never lets a group outgrow its restaurant silently', async () => {
    const refused = await post('add-couple', { coupleId: ids[8], groupId: groupC }).expect(409);
    expect(refused.body.rules).toEqual(['party_size']);
    expect(refused.body.consequences).toEqual([
      {
        group_id: groupC,
        kind: 'restaurant_unassigned',
        message: `Group ${groupC.slice(0, 8)} loses ${await restaurantName()}, table 3 and needs a restaurant again.`,
      },
    ]);
    expect(await group(groupC)).toMatchObject({ restaurant_id: restaurantA, table_number: 3 });
    expect((await group(groupC))?.participants).toHaveLength(3);
  });

  it('previews a change that breaks nothing with its consequences and no override', async () => {
    const preview = (await post('remove-couple/preview', { coupleId: ids[1], groupId: groupA }).expect(200)).body;
    expect(preview.needs_override).toBe(false);
    expect(preview.breaks).toEqual([]);
    expect(preview.consequences.map((c: Consequence) => c.kind)).toEqual(['group_deleted', 'couple_unmatched']);
    expect(preview.consequences[0].message).toBe(`Group ${groupA.slice(0, 8)} has no couple left and is deleted; ${await restaurantName()}, table 1 is freed.`);
    expect((await post('remove-couple/preview', { coupleId: ids[8], groupId: groupA }).expect(409)).body.code).toBe('MATCHING.NOT_IN_GROUP');
    await post('add-couple/preview', { coupleId: 'not-a-uuid', groupId: groupA }).expect(400);
    await app.http().post(`/api/admin/dinners/${dinnerId}/groups/move-couple/preview`).send(moveBody()).expect(401);
  });

  // Issue 45, the model's life of seed 4503: after the reveal, one couple's move must not take the others' table away.
  it('once revealed, keeps the table of a group an overridden change makes too big for it, and the restaurant is asked for the new party', async () => {
    app.clock.advance(73 * HOUR);
    await db(app).query('UPDATE dinner_bookings SET reveal_sent_at = $2 WHERE dinner_id = $1', [dinnerId, app.clock.now()]);
    const preview = (await post('add-couple/preview', { coupleId: ids[8], groupId: groupC }).expect(200)).body as {
      breaks: Break[];
      consequences: Consequence[];
    };
    expect(preview.breaks).toEqual([
      expect.objectContaining({
        group_id: groupC,
        rule: 'party_size',
        message: expect.stringContaining(
          `Group ${groupC.slice(0, 8)} keeps ${await restaurantName()}, table 3: its couples were told where they dine, and the restaurant is asked for the new party.`,
        ),
      }),
    ]);
    expect(preview.consequences.map((c) => c.kind)).not.toContain('restaurant_unassigned');
    await post('add-couple', { coupleId: ids[8], groupId: groupC, override: true, confirm_changes: true }).expect(200);
    const kept = await group(groupC);
    expect(kept).toMatchObject({ restaurant_id: restaurantA, table_number: 3 });
    expect(kept?.participants).toHaveLength(4);
    expect(kept?.rule_overrides.map((o) => o.rule)).toContain('party_size');
  });

  it('records an override made in French in English, as every record of the service is kept', async () => {
    await post('move-couple', { coupleId: ids[1], fromGroupId: groupA, toGroupId: groupC, override: true, confirm_changes: true })
      .set('Accept-Language', 'fr')
      .expect(200);
    const recorded = (await group(groupC))!.rule_overrides.filter((o) => o.rule === 'group_size' || o.rule === 'group_deleted');
    expect(recorded.map((o) => o.message)).toEqual([
      'Group size: a group needs 2 to 4 couples; this change leaves 5.',
      `Group ${groupA.slice(0, 8)} has no couple left and is deleted; ${await restaurantName()}, table 1 is freed.`,
    ]);
  });

  const restaurantName = async () => (await db(app).query(`SELECT name FROM restaurants WHERE id = $1`, [restaurantA]))[0].name as string;
});
