import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { signupForm, verifiedCouple } from './couple-accounts-kit';
import { createAdmin } from '../dinners/dinner-fixtures';

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
    expect(await me(agent)).toMatchObject({ language: 'en', language_choice: null });

    expect((await choose(agent, { language: 'fr' }).expect(200)).body).toEqual({ language: 'fr', chosen: 'fr' });
    expect(await me(agent)).toMatchObject({ language: 'fr', language_choice: 'fr' });
    expect((await choose(agent, { language: null }).expect(200)).body).toEqual({ language: 'en', chosen: null });
    expect(await me(agent)).toMatchObject({ language: 'en', language_choice: null });
  });

  it('lets an admin, who has no couple, read the console in French (My account)', async () => {
    const cookie = await createAdmin(t);
    const agent = t.agent();
    const put = await agent.put('/api/user/account/language').set('Cookie', cookie).send({ language: 'fr' }).expect(200);
    expect(put.body).toEqual({ language: 'fr', chosen: 'fr' });
    expect((await agent.get('/api/auth/me').set('Cookie', cookie).expect(200)).body).toMatchObject({ is_admin: true, language: 'fr', language_choice: 'fr' });
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
    expect(await me(agent)).toMatchObject({ language_choice: null });
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
    expect(await me(agent)).toMatchObject({ language: 'fr', language_choice: 'fr' });
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

  it('sends the sign-in link and the password reset in French to a member who chose it', async () => {
    const { agent } = await verifiedCouple(t, { email: 'lang-links@example.ie', partner_email: 'lang-links-partner@example.ie' });
    await choose(agent, { language: 'fr' }).expect(200);
    await t.http().post('/api/auth/magic-link').send({ email: 'lang-links@example.ie' }).expect(200);
    await t.http().post('/api/auth/forgot-password').send({ email: 'lang-links@example.ie' }).expect(200);
    const [, magicLink, reset] = await mails('lang-links@example.ie');
    expect(magicLink.subject).toBe('Votre lien de connexion à Tablemates');
    expect(magicLink.text).toMatch(/^Bonjour Aoife,\n\nConnectez-vous avec le bouton ci-dessous\./);
    expect(magicLink.text).toContain('Me connecter : http');
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Tablemates');
    expect(reset.text).toContain('Ce lien expire dans 1 heure et ne sert qu’une fois.');
  });

  it('warns of failed sign-ins in French, with the count', async () => {
    const { agent } = await verifiedCouple(t, { email: 'lang-locked@example.ie', partner_email: 'lang-locked-partner@example.ie' });
    await choose(agent, { language: 'fr' }).expect(200);
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'lang-locked@example.ie', password: `Wrong${i}!` });
    const alert = (await mails('lang-locked@example.ie')).at(-1)!;
    expect(alert.subject).toBe('Tentatives de connexion échouées sur votre compte Tablemates');
    expect(alert.text).toContain('avec un mauvais mot de passe 5 fois de suite');
  });

  it('writes both mails of a sign-in email change in French', async () => {
    const { agent } = await verifiedCouple(t, { email: 'lang-moving@example.ie', partner_email: 'lang-moving-partner@example.ie' });
    await choose(agent, { language: 'fr' }).expect(200);
    await agent.post('/api/user/account/email-change').send({ new_email: 'lang-moved@example.ie', current_password: 'Dinner4Two!' }).expect(200);
    const [link] = await mails('lang-moved@example.ie');
    expect(link.subject).toBe('Confirmez votre nouvelle adresse de connexion à Tablemates');
    expect(link.text).toContain('Confirmer ma nouvelle adresse : http');
    const warning = (await mails('lang-moving@example.ie')).at(-1)!;
    expect(warning.subject).toBe('Votre adresse de connexion à Tablemates va changer');
    expect(warning.text).toContain('remplacer son adresse de connexion par lang-moved@example.ie');
  });

  it("invites a Paris couple's partner in French, to dinners in Paris", async () => {
    const { agent } = await verifiedCouple(t, { email: 'lang-parisian@example.ie', partner_email: 'lang-parisian-described@example.ie' });
    const { couple_id: coupleId } = await me(agent);
    await t.app.get(DataSource).query(`UPDATE couple_profiles SET city = 'Paris', country = 'France' WHERE couple_id = $1`, [coupleId]);
    await agent.post('/api/partner/send-invitation').send({ partner_email: 'lang-parisian-invitee@example.ie' }).expect(200);
    const [invitation] = await mails('lang-parisian-invitee@example.ie');
    expect(invitation.text).toContain('où des couples rencontrent d’autres couples autour de dîners surprises à Paris.');
  });
});
