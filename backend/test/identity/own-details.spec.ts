import { createCouple, db, TestCouple, signIn } from '../dinners/dinner-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

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
    (await db(app).query(`SELECT first_name, last_name, phone_number, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM users WHERE id = $1`, [userId]))[0];

  it('reads what the member gave, empty where nothing was given', async () => {
    const res = await app.http().get('/api/user/account/details').set('Cookie', couple.cookie).expect(200);
    expect(res.body).toEqual({ first_name: 'Aoife', last_name: 'Murphy', phone_number: '+353 871234567', date_of_birth: '' });
  });

  it('changes the names, phone and date of birth, trimmed, and the greeting follows', async () => {
    const res = await app.http().put('/api/user/account/details').set('Cookie', couple.cookie).send({ ...DETAILS, first_name: '  Aoibhinn ' }).expect(200);
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
    const refused = await app.http().put('/api/user/account/details').set('Cookie', couple.cookie).send({ ...DETAILS, user_id: couple.users[1].id }).expect(400);
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
    const res = await app.http().put('/api/user/account/details').set('Cookie', couple.cookie).send({ ...DETAILS, ...change }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(message);
    expect(await stored(couple.users[0].id)).toEqual(before);
  });

  it('is for signed-in members only', async () => {
    await app.http().get('/api/user/account/details').expect(401);
    await app.http().put('/api/user/account/details').send(DETAILS).expect(401);
  });
});
