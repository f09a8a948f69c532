import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from '../support/test-app';
import { linkFromOutbox, signupForm } from './couple-accounts-kit';

describe('signup, email check and partial signup', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2026-11-21T10:00:00Z') });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/signup', () => {
    it('creates the couple, signs the primary member in and emails a 24-hour verification link', async () => {
      const agent = t.agent();
      const res = await agent
        .post('/api/auth/signup')
        .send(signupForm({ email: 'Aoife.Signup@Example.ie' }))
        .expect(201);
      expect(res.body).toEqual({
        message: 'Registration successful',
        user: expect.objectContaining({ email: 'aoife.signup@example.ie', first_name: 'Aoife', role: 'primary', is_admin: false, email_verified: false }),
      });
      expect(res.body.user.couple_id).toEqual(expect.any(String));

      const me = await agent.get('/api/auth/me').expect(200);
      expect(me.body.id).toBe(res.body.user.id);

      const link = await linkFromOutbox(t, 'aoife.signup@example.ie', '/verify-email');
      expect(link.origin).toBe(t.config.get('publicUrl'));
      expect(link.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
      expect(link.searchParams.get('email')).toBe('aoife.signup@example.ie');
      const [token] = await t.app.get(DataSource).query(`SELECT token_hash, expires_at FROM auth_tokens WHERE email = 'aoife.signup@example.ie'`);
      expect(token.token_hash).not.toContain(link.searchParams.get('token'));
      expect(new Date(token.expires_at).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    });

    it('stores every profile field and the described partner', async () => {
      const agent = t.agent();
      const form = signupForm({
        email: 'profile@example.ie',
        partner_email: 'profile-partner@example.ie',
        partner_gender: 'Prefer not to say',
        partnerGenderOther: 'Genderfluid',
        dietary_restrictions: ['Vegan', 'Other'],
        otherDietaryRestrictions: 'No coriander',
        cuisine_types: ['Surprise Us!'],
        restaurant_price_preference: ['Open to all price ranges!'],
      });
      await agent.post('/api/auth/signup').send(form).expect(201);
      const profile = await agent.get('/api/user/profile').expect(200);
      expect(profile.body).toMatchObject({
        bringing_to_tablemates: form.bringingToTablemates,
        life_stage_preference: form.lifeStagePreference,
        dining_frequency: form.diningFrequencyNew,
        restaurant_price_preference: ['Open to all price ranges!'],
        city: 'Dublin',
        country: 'Ireland',
        cuisine_types: ['Surprise Us!'],
        dietary_restrictions: ['Vegan', 'Other'],
        other_dietary_restrictions: 'No coriander',
        dining_vibe: form.diningVibe,
        ideal_social_outing: form.idealSocialOuting,
        social_age_preference: form.socialAgePreference,
        diverse_couples_preference: form.diverseCouplesPreference,
        travel_destinations: form.travelDestinations,
        planning_style: form.planningStyle,
        communication_style: form.communication_style,
      });
      const partner = await agent.get('/api/user/partner').expect(200);
      expect(partner.body).toMatchObject({
        id: null,
        status: 'not_invited',
        first_name: 'Cian',
        email: 'profile-partner@example.ie',
        email_verified: false,
        gender: 'Prefer not to say',
        date_of_birth: '1989-02-03',
      });
      const [user] = await t.app
        .get(DataSource)
        .query(`SELECT phone_number, gender, date_of_birth::text AS dob, accepted_terms, location FROM users WHERE email = 'profile@example.ie'`);
      expect(user).toEqual({ phone_number: '+353 871234567', gender: 'Female', dob: '1990-05-17', accepted_terms: true, location: 'Dublin' });
    });

    it('accepts a signup without a partner email', async () => {
      const { partner_email: _omitted, ...form } = signupForm({ email: 'no-partner-email@example.ie' });
      await t.http().post('/api/auth/signup').send(form).expect(201);
    });

    it('refuses an email already registered in another letter case', async () => {
      await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'taken@example.ie', partner_email: 'taken-partner@example.ie' }))
        .expect(201);
      const someoneElse = { email: 'TAKEN@Example.IE', partner_email: 'x@example.ie', password: 'Another#Pass9', confirm_password: 'Another#Pass9' };
      const res = await t.http().post('/api/auth/signup').send(signupForm(someoneElse)).expect(400);
      expect(res.body).toMatchObject({
        message: 'This email is already registered. Please log in instead.',
        emailExists: true,
        fields: { email: expect.any(Array) },
      });
      const [{ count }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM couples`);
      const [{ users }] = await t.app.get(DataSource).query(`SELECT count(DISTINCT couple_id)::int AS users FROM users WHERE couple_id IS NOT NULL`);
      expect(count).toBe(users);
    });

    it('answers a double click on the last step with the one account it made, signed in twice', async () => {
      const form = signupForm({ email: 'double@example.ie', partner_email: 'double-partner@example.ie' });
      const [first, second] = [t.agent(), t.agent()];
      const answers = await Promise.all([first.post('/api/auth/signup').send(form), second.post('/api/auth/signup').send(form)]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[1].body.user.id).toBe(answers[0].body.user.id);
      expect((await second.get('/api/auth/me').expect(200)).body.id).toBe(answers[0].body.user.id);
      const db = t.app.get(DataSource);
      expect(await db.query(`SELECT count(*)::int AS count FROM users WHERE email = 'double@example.ie'`)).toEqual([{ count: 1 }]);
      expect(await db.query(`SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = 'double@example.ie'`)).toEqual([{ count: 1 }]);
      const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM couples`);
      const [{ users }] = await db.query(`SELECT count(DISTINCT couple_id)::int AS users FROM users WHERE couple_id IS NOT NULL`);
      expect(count).toBe(users);
    });

    it('refuses a partner email that is registered', async () => {
      const res = await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'fresh@example.ie', partner_email: 'Taken@example.ie' }))
        .expect(400);
      expect(res.body.message).toBe('This email is already registered. Please use a different email.');
      expect(res.body.fields).toHaveProperty('partner_email');
    });

    it('refuses the same email for both members, ignoring case', async () => {
      const res = await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'same@example.ie', partner_email: 'SAME@example.ie' }))
        .expect(400);
      expect(res.body.fields.partner_email).toEqual(["Your email and your partner's email cannot be the same."]);
    });

    it.each([
      ['Short1!', 'too short'],
      ['alllowercase1!', 'no uppercase'],
      ['ALLUPPERCASE1!', 'no lowercase'],
      ['NoDigitsHere!', 'no digit'],
      ['NoSpecial123', 'no special character'],
    ])('refuses the weak password %s (%s)', async (password) => {
      const res = await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'weak@example.ie', password, confirm_password: password }))
        .expect(400);
      expect(res.body.fields.password[0]).toMatch(/at least 8 characters.*uppercase.*lowercase.*number.*special/);
    });

    it('refuses mismatched passwords and unaccepted terms', async () => {
      const mismatch = await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'mismatch@example.ie', confirm_password: 'Other4Two!' }))
        .expect(400);
      expect(mismatch.body.fields.confirm_password).toEqual(['Passwords do not match']);
      const terms = await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'terms@example.ie', accepted_terms: false }))
        .expect(400);
      expect(terms.body.fields.accepted_terms).toContain('You must accept the Terms of Service and Privacy Policy to continue');
    });

    it('answers 400 naming every missing required field', async () => {
      const res = await t.http().post('/api/auth/signup').send({}).expect(400);
      for (const field of [
        'bringingToTablemates',
        'first_name',
        'last_name',
        'date_of_birth',
        'email',
        'gender',
        'phone_number',
        'partner_first_name',
        'partner_gender',
        'partner_date_of_birth',
        'diningFrequencyNew',
        'restaurant_price_preference',
        'location',
        'cuisine_types',
        'dietary_restrictions',
        'diningVibe',
        'idealSocialOuting',
        'socialAgePreference',
        'planningStyle',
        'communication_style',
        'password',
        'confirm_password',
        'accepted_terms',
      ]) {
        expect(res.body.fields).toHaveProperty(field);
      }
    });

    it.each([
      [{ email: 'not-an-email' }, 'email'],
      [{ partner_email: 'nope@' }, 'partner_email'],
      [{ date_of_birth: '17/05/1990' }, 'date_of_birth'],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth'],
      [{ date_of_birth: '2015-01-01' }, 'date_of_birth'],
      [{ phone_number: '0871234567' }, 'phone_number'],
      [{ gender: 'Robot' }, 'gender'],
      [{ location: 'Cork' }, 'location'],
      [{ cuisine_types: ['Italian', 'Martian'] }, 'cuisine_types'],
      [{ socialAgePreference: 'around our age' }, 'socialAgePreference'],
      [{ idealSocialOuting: ['quiet dinners with close friends', 'Gaming'] }, 'idealSocialOuting'],
      [{ bringingToTablemates: [] }, 'bringingToTablemates'],
      [{ travelDestinations: ['Japan', 'Italy', 'Spain', 'France'] }, 'travelDestinations'],
      [{ cuisine_types: ['Italian'] }, 'cuisine_types'],
      [{ cuisine_types: ['Surprise Us!', 'Italian'] }, 'cuisine_types'],
      [{ restaurant_price_preference: ['Open to all price ranges!', '€€'] }, 'restaurant_price_preference'],
      [{ dietary_restrictions: ['None', 'Vegan'] }, 'dietary_restrictions'],
      [{ dietary_restrictions: ['Other'], otherDietaryRestrictions: '  ' }, 'otherDietaryRestrictions'],
      [{ diningVibe: [] }, 'diningVibe'],
      [{ idealSocialOuting: ['Gaming'] }, 'idealSocialOuting'],
      [{ accepted_terms: 'yes' }, 'accepted_terms'],
      [{ surprise: 'unknown field' }, 'surprise'],
    ])('answers 400 for %j, naming %s', async (overrides, field) => {
      const res = await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'bad-input@example.ie', ...overrides }))
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    });

    it('uses the texts of the wizard for the minimum selections', async () => {
      const res = await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'min@example.ie', cuisine_types: ['Thai'], diningVibe: [], idealSocialOuting: ['Gaming'] }))
        .expect(400);
      expect(res.body.fields).toEqual({
        cuisine_types: ['Please select at least 2 cuisine types to proceed.'],
        diningVibe: ['Please select at least 1 dining vibe option to proceed.'],
        idealSocialOuting: ['Please select at least 2 options for your ideal social outing.'],
      });
    });
  });

  describe('POST /api/auth/check-email', () => {
    it('reads exists for a registered email in any letter case, and not for others', async () => {
      expect((await t.http().post('/api/auth/check-email').send({ email: ' TAKEN@example.IE ' }).expect(200)).body).toEqual({ exists: true });
      expect((await t.http().post('/api/auth/check-email').send({ email: 'nobody@example.ie' }).expect(200)).body).toEqual({ exists: false });
    });

    it('does not count a partner who was only described at signup', async () => {
      expect((await t.http().post('/api/auth/check-email').send({ email: 'taken-partner@example.ie' }).expect(200)).body).toEqual({ exists: false });
    });

    it('answers 400 for a missing or malformed email', async () => {
      await t.http().post('/api/auth/check-email').send({}).expect(400);
      const res = await t.http().post('/api/auth/check-email').send({ email: 'nope' }).expect(400);
      expect(res.body.fields.email).toEqual(['Please enter a valid email address.']);
      // The client shows the message as it is, so it carries no field-name prefix.
      expect(res.body.message).toBe('Please enter a valid email address.');
    });
  });

  describe('POST /api/auth/save-partial-signup', () => {
    it('saves step-1 data keyed by email (any case) without passwords, and signup removes it', async () => {
      const browser = t.agent();
      const first = await browser
        .post('/api/auth/save-partial-signup')
        .send({ email: 'Partial@example.ie', first_name: 'Róisín', password: 'Secret1!' })
        .expect(200);
      expect(first.body).toEqual({ user_id: expect.any(String), message: 'Progress saved' });
      const again = await browser
        .post('/api/auth/save-partial-signup')
        .send({ ...signupForm({ email: 'PARTIAL@example.ie', first_name: 'Roisin' }), user_id: first.body.user_id })
        .expect(200);
      expect(again.body.user_id).toBe(first.body.user_id);
      const rows = await t.app.get(DataSource).query(`SELECT email, data FROM partial_signups WHERE email = 'partial@example.ie'`);
      expect(rows).toHaveLength(1);
      expect(rows[0].data.first_name).toBe('Roisin');
      expect(rows[0].data).not.toHaveProperty('password');
      expect(rows[0].data).not.toHaveProperty('confirm_password');

      await t
        .http()
        .post('/api/auth/signup')
        .send(signupForm({ email: 'partial@example.ie', partner_email: null, user_id: first.body.user_id }))
        .expect(201);
      expect(await t.app.get(DataSource).query(`SELECT 1 FROM partial_signups WHERE email = 'partial@example.ie'`)).toHaveLength(0);
    });

    it('binds the saved progress to the browser that started it: another browser neither overwrites nor learns of it', async () => {
      const owner = t.agent();
      const first = await owner.post('/api/auth/save-partial-signup').send({ email: 'bound@example.ie', first_name: 'Saoirse' }).expect(200);
      const cookie = first.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/^tablemates\.partial-signup=[\w-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      const [row] = await t.app.get(DataSource).query(`SELECT browser_token_hash FROM partial_signups WHERE email = 'bound@example.ie'`);
      expect(row.browser_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(cookie).not.toContain(row.browser_token_hash);

      // Another browser: the same answer as for an address nobody saved, and nothing changes.
      const taken = await t.agent().post('/api/auth/save-partial-signup').send({ email: 'BOUND@example.ie', first_name: 'Mallory' }).expect(200);
      const fresh = await t.agent().post('/api/auth/save-partial-signup').send({ email: 'unsaved@example.ie', first_name: 'Mallory' }).expect(200);
      expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
      expect(taken.body).toEqual({ user_id: expect.any(String), message: 'Progress saved' });
      expect(taken.body.user_id).not.toBe(first.body.user_id);
      const stored = await t.app.get(DataSource).query(`SELECT data FROM partial_signups WHERE email = 'bound@example.ie'`);
      expect(stored).toEqual([{ data: { first_name: 'Saoirse' } }]);

      // A made-up token does not count as the owner's either.
      await t
        .http()
        .post('/api/auth/save-partial-signup')
        .set('Cookie', `tablemates.partial-signup=${'a'.repeat(43)}`)
        .send({ email: 'bound@example.ie', first_name: 'Mallory' })
        .expect(200);
      // The browser that started it still saves.
      const later = await owner
        .post('/api/auth/save-partial-signup')
        .send({ email: 'bound@example.ie', first_name: 'Saoirse', last_name: 'Byrne' })
        .expect(200);
      expect(later.body.user_id).toBe(first.body.user_id);
      const updated = await t.app.get(DataSource).query(`SELECT data FROM partial_signups WHERE email = 'bound@example.ie'`);
      expect(updated).toEqual([{ data: { first_name: 'Saoirse', last_name: 'Byrne' } }]);
    });

    it('answers 400 without a valid email or with unknown fields', async () => {
      await t.http().post('/api/auth/save-partial-signup').send({ first_name: 'A' }).expect(400);
      await t.http().post('/api/auth/save-partial-signup').send({ email: 'x@example.ie', hacker: true }).expect(400);
    });
  });
});
