import { createTestApp, TestApp } from '../support/test-app';
import { signupForm } from './couple-accounts-kit';

describe('POST /api/user/account/password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = async (email: string) => {
    const device = t.agent();
    await device
      .post('/api/auth/signup')
      .send(signupForm({ email, partner_email: `partner-${email}` }))
      .expect(201);
    return device;
  };
  const change = (device: ReturnType<TestApp['agent']>, body: object) => device.post('/api/user/account/password').send(body);

  it('needs the current password, keeps this device signed in and signs the others out', async () => {
    const laptop = await signUp('settings@example.ie');
    const phone = t.agent();
    await phone.post('/api/auth/login').send({ email: 'settings@example.ie', password: 'Dinner4Two!' }).expect(200);

    const wrong = await change(laptop, { current_password: 'Nope4Two!', new_password: 'Supper4Four!', confirm_password: 'Supper4Four!' }).expect(400);
    expect(wrong.body.fields).toEqual({ current_password: ['Your current password is not correct.'] });

    const changed = await change(laptop, { current_password: 'Dinner4Two!', new_password: 'Supper4Four!', confirm_password: 'Supper4Four!' }).expect(200);
    expect(changed.body.message).toBe('Your password has been changed. Other devices have been signed out.');
    await laptop.get('/api/auth/me').expect(200);
    await phone.get('/api/auth/me').expect(401);
    await t.http().post('/api/auth/login').send({ email: 'settings@example.ie', password: 'Dinner4Two!' }).expect(401);
    await t.http().post('/api/auth/login').send({ email: 'settings@example.ie', password: 'Supper4Four!' }).expect(200);
  });

  it('refuses a weak, unchanged or unconfirmed new password, naming the field', async () => {
    const device = await signUp('weak-settings@example.ie');
    expect(
      (await change(device, { current_password: 'Dinner4Two!', new_password: 'short', confirm_password: 'short' }).expect(400)).body.fields,
    ).toHaveProperty('new_password');
    expect(
      (await change(device, { current_password: 'Dinner4Two!', new_password: 'Dinner4Two!', confirm_password: 'Dinner4Two!' }).expect(400)).body.fields,
    ).toHaveProperty('new_password');
    expect(
      (await change(device, { current_password: 'Dinner4Two!', new_password: 'Supper4Four!', confirm_password: 'Supper4Five!' }).expect(400)).body.fields,
    ).toEqual({ confirm_password: ['Passwords do not match'] });
    expect((await change(device, {}).expect(400)).body.fields).toHaveProperty('current_password');
  });

  it('needs a session', async () => {
    await change(t.agent(), { current_password: 'a', new_password: 'b', confirm_password: 'b' }).expect(401);
  });
});
