import { createCouple, db, TestCouple, signIn } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { verifiedCouple } from './couple-accounts-kit';

const DETAILS = { first_name: 'Aoife', last_name: 'Ní Bhriain', phone_number: '+353 861112223', date_of_birth: '1990-05-17' };

/** Issue 26: Edit Profile changes a member's names, phone and date of birth, each member their own. */
describe('the member’s own details (PUT /api/user/account/details)', () => {
  let app: TestApp;
  let couple: TestCouple;
  let partnerCookie: string;

  beforeAll(async () => {
    app = await createTestApp({ now: new Date('2026-11-26T10:00:00Z') });
    couple = await createCouple(app, { names: ['Aoife', 'Cian'] });
    partnerCookie = await signIn(app, couple.users[1].id);
  });
  afterAll(() => app.close());

  const stored = async (userId: string) =>
    (
      await db(app).query(`SELECT first_name, last_name, phone_number, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM users WHERE id = $1`, [
        userId,
      ])
    )[0];

  it('reads what the member gave, empty where nothing was given', async () => {
    const res = await app.http().get('/api/user/account/details').set('Cookie', couple.cookie).expect(200);
    expect(res.body).toEqual({ first_name: 'Aoife', last_name: 'Murphy', phone_number: '+353 871234567', date_of_birth: '' });
  });

  it('changes the names, phone and date of birth, trimmed, and the greeting follows', async () => {
    const res = await app
      .http()
      .put('/api/user/account/details')
      .set('Cookie', couple.cookie)
      .send({ ...DETAILS, first_name: '  Aoibhinn ' })
      .expect(200);
    expect(res.body).toEqual({ ...DETAILS, first_name: 'Aoibhinn' });
    expect(await stored(couple.users[0].id)).toEqual({ ...DETAILS, first_name: 'Aoibhinn' });
    expect((await app.http().get('/api/auth/me').set('Cookie', couple.cookie).expect(200)).body.first_name).toBe('Aoibhinn');
  });

  it("changes only the signed-in member's own: the partner edits the partner's, never the other way round", async () => {
    const before = await stored(couple.users[0].id);
    const partner = { first_name: 'Cian', last_name: 'Murphy', phone_number: '+44 7700900123', date_of_birth: '1988-02-29' };
    await app.http().put('/api/user/account/details').set('Cookie', partnerCookie).send(partner).expect(200);
    expect(await stored(couple.users[1].id)).toEqual(partner);
    expect(await stored(couple.users[0].id)).toEqual(before);
    // There is no field naming whose details to change: the body says nothing about another member.
    const refused = await app
      .http()
      .put('/api/user/account/details')
      .set('Cookie', couple.cookie)
      .send({ ...DETAILS, user_id: couple.users[1].id })
      .expect(400);
    expect(refused.body.message).toBe('User is not something this form takes.');
    expect(await stored(couple.users[1].id)).toEqual(partner);
  });

  it.each([
    [{ first_name: '  ' }, 'Please enter your first name.'],
    [{ last_name: '' }, 'Please enter your last name.'],
    [{ phone_number: '0871234567' }, 'Enter a valid phone number.'],
    [{ date_of_birth: '17/05/1990' }, 'Enter date of birth as a date (YYYY-MM-DD).'],
    [{ date_of_birth: '1990-02-30' }, 'Enter date of birth as a date (YYYY-MM-DD).'],
    [{ date_of_birth: '2010-05-17' }, 'Please choose a valid date of birth (members must be at least 18).'],
    [{ date_of_birth: '1900-05-17' }, 'Please choose a valid date of birth (members must be at least 18).'],
    [{ first_name: 'Aoife\nMurphy' }, 'on one line'],
  ])('refuses %j as the sign-up does, naming the problem, and changes nothing', async (change, message) => {
    const before = await stored(couple.users[0].id);
    const res = await app
      .http()
      .put('/api/user/account/details')
      .set('Cookie', couple.cookie)
      .send({ ...DETAILS, ...change })
      .expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await stored(couple.users[0].id)).toEqual(before);
  });

  it('is for signed-in members only', async () => {
    await app.http().get('/api/user/account/details').expect(401);
    await app.http().put('/api/user/account/details').send(DETAILS).expect(401);
  });
});

/** The partner's details before they join: the primary member corrects what they wrote at sign-up; afterwards they are the partner's. */
describe('the partner as described at sign-up (PUT /api/user/partner/details)', () => {
  let app: TestApp;
  beforeAll(async () => (app = await createTestApp({ now: new Date('2026-11-26T10:00:00Z') })));
  afterAll(() => app.close());

  it('lets the member who created the couple correct the partner’s first name and date of birth until the partner joins', async () => {
    const { agent } = await verifiedCouple(app, { email: 'describer@example.ie', partner_email: 'described@example.ie' });
    const res = await agent.put('/api/user/partner/details').send({ first_name: ' Ciarán ', date_of_birth: '1989-03-02' }).expect(200);
    expect(res.body).toMatchObject({ status: 'not_invited', first_name: 'Ciarán', date_of_birth: '1989-03-02' });
    expect((await agent.get('/api/user/partner').expect(200)).body).toMatchObject({ first_name: 'Ciarán', date_of_birth: '1989-03-02' });

    const tooYoung = await agent.put('/api/user/partner/details').send({ first_name: 'Ciarán', date_of_birth: '2012-01-01' }).expect(400);
    expect(tooYoung.body.message).toBe('Please choose a valid date of birth (members must be at least 18).');
    const noName = await agent.put('/api/user/partner/details').send({ first_name: ' ', date_of_birth: '1989-03-02' }).expect(400);
    expect(noName.body.message).toBe("Please enter your partner's first name.");
  });

  it('refuses once the partner has joined (their details are their own), and refuses the partner', async () => {
    const couple = await createCouple(app);
    const joined = await app
      .http()
      .put('/api/user/partner/details')
      .set('Cookie', couple.cookie)
      .send({ first_name: 'Someone', date_of_birth: '1989-03-02' })
      .expect(409);
    expect(joined.body).toMatchObject({
      code: 'IDENTITY.PARTNER_OWNS_DETAILS',
      message: 'Your partner has joined: they change their own name and date of birth from their account.',
    });
    const partnerCookie = await signIn(app, couple.users[1].id);
    const partner = await app
      .http()
      .put('/api/user/partner/details')
      .set('Cookie', partnerCookie)
      .send({ first_name: 'Someone', date_of_birth: '1989-03-02' })
      .expect(403);
    expect(partner.body.code).toBe('IDENTITY.ONLY_PRIMARY_DESCRIBES_PARTNER');
    await app.http().put('/api/user/partner/details').send({ first_name: 'Someone', date_of_birth: '1989-03-02' }).expect(401);
  });
});
