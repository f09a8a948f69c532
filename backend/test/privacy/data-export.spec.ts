import { DataSource } from 'typeorm';
import { createCouple, createDinner, db, signIn, TestCouple } from '../dinners/dinner-fixtures';
import { linkFromOutbox } from '../identity/couple-accounts-kit';
import { createTestApp, TestApp } from '../support/test-app';

/** Every string of the export long enough to be a token, a session id or an id (uuids too). */
function tokenLike(exported: unknown): string[] {
  return [...new Set(JSON.stringify(exported).match(/[A-Za-z0-9_-]{16,}/g) ?? [])];
}

/** Every value (not key) of the export, as text. */
function valuesOf(exported: unknown): string[] {
  if (Array.isArray(exported)) return exported.flatMap(valuesOf);
  if (exported && typeof exported === 'object') return Object.values(exported).flatMap(valuesOf);
  return exported === null || exported === undefined ? [] : [String(exported)];
}

/** Every way a found string could sign someone in, for each member's address: none may succeed. */
async function signsInWith(t: TestApp, candidate: string, emails: string[]): Promise<string[]> {
  const successes: string[] = [];
  const tried = async (what: string, request: PromiseLike<{ status: number }>) => {
    if ((await request).status < 300) successes.push(`${what}: ${candidate}`);
  };
  for (const email of emails) {
    await tried('magic link', t.http().get('/api/auth/verify-magic-link').query({ token: candidate, email }));
    await tried('reset', t.http().post('/api/auth/reset-password').send({ email, token: candidate, password: 'Taken0ver!x', confirm_password: 'Taken0ver!x' }));
  }
  await tried('auto-login', t.http().post('/api/auth/auto-login').send({ token: candidate }));
  await tried('verify email', t.http().get('/api/auth/verify-email').query({ token: candidate }));
  return successes;
}

/** Issue 46: the export carried the partner's live sign-in and reset links, tokens and sessions. */
describe('the data export holds no credential and nothing of the partner', () => {
  let t: TestApp;
  let couple: TestCouple;

  beforeAll(async () => {
    t = await createTestApp();
    couple = await createCouple(t);
  });
  afterAll(() => t.close());

  async function requestLinksForBoth(): Promise<void> {
    for (const { email } of couple.users) {
      await t.http().post('/api/auth/magic-link').send({ email }).expect(200);
      await t.http().post('/api/auth/forgot-password').send({ email }).expect(200);
    }
  }

  it.each([0, 1])('member %i: nothing found in the export signs anyone in, and no partner token, session or mail is in it', async (index) => {
    const member = couple.users[index];
    const partner = couple.users[1 - index];
    const cookie = index === 0 ? couple.cookie : await signIn(t, member.id);
    await signIn(t, partner.id);
    await requestLinksForBoth();

    const exported = (await t.http().get('/api/user/data-export').set('Cookie', cookie).expect(200)).body;

    const emails = couple.users.map((user) => user.email);
    const candidates = tokenLike(exported);
    expect(candidates.length).toBeGreaterThan(3);
    const successes: string[] = [];
    for (const candidate of candidates) successes.push(...(await signsInWith(t, candidate, emails)));
    expect(successes).toEqual([]);

    expect(Object.keys(exported.data)).not.toEqual(expect.arrayContaining(['sessions']));
    expect(Object.keys(exported.data)).not.toEqual(expect.arrayContaining(['auth_tokens']));
    const mails = exported.data.mail_outbox as { recipient: string; text: string }[];
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((mail) => mail.recipient === member.email)).toBe(true);
    expect(mails.filter((mail) => mail.text.includes('token=')).every((mail) => mail.text.includes('token=[removed]'))).toBe(true);
    expect(JSON.stringify(exported)).not.toContain(partner.id);

    // The links were live all along: the partner's own mail still signs the partner in.
    const link = await linkFromOutbox(t, partner.email, '/verify-login');
    await t
      .http()
      .get('/api/auth/verify-magic-link')
      .query({ token: link.searchParams.get('token'), email: partner.email })
      .expect(200);
  });

  it("shows the member's saved sign-up progress without the hash that binds it to a browser", async () => {
    const member = couple.users[0];
    await t.agent().post('/api/auth/save-partial-signup').send({ email: member.email, first_name: 'Saved' }).expect(200);
    const [{ browser_token_hash: hash }] = await t.app.get(DataSource).query('SELECT browser_token_hash FROM partial_signups WHERE email = $1', [member.email]);

    const exported = (await t.http().get('/api/user/data-export').set('Cookie', couple.cookie).expect(200)).body;

    expect(exported.data.partial_signups).toEqual([expect.objectContaining({ email: member.email, data: { first_name: 'Saved' } })]);
    expect(exported.data.partial_signups[0]).not.toHaveProperty('browser_token_hash');
    expect(JSON.stringify(exported)).not.toContain(hash);
  });

  it("carries no identifier a table's couples share before the reveal", async () => {
    const dinnerId = await createDinner(t, { eventInHours: 200, deadlineInHours: 100 });
    const other = await createCouple(t, { names: ['Orla', 'Ruairi'] });
    const [group] = await db(t).query(`INSERT INTO dinner_groups (dinner_id, compatibility_score) VALUES ($1, 80) RETURNING id`, [dinnerId]);
    for (const seated of [couple, other]) {
      await db(t).query(`INSERT INTO dinner_group_participants (group_id, dinner_id, couple_id) VALUES ($1, $2, $3)`, [group.id, dinnerId, seated.coupleId]);
    }

    const exports = await Promise.all(
      [couple, other].map(async (seated) => (await t.http().get('/api/user/data-export').set('Cookie', seated.cookie).expect(200)).body),
    );

    expect(exports[0].data.dinner_group_participants).toHaveLength(1);
    const ids = (exported: { data: unknown }) => new Set(valuesOf(exported.data).filter((value) => /^[0-9a-f]{8}-[0-9a-f-]{27}$/.test(value)));
    const [mine, theirs] = exports.map(ids);
    // The dinner itself is public (both booked it); nothing narrower may be common to both.
    expect(mine.has(dinnerId)).toBe(true);
    expect([...mine].filter((value) => theirs.has(value) && value !== dinnerId)).toEqual([]);
  });
});
