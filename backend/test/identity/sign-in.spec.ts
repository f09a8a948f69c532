import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../../src/modules/identity';
import { hashSessionId } from '../../src/modules/identity/adapters/session/postgres-session-store';
import { UserRepository } from '../../src/modules/identity/application/user.repository';
import { createTestApp, TestApp } from '../support/test-app';
import { DAY_MS, sessionCookie, signupForm } from './couple-accounts-kit';

const ADMIN = { email: 'boss@tablemates.ie', password: 'admin-password-123' };
const MEMBER = { email: 'member@example.ie', password: 'Dinner4Two!' };

describe('sign-in, sessions and admin sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, prepare: true });
    await t
      .http()
      .post('/api/auth/signup')
      .send(signupForm({ email: MEMBER.email, partner_email: 'member-partner@example.ie' }))
      .expect(201);
  });
  afterAll(() => t.close());

  describe('POST /api/auth/login', () => {
    it('signs in with the email in any letter case and answers the user', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/auth/login').send({ email: ' Member@EXAMPLE.ie', password: MEMBER.password }).expect(200);
      expect(res.body).toEqual({
        message: 'Login successful',
        user: expect.objectContaining({ email: MEMBER.email, first_name: 'Aoife', email_verified: false }),
      });
      const cookie = res.headers['set-cookie'][0];
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Expires=/);
      const me = await agent.get('/api/auth/me').expect(200);
      expect(me.body).toMatchObject({ id: res.body.user.id, email: MEMBER.email, role: 'primary', is_admin: false, service_terminated: false });
      expect((await agent.get('/api/auth/user').expect(200)).body).toEqual(me.body);
    });

    it('gives a new session id at every sign-in, so an id known before is worthless', async () => {
      const agent = t.agent();
      const before = sessionCookie(await agent.post('/api/auth/login').send(MEMBER).expect(200));
      const after = sessionCookie(await agent.post('/api/auth/login').send(MEMBER).expect(200));
      expect(before).toBeDefined();
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      await t.http().get('/api/auth/me').set('Cookie', before!).expect(401);
      await t.http().get('/api/auth/me').set('Cookie', after!).expect(200);
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const wrong = await t
        .http()
        .post('/api/auth/login')
        .send({ ...MEMBER, password: 'Wrong4Two!' })
        .expect(401);
      const unknown = await t.http().post('/api/auth/login').send({ email: 'ghost@example.ie', password: 'Wrong4Two!' }).expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized', code: 'IDENTITY.INVALID_CREDENTIALS' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it("answers in the page's language when the client asks for French", async () => {
      const wrong = await t
        .http()
        .post('/api/auth/login')
        .set('Accept-Language', 'fr')
        .send({ ...MEMBER, password: 'Wrong4Two!' })
        .expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'E-mail ou mot de passe incorrect', error: 'Unauthorized', code: 'IDENTITY.INVALID_CREDENTIALS' });
      const malformed = await t.http().post('/api/auth/login').set('Accept-Language', 'fr').send({ email: 'aoife', password: MEMBER.password }).expect(400);
      expect(malformed.body).toMatchObject({
        message: 'Veuillez saisir une adresse e-mail valide.',
        fields: { email: ['Veuillez saisir une adresse e-mail valide.'] },
      });
    });

    it('answers a malformed email with the plain text the login toast shows', async () => {
      const res = await t.http().post('/api/auth/login').send({ email: 'aoife', password: MEMBER.password }).expect(400);
      expect(res.body.message).toBe('Please enter a valid email address.');
      expect(res.body.fields).toEqual({ email: ['Please enter a valid email address.'] });
    });

    it('refuses a partner described at signup, who has no account yet', async () => {
      await t.http().post('/api/auth/login').send({ email: 'member-partner@example.ie', password: 'Dinner4Two!' }).expect(401);
    });

    it.each([[{}], [{ email: MEMBER.email }], [{ password: 'x' }], [{ email: 'not-an-email', password: 'x' }], [{ email: 42, password: 'x' }]])(
      'answers 400 for %j',
      async (body) => {
        const res = await t.http().post('/api/auth/login').send(body).expect(400);
        expect(res.body.fields).toBeDefined();
      },
    );
  });

  describe('sessions', () => {
    it('end 7 days after sign-in, whatever the activity', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/login').send(MEMBER).expect(200);
      for (let day = 1; day <= 7; day++) {
        t.clock.advance(DAY_MS - 60_000);
        await agent.get('/api/auth/me').expect(200);
      }
      t.clock.advance(7 * 60_000 + 1000);
      await agent.get('/api/auth/me').expect(401);
    });

    it('end after 24 hours without activity', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/login').send(MEMBER).expect(200);
      t.clock.advance(23 * 3600_000);
      await agent.get('/api/auth/me').expect(200);
      t.clock.advance(23 * 3600_000);
      await agent.get('/api/auth/me').expect(200);
      t.clock.advance(DAY_MS);
      await agent.get('/api/auth/me').expect(401);
    });

    it('move their idle deadline when read, at most once a minute, so a stream of requests writes no row each', async () => {
      const login = await t.http().post('/api/auth/login').send(MEMBER).expect(200);
      const cookie = sessionCookie(login)!;
      const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
      const idleExpire = async () =>
        (
          (await t.app.get(DataSource).query('SELECT idle_expire FROM sessions WHERE sid = $1', [hashSessionId(sid)])) as { idle_expire: Date }[]
        )[0].idle_expire.getTime();
      const signedInAt = t.clock.now().getTime();
      expect(await idleExpire()).toBe(signedInAt + DAY_MS);
      t.clock.advance(30_000);
      await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(await idleExpire()).toBe(signedInAt + DAY_MS);
      t.clock.advance(60_000);
      await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(await idleExpire()).toBe(signedInAt + 90_000 + DAY_MS);
    });

    it("read the signed-in caller in the session's own statement: a guarded request asks nothing more of the users table", async () => {
      const users = t.app.get(UserRepository);
      const agent = t.agent();
      await agent.post('/api/auth/login').send(MEMBER).expect(200);
      const callerLookups = jest.spyOn(users, 'findCallerFacts');
      const userLookups = jest.spyOn(users, 'findById');
      try {
        expect((await agent.get('/api/user/partner').expect(200)).body).toBeDefined();
        expect((await agent.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: false, isAdmin: false });
        expect(callerLookups).not.toHaveBeenCalled();
        expect(userLookups).not.toHaveBeenCalled();
      } finally {
        callerLookups.mockRestore();
        userLookups.mockRestore();
      }
    });

    it('are stored under a hash of their id, never the id the cookie carries', async () => {
      const login = await t.http().post('/api/auth/login').send(MEMBER).expect(200);
      const sid = decodeURIComponent(sessionCookie(login)!.split('=')[1]).slice(2).split('.')[0];
      const rows: { sid: string }[] = await t.app.get(DataSource).query('SELECT sid FROM sessions WHERE sid = $1 OR sid = $2', [sid, hashSessionId(sid)]);
      expect(rows).toEqual([{ sid: hashSessionId(sid) }]);
    });

    it('record the sign-in time on the user (Active Users), and only a new session moves it', async () => {
      const lastSignedIn = async () =>
        (await t.app.get(DataSource).query('SELECT last_signed_in_at FROM users WHERE email = $1', [MEMBER.email]))[0].last_signed_in_at as Date;
      const agent = t.agent();
      await agent.post('/api/auth/login').send(MEMBER).expect(200);
      const signedIn = t.clock.now().getTime();
      expect((await lastSignedIn()).getTime()).toBe(signedIn);
      t.clock.advance(3600_000);
      await agent.get('/api/auth/me').expect(200);
      expect((await lastSignedIn()).getTime()).toBe(signedIn);
    });

    it('answers with Cache-Control: no-store, errors included, and no ETag', async () => {
      const agent = t.agent();
      const login = await agent.post('/api/auth/login').send(MEMBER).expect(200);
      expect(login.headers['cache-control']).toBe('no-store');
      const me = await agent.get('/api/auth/me').expect(200);
      expect(me.headers['cache-control']).toBe('no-store');
      expect(me.headers.etag).toBeUndefined();
      expect((await t.http().get('/api/auth/me').expect(401)).headers['cache-control']).toBe('no-store');
    });

    it('POST /api/auth/logout destroys the session and clears the cookie', async () => {
      const agent = t.agent();
      const login = await agent.post('/api/auth/login').send(MEMBER).expect(200);
      const cookie = sessionCookie(login)!;
      const out = await agent.post('/api/auth/logout').expect(200);
      expect(out.body).toEqual({ message: 'You have been successfully logged out.' });
      expect(out.headers['set-cookie'][0]).toMatch(/tablemates\.sid=;/);
      await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
      const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
      expect(await t.app.get(DataSource).query('SELECT 1 FROM sessions WHERE sid = $1', [hashSessionId(sid)])).toHaveLength(0);
    });

    it('logout succeeds when signed out', async () => {
      await t.http().post('/api/auth/logout').expect(200);
    });
  });

  describe('admin', () => {
    it('POST /api/admin/login signs an admin in; /api/admin/status then reads true', async () => {
      const agent = t.agent();
      const res = await agent.post('/api/admin/login').send({ email: 'BOSS@tablemates.ie', password: ADMIN.password }).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Admin login successful', two_factor_required: false });
      expect(sessionCookie(res)).toBeDefined();
      expect((await agent.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: true, isAdmin: true });
      expect((await agent.get('/api/auth/me').expect(200)).body).toMatchObject({ is_admin: true, couple_id: null });
    });

    it('refuses members with correct passwords exactly like wrong credentials', async () => {
      const member = await t.http().post('/api/admin/login').send(MEMBER).expect(401);
      const wrong = await t
        .http()
        .post('/api/admin/login')
        .send({ ...ADMIN, password: 'not-it-at-all' })
        .expect(401);
      expect(member.body).toMatchObject({ message: 'Invalid admin credentials', success: false });
      expect(wrong.body).toEqual(member.body);
      expect(sessionCookie(member)).toBeUndefined();
    });

    it('answers 400 for missing fields', async () => {
      await t.http().post('/api/admin/login').send({ email: ADMIN.email }).expect(400);
    });

    it('/api/admin/status reads false for a signed-in member', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/login').send(MEMBER).expect(200);
      expect((await agent.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: false, isAdmin: false });
    });

    it('an admin right given or taken away mid-session counts from the next request', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/login').send(MEMBER).expect(200);
      await agent.get('/api/admin/jobs').expect(403);
      // An owner's right: an admin without a role may use no more than an analyst.
      const setAdmin = (isAdmin: boolean) =>
        t.app.get(DataSource).query(`UPDATE users SET is_admin = $2, admin_role = CASE WHEN $2 THEN 'owner' END WHERE email = $1`, [MEMBER.email, isAdmin]);
      await setAdmin(true);
      try {
        await agent.get('/api/admin/jobs').expect(200);
        expect((await agent.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: true, isAdmin: true });
      } finally {
        await setAdmin(false);
      }
      await agent.get('/api/admin/jobs').expect(403);
      expect((await agent.get('/api/admin/status').expect(200)).body).toEqual({ isAuthenticated: false, isAdmin: false });
    });

    it('AdminGuard refuses anonymous users with 401 and members with 403', async () => {
      const guard = t.app.get(AdminGuard);
      const [member] = await t.app.get(DataSource).query(`SELECT id FROM users WHERE email = $1`, [MEMBER.email]);
      await expect(guard.canActivate(contextFor(undefined))).rejects.toBeInstanceOf(UnauthorizedException);
      await expect(guard.canActivate(contextFor(member.id))).rejects.toBeInstanceOf(ForbiddenException);
    });
  });
});

function contextFor(userId: string | undefined): ExecutionContext {
  const request = { session: userId ? { passport: { user: userId } } : {} };
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}
