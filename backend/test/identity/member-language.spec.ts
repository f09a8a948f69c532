import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { signupForm, verifiedCouple } from './couple-accounts-kit';

/** Issue 49, point 4: a member's language, chosen or their couple's city's, on /me and in the account mails. */
describe("a member's language", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mails = (to: string): Promise<{ subject: string; text: string }[]> =>
    t.app.get(DataSource).query('SELECT subject, text FROM mail_outbox WHERE recipient = $1 ORDER BY created_at', [to]);
  const me = async (agent: ReturnType<TestApp['agent']>) => (await agent.get('/api/auth/me').expect(200)).body;
  const choose = (agent: ReturnType<TestApp['agent']>, body: object) => agent.put('/api/user/account/language').send(body);

  it("reads the city's default until the member chooses, and back to it with null", async () => {
    const agent = t.agent();
    await agent
      .post('/api/auth/signup')
      .send(signupForm({ email: 'lang-default@example.ie', partner_email: 'lang-default-partner@example.ie' }))
      .expect(201);
    expect(await me(agent)).toMatchObject({ language: 'en', languageChoice: null });

    expect((await choose(agent, { language: 'fr' }).expect(200)).body).toEqual({ language: 'fr', chosen: 'fr' });
    expect(await me(agent)).toMatchObject({ language: 'fr', languageChoice: 'fr' });
    expect((await choose(agent, { language: null }).expect(200)).body).toEqual({ language: 'en', chosen: null });
    expect(await me(agent)).toMatchObject({ language: 'en', languageChoice: null });
  });

  it('refuses any other language, and none, in one clear sentence', async () => {
    const agent = t.agent();
    await agent
      .post('/api/auth/signup')
      .send(signupForm({ email: 'lang-refused@example.ie', partner_email: 'lang-refused-partner@example.ie' }))
      .expect(201);
    for (const body of [{ language: 'de' }, { language: 'FR' }, { language: 42 }, {}, { language: 'fr', extra: true }]) {
      const refused = await choose(agent, body).expect(400);
      expect(refused.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      if ('extra' in body) continue;
      expect(refused.body).toMatchObject({ message: 'Choose English or French.', fields: { language: ['Choose English or French.'] } });
    }
    expect(await me(agent)).toMatchObject({ languageChoice: null });
  });

  it('answers 401 without a session', async () => {
    await t.agent().put('/api/user/account/language').send({ language: 'fr' }).expect(401);
  });

  it("keeps the sign-up's language as the choice and writes the verification mail in it", async () => {
    const agent = t.agent();
    await agent
      .post('/api/auth/signup')
      .send(signupForm({ email: 'lang-signup@example.ie', partner_email: 'lang-signup-partner@example.ie', language: 'fr' }))
      .expect(201);
    expect(await me(agent)).toMatchObject({ language: 'fr', languageChoice: 'fr' });
    const [verification] = await mails('lang-signup@example.ie');
    expect(verification.subject).toBe('Confirmez votre adresse e-mail pour Tablemates');
    expect(verification.text).toMatch(/^Bonjour Aoife,\n\nBienvenue sur Tablemates !/);
    expect(verification.text).toContain('Confirmer mon adresse e-mail : http');
    expect(verification.text).toContain('— L’équipe Tablemates');

    const refused = await t
      .agent()
      .post('/api/auth/signup')
      .send(signupForm({ email: 'lang-signup-de@example.ie', language: 'de' }))
      .expect(400);
    expect(refused.body.fields).toEqual({ language: ['Choose English or French.'] });
  });

  it("invites the partner in the inviter's language", async () => {
    const { agent } = await verifiedCouple(t, { email: 'lang-inviter@example.ie', partner_email: 'lang-described@example.ie' });
    await choose(agent, { language: 'fr' }).expect(200);
    await agent.post('/api/partner/send-invitation').send({ partner_email: 'lang-invitee@example.ie' }).expect(200);
    const [invitation] = await mails('lang-invitee@example.ie');
    expect(invitation.subject).toBe('Vous êtes invité·e à rejoindre votre compte de couple sur Tablemates');
    expect(invitation.text).toContain('Aoife vous invite à rejoindre votre compte de couple sur Tablemates');
  });
});
