import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { DAY_MS, linkFromOutbox, sessionCookie, signupForm, verifiedCouple } from './couple-accounts-kit';

describe('partner invitation and onboarding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  function onboarding(info: { partner_id: string; token: string }, overrides: Record<string, unknown> = {}) {
    return {
      partner_id: info.partner_id,
      token: info.token,
      first_name: 'Cian',
      last_name: 'Murphy',
      phone_number: '+353 861234567',
      password: 'Partner4Two!',
      accepted_terms: true,
      marketingOptIn: true,
      ...overrides,
    };
  }

  async function invite(primaryEmail: string, partnerEmail: string) {
    const { agent } = await verifiedCouple(t, { email: primaryEmail, partner_email: null });
    await agent.post('/api/partner/send-invitation').send({ partner_email: partnerEmail }).expect(200);
    const link = await linkFromOutbox(t, partnerEmail.toLowerCase(), '/partner-onboarding');
    return { agent, link };
  }

  describe('POST /api/partner/send-invitation', () => {
    it('emails a 7-day link to /partner-onboarding with token, email and inviter', async () => {
      const { agent } = await verifiedCouple(t, { email: 'inviter@example.ie', partner_email: 'described@example.ie' });
      const res = await agent.post('/api/partner/send-invitation').send({ partner_email: 'Invitee@Example.ie' }).expect(200);
      expect(res.body).toEqual({
        message: 'Invitation sent!',
        partner_email: 'invitee@example.ie',
        expires_at: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
      });
      const link = await linkFromOutbox(t, 'invitee@example.ie', '/partner-onboarding');
      expect(link.searchParams.get('email')).toBe('invitee@example.ie');
      expect(link.searchParams.get('inviter')).toBe('Aoife');
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
      const partner = await agent.get('/api/user/partner').expect(200);
      expect(partner.body).toMatchObject({ id: null, status: 'invited', first_name: 'Cian', email: 'invitee@example.ie', email_verified: false });
    });

    it('answers 401 signed out and 403 for an unverified member', async () => {
      await t.http().post('/api/partner/send-invitation').send({ partner_email: 'x@example.ie' }).expect(401);
      const agent = t.agent();
      await agent
        .post('/api/auth/signup')
        .send(signupForm({ email: 'unverified@example.ie', partner_email: null }))
        .expect(201);
      const res = await agent.post('/api/partner/send-invitation').send({ partner_email: 'x@example.ie' }).expect(403);
      expect(res.body).toMatchObject({ message: 'Please verify your email address to use this feature.', code: 'IDENTITY.EMAIL_NOT_VERIFIED' });
    });

    it('answers 400 for a missing, malformed, own or registered email', async () => {
      const { agent } = await verifiedCouple(t, { email: 'inviter2@example.ie', partner_email: null });
      await agent.post('/api/partner/send-invitation').send({}).expect(400);
      await agent.post('/api/partner/send-invitation').send({ partner_email: 'nope' }).expect(400);
      const own = await agent.post('/api/partner/send-invitation').send({ partner_email: 'INVITER2@example.ie' }).expect(400);
      expect(own.body.message).toBe("Your email and your partner's email cannot be the same.");
      const taken = await agent.post('/api/partner/send-invitation').send({ partner_email: 'Inviter@example.ie' }).expect(400);
      expect(taken.body.message).toBe('This email is already registered. Please use a different email.');
    });
  });

  describe('GET /api/partner/info', () => {
    it('reads the invitation for the onboarding screen', async () => {
      const { link } = await invite('info@example.ie', 'info-partner@example.ie');
      const res = await t
        .http()
        .get('/api/partner/info')
        .query({ token: link.searchParams.get('token'), email: 'Info-Partner@example.ie' })
        .expect(200);
      expect(res.body).toEqual({
        partner_id: expect.any(String),
        token: link.searchParams.get('token'),
        partner_first_name: 'Cian',
        primary_user_name: 'Aoife Murphy',
      });
    });

    it('answers 400 for missing parts, an unknown token or another email, and 410 after 7 days', async () => {
      const { link } = await invite('info2@example.ie', 'info2-partner@example.ie');
      const token = link.searchParams.get('token');
      await t.http().get('/api/partner/info').query({ token }).expect(400);
      await t.http().get('/api/partner/info').query({ email: 'info2-partner@example.ie' }).expect(400);
      const unknown = await t.http().get('/api/partner/info').query({ token: 'made-up', email: 'info2-partner@example.ie' }).expect(400);
      expect(unknown.body.message).toBe('Your invitation link is invalid or expired.');
      await t.http().get('/api/partner/info').query({ token, email: 'someone@example.ie' }).expect(400);
      t.clock.advance(7 * DAY_MS + 1000);
      const expired = await t.http().get('/api/partner/info').query({ token, email: 'info2-partner@example.ie' }).expect(410);
      expect(expired.body.message).toBe('This invitation has expired. Please ask your partner to send a new one.');
    });

    it('tells the holder of a superseded invitation that a newer one replaced it, not to log in (they have no account)', async () => {
      const { agent, link } = await invite('resent@example.ie', 'resent-partner@example.ie');
      await agent.post('/api/partner/send-invitation').send({ partner_email: 'resent-partner@example.ie' }).expect(200);
      const earlier = await t
        .http()
        .get('/api/partner/info')
        .query({ token: link.searchParams.get('token'), email: 'resent-partner@example.ie' })
        .expect(410);
      expect(earlier.body).toMatchObject({
        code: 'IDENTITY.SUPERSEDED_TOKEN',
        message: 'This invitation was replaced by a newer one. Use the latest invitation email we sent you.',
      });
      const newer = await linkFromOutbox(t, 'resent-partner@example.ie', '/partner-onboarding');
      await t
        .http()
        .get('/api/partner/info')
        .query({ token: newer.searchParams.get('token'), email: 'resent-partner@example.ie' })
        .expect(200);
    });
  });

  describe('POST /api/partner/complete-onboarding', () => {
    it("creates the partner's verified account in the couple and signs them in; the link works once", async () => {
      const { agent: primary, link } = await invite('couple@example.ie', 'couple-partner@example.ie');
      const info = (
        await t
          .http()
          .get('/api/partner/info')
          .query({ token: link.searchParams.get('token'), email: 'couple-partner@example.ie' })
          .expect(200)
      ).body;
      const partner = t.agent();
      const res = await partner.post('/api/partner/complete-onboarding').send(onboarding(info)).expect(201);
      expect(res.body).toEqual({
        message: 'Account created successfully',
        user: expect.objectContaining({ email: 'couple-partner@example.ie', first_name: 'Cian', last_name: 'Murphy', role: 'partner', email_verified: true }),
      });
      expect(sessionCookie(res)).toBeDefined();
      const primaryMe = (await primary.get('/api/auth/me').expect(200)).body;
      expect(res.body.user.couple_id).toBe(primaryMe.couple_id);

      const seenByPrimary = (await primary.get('/api/user/partner').expect(200)).body;
      expect(seenByPrimary).toMatchObject({ id: res.body.user.id, status: 'active', email_verified: true, first_name: 'Cian' });
      const seenByPartner = (await partner.get('/api/user/partner').expect(200)).body;
      expect(seenByPartner).toMatchObject({ id: primaryMe.id, status: 'active', first_name: 'Aoife' });
      expect((await partner.get('/api/user/profile').expect(200)).body.couple_id).toBe(primaryMe.couple_id);

      const [row] = await t.app.get(DataSource).query(`SELECT phone_number, accepted_terms, invited_by_user_id FROM users WHERE id = $1`, [res.body.user.id]);
      expect(row).toEqual({ phone_number: '+353 861234567', accepted_terms: true, invited_by_user_id: primaryMe.id });
      // The opt-in is the partner's newsletter consent, in the consent module's record.
      expect((await partner.get('/api/user/account/newsletter').expect(200)).body).toMatchObject({
        subscribed: true,
        subscribed_at: t.clock.now().toISOString(),
        source: 'partner_onboarding',
      });

      const reused = await t.http().post('/api/partner/complete-onboarding').send(onboarding(info)).expect(400);
      expect(reused.body.message).toBe('This invitation has already been used. Please log in instead.');
      await t.http().post('/api/auth/login').send({ email: 'couple-partner@example.ie', password: 'Partner4Two!' }).expect(200);

      const again = await primary.post('/api/partner/send-invitation').send({ partner_email: 'another@example.ie' }).expect(409);
      expect(again.body.message).toBe('Your partner has already joined your couple account.');
      const byPartner = await partner.post('/api/partner/send-invitation').send({ partner_email: 'another@example.ie' }).expect(403);
      expect(byPartner.body.code).toBe('IDENTITY.ONLY_PRIMARY_INVITES');
    });

    it('keeps the language the partner read the page in as their own choice, and refuses any other', async () => {
      const { link } = await invite('lang-onboard@example.ie', 'lang-onboard-partner@example.ie');
      const info = (
        await t
          .http()
          .get('/api/partner/info')
          .query({ token: link.searchParams.get('token'), email: 'lang-onboard-partner@example.ie' })
          .expect(200)
      ).body;
      const refused = await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send({ ...onboarding(info), language: 'de' })
        .expect(400);
      expect(refused.body.fields).toEqual({ language: ['Choose English or French.'] });
      const partner = t.agent();
      await partner
        .post('/api/partner/complete-onboarding')
        .send({ ...onboarding(info), language: 'fr' })
        .expect(201);
      expect((await partner.get('/api/auth/me').expect(200)).body).toMatchObject({ language: 'fr', language_choice: 'fr' });
    });

    it('records no marketing consent for a partner who leaves the opt-in unticked', async () => {
      const { link } = await invite('no-opt-in@example.ie', 'no-opt-in-partner@example.ie');
      const info = (
        await t
          .http()
          .get('/api/partner/info')
          .query({ token: link.searchParams.get('token'), email: 'no-opt-in-partner@example.ie' })
          .expect(200)
      ).body;
      const partner = t.agent();
      await partner
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { marketingOptIn: false }))
        .expect(201);
      expect((await partner.get('/api/user/account/newsletter').expect(200)).body).toMatchObject({ subscribed: false, source: null });
    });

    it('answers 400 naming missing or bad fields, weak passwords and unaccepted terms', async () => {
      const { link } = await invite('bad-onboarding@example.ie', 'bad-onboarding-partner@example.ie');
      const info = (
        await t
          .http()
          .get('/api/partner/info')
          .query({ token: link.searchParams.get('token'), email: 'bad-onboarding-partner@example.ie' })
          .expect(200)
      ).body;
      const missing = await t.http().post('/api/partner/complete-onboarding').send({ partner_id: info.partner_id, token: info.token }).expect(400);
      expect(Object.keys(missing.body.fields)).toEqual(expect.arrayContaining(['first_name', 'last_name', 'phone_number', 'password', 'accepted_terms']));
      const blank = await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { first_name: '   ' }))
        .expect(400);
      expect(blank.body.fields.first_name).toContain('Please enter your first name.');
      const terms = await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { accepted_terms: false }))
        .expect(400);
      expect(terms.body.fields.accepted_terms).toContain('Please accept the terms and conditions to continue.');
      const weak = await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { password: 'password1' }))
        .expect(400);
      expect(weak.body.fields.password[0]).toMatch(/at least 8 characters/);
      await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { phone_number: '12' }))
        .expect(400);
      await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { partner_id: 'not-a-uuid' }))
        .expect(400);
      await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { partner_id: '00000000-0000-4000-8000-000000000000' }))
        .expect(400);
      await t
        .http()
        .post('/api/partner/complete-onboarding')
        .send(onboarding(info, { token: 'made-up' }))
        .expect(400);
      await t.http().post('/api/partner/complete-onboarding').send(onboarding(info)).expect(201);
    });

    it('answers 410 for an expired invitation', async () => {
      const { link } = await invite('expired-onboarding@example.ie', 'expired-partner@example.ie');
      const info = (
        await t
          .http()
          .get('/api/partner/info')
          .query({ token: link.searchParams.get('token'), email: 'expired-partner@example.ie' })
          .expect(200)
      ).body;
      t.clock.advance(7 * DAY_MS + 1000);
      await t.http().post('/api/partner/complete-onboarding').send(onboarding(info)).expect(410);
    });
  });

  describe('GET /api/user/partner and GET /api/user/profile', () => {
    it('answer 401 signed out', async () => {
      await t.http().get('/api/user/partner').expect(401);
      await t.http().get('/api/user/profile').expect(401);
    });
  });
});
