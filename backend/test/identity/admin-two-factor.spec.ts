import { authenticator } from 'otplib';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';
import { TotpSecretsSealedAndLastStep1796227814810 } from '../../src/platform/database/migrations/1796227814810-TotpSecretsSealedAndLastStep';
import { createSignedInAdmin } from '../dinners/dinner-fixtures';

const ADMIN = { email: 'two-factor-admin@tablemates.ie', password: 'two-factor-password-1' };

/** The code an authenticator app shows for this secret at the service's time. */
const codeAt = (t: TestApp, secret: string, offsetMs = 0) => authenticator.clone({ epoch: t.clock.now().getTime() + offsetMs }).generate(secret);
/** The clock into the next 30-second step: a code is good once, so a second sign-in waits for the next one. */
const nextStep = (t: TestApp) => t.clock.set(new Date(t.clock.now().getTime() + 30_000));

describe('admin two-factor sign-in (optional mode)', () => {
  let t: TestApp;
  let secret: string;
  let recoveryCodes: string[];
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, prepare: true });
  });
  afterAll(() => t.close());

  const agent = () => request.agent(t.app.getHttpServer());

  it('signs an admin without a second factor in with the password alone, and offers enrolment', async () => {
    const browser = agent();
    const login = await browser.post('/api/admin/login').send(ADMIN).expect(200);
    expect(login.body).toEqual({ success: true, message: 'Admin login successful', two_factor_required: false });
    const access = await browser.get('/api/admin/me/access').expect(200);
    expect(access.body).toMatchObject({ role: 'owner', two_factor_enrolled: false, two_factor_required: false, recovery_codes_left: 0 });
    expect(access.body.permissions).toContain('purge');
  });

  it('enrols: a QR code and secret, a wrong code refused, the right one answers ten recovery codes once', async () => {
    const browser = agent();
    await browser.post('/api/admin/login').send(ADMIN).expect(200);
    const started = await browser.post('/api/admin/two-factor/enrolment').expect(200);
    expect(started.body.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(started.body.otpauth_url).toContain(`secret=${started.body.secret}`);
    secret = started.body.secret;
    const wrong = await browser
      .post('/api/admin/two-factor/enrolment/confirm')
      .send({ code: codeAt(t, secret, 10 * 60_000) })
      .expect(401);
    expect(wrong.body.code).toBe('IDENTITY.INVALID_TWO_FACTOR_CODE');
    await browser.post('/api/admin/two-factor/enrolment/confirm').send({ code: 'abc' }).expect(400);
    const confirmed = await browser
      .post('/api/admin/two-factor/enrolment/confirm')
      .send({ code: codeAt(t, secret) })
      .expect(200);
    recoveryCodes = confirmed.body.recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored: { code_hash: string }[] = await db().query(
      `SELECT code_hash FROM admin_recovery_codes r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
      [ADMIN.email],
    );
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.code_hash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]]));
    await browser.post('/api/admin/two-factor/enrolment').expect(409);
    expect((await browser.get('/api/admin/me/access').expect(200)).body).toMatchObject({ two_factor_enrolled: true, recovery_codes_left: 10 });
  });

  it('asks for the code after the password: the session is no admin session until it is given', async () => {
    const browser = agent();
    const login = await browser.post('/api/admin/login').send(ADMIN).expect(200);
    expect(login.body.two_factor_required).toBe(true);
    expect((await browser.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: false, isAdmin: false });
    await browser.get('/api/admin/me/access').expect(401);
    await browser.post('/api/admin/login/two-factor').send({}).expect(400);
    nextStep(t);
    await browser
      .post('/api/admin/login/two-factor')
      .send({ code: codeAt(t, secret, -10 * 60_000) })
      .expect(401);
    await browser
      .post('/api/admin/login/two-factor')
      .send({ code: codeAt(t, secret) })
      .expect(200);
    expect((await browser.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: true, isAdmin: true });
  });

  it('accepts a code of the clock moved on (the clock is injected), and refuses the second step after five minutes', async () => {
    const browser = agent();
    await browser.post('/api/admin/login').send(ADMIN).expect(200);
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    const late = await browser
      .post('/api/admin/login/two-factor')
      .send({ code: codeAt(t, secret) })
      .expect(401);
    expect(late.body.code).toBe('IDENTITY.NO_TWO_FACTOR_SIGN_IN');
    await browser.post('/api/admin/login').send(ADMIN).expect(200);
    await browser
      .post('/api/admin/login/two-factor')
      .send({ code: codeAt(t, secret) })
      .expect(200);
  });

  it('signs in with a recovery code once, then never again with that code', async () => {
    const first = agent();
    await first.post('/api/admin/login').send(ADMIN).expect(200);
    await first.post('/api/admin/login/two-factor').send({ recovery_code: recoveryCodes[0].toUpperCase() }).expect(200);
    expect((await first.get('/api/admin/me/access').expect(200)).body.recovery_codes_left).toBe(9);
    const again = agent();
    await again.post('/api/admin/login').send(ADMIN).expect(200);
    await again.post('/api/admin/login/two-factor').send({ recovery_code: recoveryCodes[0] }).expect(401);
  });

  it("lists the admin's own sessions with the browser, and ends one of them", async () => {
    nextStep(t);
    const phone = agent();
    await phone.post('/api/admin/login').set('User-Agent', 'PhoneBrowser/1.0').send(ADMIN).expect(200);
    await phone
      .post('/api/admin/login/two-factor')
      .set('User-Agent', 'PhoneBrowser/1.0')
      .send({ code: codeAt(t, secret) })
      .expect(200);
    nextStep(t);
    const laptop = agent();
    await laptop.post('/api/admin/login').set('User-Agent', 'LaptopBrowser/2.0').send(ADMIN).expect(200);
    await laptop
      .post('/api/admin/login/two-factor')
      .set('User-Agent', 'LaptopBrowser/2.0')
      .send({ code: codeAt(t, secret) })
      .expect(200);
    const listed = (await laptop.get('/api/admin/sessions').expect(200)).body.sessions as { id: string; user_agent: string; current: boolean; ip: string }[];
    const current = listed.find((session) => session.current)!;
    expect(current.user_agent).toBe('LaptopBrowser/2.0');
    expect(current.ip).toBeTruthy();
    const phoneSession = listed.find((session) => session.user_agent === 'PhoneBrowser/1.0')!;
    await laptop.delete(`/api/admin/sessions/${phoneSession.id}`).expect(200);
    await phone.get('/api/admin/me/access').expect(401);
    await laptop.delete('/api/admin/sessions/not-a-session').expect(400);
    await laptop.delete(`/api/admin/sessions/${'0'.repeat(64)}`).expect(404);
  });

  it("lets only owners end another admin's session, audited", async () => {
    const analyst = await createSignedInAdmin(t, { role: 'analyst' });
    const owner = await createSignedInAdmin(t);
    const [ownerSession] = (await request(t.app.getHttpServer()).get('/api/admin/sessions').set('Cookie', owner.cookie).expect(200)).body.sessions;
    await request(t.app.getHttpServer()).delete(`/api/admin/sessions/${ownerSession.id}`).set('Cookie', analyst.cookie).expect(404);
    const [analystSession] = (await request(t.app.getHttpServer()).get(`/api/admin/admins/${analyst.id}/sessions`).set('Cookie', owner.cookie).expect(200)).body
      .sessions;
    await request(t.app.getHttpServer()).delete(`/api/admin/sessions/${analystSession.id}`).set('Cookie', owner.cookie).expect(200);
    await request(t.app.getHttpServer()).get('/api/admin/me/access').set('Cookie', analyst.cookie).expect(401);
    const audit = await db().query(`SELECT admin_id, subject_user_ids FROM admin_audit_log WHERE action = 'admin_session_ended'`);
    expect(audit).toEqual([{ admin_id: owner.id, subject_user_ids: [analyst.id] }]);
  });

  it("lets another owner reset an admin's second factor: audited, their sessions end, they sign in with the password and enrol again", async () => {
    const owner = await createSignedInAdmin(t);
    const [{ id }] = await db().query(`SELECT id FROM users WHERE email = $1`, [ADMIN.email]);
    const signedIn = agent();
    await signedIn.post('/api/admin/login').send(ADMIN).expect(200);
    nextStep(t);
    await signedIn
      .post('/api/admin/login/two-factor')
      .send({ code: codeAt(t, secret) })
      .expect(200);
    const analyst = await createSignedInAdmin(t, { role: 'analyst' });
    await request(t.app.getHttpServer()).delete(`/api/admin/admins/${id}/two-factor`).set('Cookie', analyst.cookie).expect(403);
    await request(t.app.getHttpServer()).delete(`/api/admin/admins/${id}/two-factor`).set('Cookie', owner.cookie).expect(200);
    await signedIn.get('/api/admin/me/access').expect(401);
    expect(await db().query(`SELECT count(*)::int AS n FROM admin_recovery_codes WHERE user_id = $1`, [id])).toEqual([{ n: 0 }]);
    expect(await db().query(`SELECT admin_id, subject_user_ids FROM admin_audit_log WHERE action = 'admin_two_factor_reset'`)).toEqual([
      { admin_id: owner.id, subject_user_ids: [id] },
    ]);
    const login = await agent().post('/api/admin/login').send(ADMIN).expect(200);
    expect(login.body.two_factor_required).toBe(false);
  });

  it('limits code attempts per admin: ten in fifteen minutes', async () => {
    t.clock.set(new Date(t.clock.now().getTime() + 16 * 60_000));
    const browser = agent();
    await browser.post('/api/admin/login').send(ADMIN).expect(200);
    await browser.post('/api/admin/two-factor/enrolment').expect(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await browser.post('/api/admin/two-factor/enrolment/confirm').send({ code: '000000' })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('lets owners give roles and cities; a city manager needs a city, the last owner stays one', async () => {
    const owner = await createSignedInAdmin(t);
    const other = await createSignedInAdmin(t, { role: 'analyst' });
    const http = () => request(t.app.getHttpServer());
    await http().put(`/api/admin/admins/${other.id}/role`).set('Cookie', owner.cookie).send({ role: 'city_manager', cities: [] }).expect(400);
    await http().put(`/api/admin/admins/${other.id}/role`).set('Cookie', owner.cookie).send({ role: 'boss' }).expect(400);
    const changed = await http()
      .put(`/api/admin/admins/${other.id}/role`)
      .set('Cookie', owner.cookie)
      .send({ role: 'city_manager', cities: ['Dublin', ' Dublin '] })
      .expect(200);
    expect(changed.body).toMatchObject({ role: 'city_manager', cities: ['Dublin'] });
    expect((await http().get('/api/admin/me/access').set('Cookie', other.cookie).expect(200)).body).toMatchObject({ role: 'city_manager', cities: ['Dublin'] });
    await http().put(`/api/admin/admins/${owner.id}/role`).set('Cookie', other.cookie).send({ role: 'analyst' }).expect(403);
    const owners: { id: string }[] = await db().query(`SELECT id FROM users WHERE admin_role = 'owner'`);
    for (const { id } of owners.filter(({ id }) => id !== owner.id))
      await http().put(`/api/admin/admins/${id}/role`).set('Cookie', owner.cookie).send({ role: 'analyst' }).expect(200);
    const last = await http().put(`/api/admin/admins/${owner.id}/role`).set('Cookie', owner.cookie).send({ role: 'analyst' }).expect(409);
    expect(last.body.code).toBe('IDENTITY.LAST_OWNER');
    expect((await http().get('/api/admin/admins').set('Cookie', owner.cookie).expect(200)).body.admins.length).toBeGreaterThan(2);
  });
});

describe('admin two-factor sign-in (required mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_TWO_FACTOR: 'required' } });
  });
  afterAll(() => t.close());

  it('refuses an admin without a second factor with a code the console branches on, except enrolment', async () => {
    const admin = await createSignedInAdmin(t);
    const http = () => request(t.app.getHttpServer());
    const refused = await http().get('/api/admin/dinners/upcoming').set('Cookie', admin.cookie).expect(403);
    expect(refused.body.code).toBe('IDENTITY.TWO_FACTOR_ENROLMENT_REQUIRED');
    expect((await http().get('/api/admin/me/access').set('Cookie', admin.cookie).expect(200)).body).toMatchObject({
      two_factor_required: true,
      two_factor_enrolled: false,
    });
    const started = await http().post('/api/admin/two-factor/enrolment').set('Cookie', admin.cookie).expect(200);
    await http()
      .post('/api/admin/two-factor/enrolment/confirm')
      .set('Cookie', admin.cookie)
      .send({ code: codeAt(t, started.body.secret) })
      .expect(200);
    await http().get('/api/admin/dinners/upcoming').set('Cookie', admin.cookie).expect(200);
  });
});

describe('admin two-factor codes: each good once, the secret sealed at rest', () => {
  const OTHER = { email: 'replay-admin@tablemates.ie', password: 'replay-admin-password-1' };
  let t: TestApp;
  let secret: string;
  const db = () => t.app.get(DataSource);
  const agent = () => request.agent(t.app.getHttpServer());
  const stored = async (): Promise<{ id: string; totp_secret: string; totp_last_step: number }> =>
    (await db().query(`SELECT id, totp_secret, totp_last_step FROM users WHERE email = $1`, [OTHER.email]))[0];
  const signIn = async (code: string) => {
    const browser = agent();
    await browser.post('/api/admin/login').send(OTHER).expect(200);
    return browser.post('/api/admin/login/two-factor').send({ code });
  };

  beforeAll(async () => {
    // A second into a 30-second step: the steps the test names are the clock's own.
    const start = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
    t = await createTestApp({ env: { ADMIN_EMAIL: OTHER.email, ADMIN_PASSWORD: OTHER.password }, prepare: true, now: new Date(start) });
  });
  afterAll(() => t.close());

  it('stores the secret sealed, not as the app shows it, and signs in with it', async () => {
    const browser = agent();
    await browser.post('/api/admin/login').send(OTHER).expect(200);
    secret = (await browser.post('/api/admin/two-factor/enrolment').expect(200)).body.secret;
    const row = await stored();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    await browser
      .post('/api/admin/two-factor/enrolment/confirm')
      .send({ code: codeAt(t, secret) })
      .expect(200);
    expect((await stored()).totp_last_step).toBe(Math.floor(t.clock.now().getTime() / 30_000));
    nextStep(t);
    await signIn(codeAt(t, secret)).then((answer) => expect(answer.status).toBe(200));
  });

  it('refuses a code used already, even within its 30 seconds, and a code of an earlier step', async () => {
    const replayed = await signIn(codeAt(t, secret));
    expect([replayed.status, replayed.body.code]).toEqual([401, 'IDENTITY.TWO_FACTOR_CODE_USED']);
    // Still inside the one-step drift window, but older than the code accepted.
    const earlier = await signIn(codeAt(t, secret, -30_000));
    expect([earlier.status, earlier.body.code]).toEqual([401, 'IDENTITY.TWO_FACTOR_CODE_USED']);
    nextStep(t);
    expect((await signIn(codeAt(t, secret))).status).toBe(200);
    expect((await signIn(codeAt(t, secret))).status).toBe(401);
  });

  it('refuses at enrolment a code of a step already used', async () => {
    const owner = await createSignedInAdmin(t);
    const { id } = await stored();
    await request(t.app.getHttpServer()).delete(`/api/admin/admins/${id}/two-factor`).set('Cookie', owner.cookie).expect(200);
    const browser = agent();
    await browser.post('/api/admin/login').send(OTHER).expect(200);
    secret = (await browser.post('/api/admin/two-factor/enrolment').expect(200)).body.secret;
    const used = await browser.post('/api/admin/two-factor/enrolment/confirm').send({ code: codeAt(t, secret) });
    expect([used.status, used.body.code]).toEqual([401, 'IDENTITY.TWO_FACTOR_CODE_USED']);
    nextStep(t);
    await browser
      .post('/api/admin/two-factor/enrolment/confirm')
      .send({ code: codeAt(t, secret) })
      .expect(200);
  });

  it('the migration seals a secret stored in plain text, and sign-in goes on working with it', async () => {
    const plain = 'JBSWY3DPEHPK3PXP';
    const { id } = await stored();
    await db().query(`UPDATE users SET totp_secret = $1 WHERE id = $2`, [plain, id]);
    const runner = db().createQueryRunner();
    try {
      expect(await TotpSecretsSealedAndLastStep1796227814810.sealPlainSecrets(runner, () => t.config)).toBe(1);
      expect(await TotpSecretsSealedAndLastStep1796227814810.sealPlainSecrets(runner, () => t.config)).toBe(0);
    } finally {
      await runner.release();
    }
    const row = await stored();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(plain);
    nextStep(t);
    expect((await signIn(codeAt(t, plain))).status).toBe(200);
  });
});
