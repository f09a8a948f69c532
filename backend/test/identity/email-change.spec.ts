import { createTestApp, TestApp } from '../support/test-app';
import { DAY_MS, linkFromOutbox, signupForm, verifiedCouple } from './couple-accounts-kit';

const PASSWORD = 'Dinner4Two!';

describe('changing the sign-in email (settings)', () => {
  let t: TestApp;
  const outbox = async (to: string): Promise<{ subject: string; text: string; links: string[] }[]> =>
    (await t.http().get('/api/dev/outbox').query({ to }).expect(200)).body.messages;
  const tokenOf = async (to: string) => (await linkFromOutbox(t, to, '/confirm-email-change')).searchParams.get('token')!;
  const confirm = (token: string) => t.http().post('/api/auth/confirm-email-change').send({ token });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mails a link to the new address and a notice without it to the old one; the email changes when the link is opened', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'old.address@example.ie', partner_email: 'old-partner@example.ie' }));
    const requested = await agent
      .post('/api/user/account/email-change')
      .send({ new_email: ' New.Address@Example.ie ', current_password: PASSWORD })
      .expect(200);
    expect(requested.body.new_email).toBe('new.address@example.ie');

    const [notice] = await outbox('old.address@example.ie');
    expect(notice.subject).toBe('Your Tablemates sign-in email is about to change');
    expect(notice.text).toContain('new.address@example.ie');
    expect(notice.links.some((url) => url.includes('confirm-email-change'))).toBe(false);
    const settings = await agent.get('/api/user/account').expect(200);
    expect(settings.body).toMatchObject({
      email: 'old.address@example.ie',
      pending_email_change: { new_email: 'new.address@example.ie' },
      dinner_reminders: true,
    });
    // Until the link is opened the old address still signs in.
    await t.http().post('/api/auth/login').send({ email: 'old.address@example.ie', password: PASSWORD }).expect(200);

    const changed = await confirm(await tokenOf('new.address@example.ie')).expect(200);
    expect(changed.body).toEqual({ message: 'Your sign-in email is now new.address@example.ie.', email: 'new.address@example.ie' });
    // The session of the device that asked stays signed in, now with the new address.
    expect((await agent.get('/api/auth/me').expect(200)).body).toMatchObject({ email: 'new.address@example.ie', email_verified: true });
    expect((await agent.get('/api/user/account').expect(200)).body.pending_email_change).toBeNull();
    expect((await outbox('old.address@example.ie'))[0].subject).toBe('Your Tablemates sign-in email was changed');
    await t.http().post('/api/auth/login').send({ email: 'old.address@example.ie', password: PASSWORD }).expect(401);
    await t.http().post('/api/auth/login').send({ email: 'new.address@example.ie', password: PASSWORD }).expect(200);

    const reused = await confirm(await tokenOf('new.address@example.ie')).expect(400);
    expect(reused.body).toMatchObject({ code: 'IDENTITY.USED_TOKEN', message: 'This email change link has already been used.' });
  });

  it('refuses a wrong password, the same address and an address in use, each with a clear message', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'refusals@example.ie', partner_email: 'refusals-partner@example.ie' }));
    await verifiedCouple(t, signupForm({ email: 'taken@example.ie', partner_email: 'taken-partner@example.ie' }));
    const request = (body: object) => agent.post('/api/user/account/email-change').send(body);

    expect((await request({ new_email: 'fresh@example.ie', current_password: 'Wrong4Two!' }).expect(400)).body.fields).toEqual({
      current_password: ['Your current password is not correct.'],
    });
    expect((await request({ new_email: 'REFUSALS@example.ie', current_password: PASSWORD }).expect(400)).body.fields).toEqual({
      new_email: ['This is already your sign-in email.'],
    });
    const taken = await request({ new_email: 'taken@example.ie', current_password: PASSWORD }).expect(409);
    expect(taken.body).toMatchObject({ code: 'IDENTITY.EMAIL_IN_USE', message: 'That email is already in use.' });
    expect((await request({ new_email: 'refusals-partner@example.ie', current_password: PASSWORD }).expect(400)).body.fields).toEqual({
      new_email: ['You invited your partner with this address. Choose another one.'],
    });
    expect((await request({ new_email: 'not-an-email', current_password: PASSWORD }).expect(400)).body.fields).toHaveProperty('new_email');
    expect((await request({ new_email: 'fresh@example.ie' }).expect(400)).body.fields).toHaveProperty('current_password');
    expect(await outbox('fresh@example.ie')).toHaveLength(0);
    await t.agent().post('/api/user/account/email-change').send({ new_email: 'fresh@example.ie', current_password: PASSWORD }).expect(401);
  });

  it('a newer request or a resend replaces the older link; a cancelled change cannot be confirmed', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'twice@example.ie', partner_email: 'twice-partner@example.ie' }));
    await agent.post('/api/user/account/email-change').send({ new_email: 'first-choice@example.ie', current_password: PASSWORD }).expect(200);
    const first = await tokenOf('first-choice@example.ie');
    await agent.post('/api/user/account/email-change').send({ new_email: 'second-choice@example.ie', current_password: PASSWORD }).expect(200);
    const replaced = await confirm(first).expect(410);
    expect(replaced.body).toMatchObject({
      code: 'IDENTITY.SUPERSEDED_TOKEN',
      message: 'This link was replaced by a newer one. Use the latest email we sent you.',
    });

    const second = await tokenOf('second-choice@example.ie');
    const resent = await agent.post('/api/user/account/email-change/resend').expect(200);
    expect(resent.body.new_email).toBe('second-choice@example.ie');
    expect((await confirm(second).expect(410)).body.code).toBe('IDENTITY.SUPERSEDED_TOKEN');

    await agent.delete('/api/user/account/email-change').expect(204);
    expect((await agent.get('/api/user/account').expect(200)).body.pending_email_change).toBeNull();
    const cancelled = await confirm(await tokenOf('second-choice@example.ie')).expect(400);
    expect(cancelled.body.code).toBe('IDENTITY.INVALID_TOKEN');
    await agent.post('/api/user/account/email-change/resend').expect(404);
    expect((await agent.get('/api/auth/me').expect(200)).body.email).toBe('twice@example.ie');
  });

  it('expires after 24 hours', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'slow@example.ie', partner_email: 'slow-partner@example.ie' }));
    await agent.post('/api/user/account/email-change').send({ new_email: 'slow-new@example.ie', current_password: PASSWORD }).expect(200);
    t.clock.advance(DAY_MS + 1000);
    // A day idle ends the session too: sign in again to look.
    const later = t.agent();
    await later.post('/api/auth/login').send({ email: 'slow@example.ie', password: PASSWORD }).expect(200);
    expect((await later.get('/api/user/account').expect(200)).body.pending_email_change).toBeNull();
    const expired = await confirm(await tokenOf('slow-new@example.ie')).expect(410);
    expect(expired.body).toMatchObject({
      code: 'IDENTITY.EXPIRED_TOKEN',
      message: 'This email change link has expired. You can request a new one from your settings.',
    });
  });

  it('refuses at confirmation when another account took the address meanwhile', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'racer@example.ie', partner_email: 'racer-partner@example.ie' }));
    await agent.post('/api/user/account/email-change').send({ new_email: 'contested@example.ie', current_password: PASSWORD }).expect(200);
    await verifiedCouple(t, signupForm({ email: 'contested@example.ie', partner_email: 'contested-partner@example.ie' }));
    const token = await linkFromOutbox(t, 'contested@example.ie', '/confirm-email-change');
    const res = await confirm(token.searchParams.get('token')!).expect(409);
    expect(res.body.message).toBe('That email is already in use.');
    expect((await agent.get('/api/auth/me').expect(200)).body.email).toBe('racer@example.ie');
  });

  it('keeps what keys on the email working: other sessions, the newsletter, the partner invitation, support lookup; old links stop', async () => {
    const { agent } = await verifiedCouple(t, signupForm({ email: 'keeper@example.ie', partner_email: 'keeper-partner@example.ie' }));
    const phone = t.agent();
    await phone.post('/api/auth/login').send({ email: 'keeper@example.ie', password: PASSWORD }).expect(200);
    await agent.put('/api/user/account/newsletter').send({ subscribed: true }).expect(200);
    await agent.post('/api/partner/send-invitation').send({ partner_email: 'keeper-partner@example.ie' }).expect(200);
    await t.http().post('/api/auth/magic-link').send({ email: 'keeper@example.ie' }).expect(200);
    const oldMagicLink = await linkFromOutbox(t, 'keeper@example.ie', '/verify-login');

    await agent.post('/api/user/account/email-change').send({ new_email: 'keeper-new@example.ie', current_password: PASSWORD }).expect(200);
    await confirm(await tokenOf('keeper-new@example.ie')).expect(200);

    await phone.get('/api/auth/me').expect(200);
    const newsletter = await agent.get('/api/user/account/newsletter').expect(200);
    expect(newsletter.body).toMatchObject({ subscribed: true, source: 'account_settings' });
    const invitation = await linkFromOutbox(t, 'keeper-partner@example.ie', '/partner-onboarding');
    const info = await t
      .http()
      .get('/api/partner/info')
      .query({ token: invitation.searchParams.get('token'), email: 'keeper-partner@example.ie' })
      .expect(200);
    expect(info.body.primary_user_name).toBe('Aoife Murphy');
    // The link sent to the old mailbox no longer speaks for the account.
    await t
      .http()
      .get('/api/auth/verify-magic-link')
      .query({ token: oldMagicLink.searchParams.get('token'), email: 'keeper@example.ie' })
      .expect(400);
    // A password reset asked for the new address works.
    await t.http().post('/api/auth/forgot-password').send({ email: 'keeper-new@example.ie' }).expect(200);
    await linkFromOutbox(t, 'keeper-new@example.ie', '/reset-password');
  });
});
