import { DataSource } from 'typeorm';
import { linkFromOutbox, signupForm } from '../identity/couple-accounts-kit';
import { createTestApp, TestApp } from '../support/test-app';

const SIGNED_UP = new Date('2026-03-02T10:00:00Z');
const VERIFIED = new Date('2026-03-02T18:30:00Z');
const PASSWORD = 'Dinner4Two!';

interface OutboxMessage {
  subject: string;
  text: string;
  links: string[];
}

/**
 * Issue 46: anyone may sign up with anyone's address. The sign-up's marketing opt-in is a
 * wish kept on the account; it becomes consent (a newsletter subscription) only when a link
 * mailed to the address is followed, and the settings switch waits for the same proof.
 */
describe("the sign-up's marketing opt-in and the settings switch wait for the address to be verified", () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ now: SIGNED_UP });
    db = t.app.get(DataSource);
  });
  beforeEach(() => t.clock.set(SIGNED_UP));
  afterAll(() => t.close());

  const signUp = async (email: string, optIn = true) => {
    const agent = t.agent();
    await agent
      .post('/api/auth/signup')
      .send(signupForm({ email, partner_email: `partner.${email}`, opt_in_for_marketing: optIn }))
      .expect(201);
    return agent;
  };
  const subscriptions = (email: string) =>
    db.query(`SELECT subscribed_at, confirmation_requested_at, source FROM newsletter_subscriptions WHERE email = $1`, [email]);
  const wishOf = async (email: string): Promise<Date | null> =>
    (await db.query(`SELECT marketing_opt_in_requested_at AS at FROM users WHERE email = $1`, [email]))[0].at;
  const mails = async (to: string): Promise<OutboxMessage[]> => (await t.http().get('/api/dev/outbox').query({ to }).expect(200)).body.messages;
  const welcomes = async (to: string) => (await mails(to)).filter((mail) => mail.links.some((url) => new URL(url).pathname === '/unsubscribe'));
  const verify = async (email: string) => {
    const link = await linkFromOutbox(t, email, '/verify-email');
    await t
      .http()
      .get('/api/auth/verify-email')
      .query({ token: link.searchParams.get('token') })
      .expect(200);
  };

  it('records nothing at sign-up: the wish waits on the account, in its export, and the verification mail says it confirms the newsletter', async () => {
    const agent = await signUp('wish@example.ie');
    expect(await subscriptions('wish@example.ie')).toEqual([]);
    expect(await welcomes('wish@example.ie')).toEqual([]);
    expect(await wishOf('wish@example.ie')).toEqual(SIGNED_UP);

    const [verification] = (await mails('wish@example.ie')).filter((mail) => mail.subject === 'Verify your email for Tablemates');
    expect(verification.text).toContain('You also asked for our newsletter: verifying confirms that too.');

    const [own] = (await agent.get('/api/user/data-export').expect(200)).body.data.users;
    expect(own).toMatchObject({ email: 'wish@example.ie', marketing_opt_in_requested_at: SIGNED_UP.toISOString() });
  });

  it('records the consent when the mailed verification link is followed: consented then, asked at sign-up, once', async () => {
    const agent = await signUp('verifies@example.ie');
    t.clock.set(VERIFIED);
    await verify('verifies@example.ie');

    expect(await subscriptions('verifies@example.ie')).toEqual([{ subscribed_at: VERIFIED, confirmation_requested_at: SIGNED_UP, source: 'signup' }]);
    expect(await wishOf('verifies@example.ie')).toBeNull();
    expect(await welcomes('verifies@example.ie')).toHaveLength(1);
    expect((await agent.get('/api/user/account/newsletter').expect(200)).body).toMatchObject({
      subscribed: true,
      subscribed_at: VERIFIED.toISOString(),
      source: 'signup',
    });
  });

  it('asks nothing of a sign-up without the opt-in, whose verification mail says nothing of a newsletter', async () => {
    await signUp('no-wish@example.ie', false);
    expect(await wishOf('no-wish@example.ie')).toBeNull();
    const [verification] = await mails('no-wish@example.ie');
    expect(verification.text).not.toContain('newsletter');
    await verify('no-wish@example.ie');
    expect(await subscriptions('no-wish@example.ie')).toEqual([]);
  });

  it('records the wish when a sign-in link proves the address instead', async () => {
    await signUp('magic@example.ie');
    t.clock.set(VERIFIED);
    await t.http().post('/api/auth/magic-link').send({ email: 'magic@example.ie' }).expect(200);
    const link = await linkFromOutbox(t, 'magic@example.ie', '/verify-login');
    await t
      .http()
      .get('/api/auth/verify-magic-link')
      .query({ token: link.searchParams.get('token'), email: 'magic@example.ie' })
      .expect(200);
    expect(await subscriptions('magic@example.ie')).toEqual([{ subscribed_at: VERIFIED, confirmation_requested_at: SIGNED_UP, source: 'signup' }]);
  });

  it('records the wish for the new address when an unverified member proves one by changing the sign-in email', async () => {
    const agent = await signUp('typo@example.ie');
    await agent.post('/api/user/account/email-change').send({ new_email: 'right@example.ie', current_password: PASSWORD }).expect(200);
    t.clock.set(VERIFIED);
    const link = await linkFromOutbox(t, 'right@example.ie', '/confirm-email-change');
    await t
      .http()
      .post('/api/auth/confirm-email-change')
      .send({ token: link.searchParams.get('token') })
      .expect(200);
    expect(await subscriptions('typo@example.ie')).toEqual([]);
    expect(await subscriptions('right@example.ie')).toEqual([{ subscribed_at: VERIFIED, confirmation_requested_at: SIGNED_UP, source: 'signup' }]);
  });

  it("refuses an unverified member's settings switch, recording and mailing nothing, and keeps the address's standing to itself", async () => {
    const agent = await signUp('unverified@example.ie', false);
    const before = (await mails('unverified@example.ie')).length;
    const refused = await agent.put('/api/user/account/newsletter').send({ subscribed: true }).expect(403);
    expect(refused.body).toMatchObject({ code: 'CONSENT.EMAIL_NOT_VERIFIED', message: 'Verify your email address first: we sent you a link.' });
    expect(await subscriptions('unverified@example.ie')).toEqual([]);
    expect(await mails('unverified@example.ie')).toHaveLength(before);
    await agent.put('/api/user/account/newsletter').send({ subscribed: false }).expect(403);
    await agent.get('/api/user/account/newsletter').expect(403);

    await verify('unverified@example.ie');
    expect((await agent.put('/api/user/account/newsletter').send({ subscribed: true }).expect(200)).body).toMatchObject({
      subscribed: true,
      source: 'account_settings',
    });
  });

  it('erases a wish never verified with the account, having recorded nothing', async () => {
    const agent = await signUp('never-verified@example.ie');
    await agent.post('/api/user/account/delete').send({ password: PASSWORD }).expect(200);
    expect(await db.query(`SELECT 1 FROM users WHERE email = 'never-verified@example.ie'`)).toEqual([]);
    expect(await subscriptions('never-verified@example.ie')).toEqual([]);
  });
});
