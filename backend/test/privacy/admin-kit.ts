import type { TestApp } from '../support/test-app';

export const ADMIN = { email: 'admin@tablemates.test', password: 'admin-password-123' };

/** Env that makes `prepare: true` create the admin. */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/** A cookie-keeping client signed in through the admin portal. */
export async function adminAgent(t: TestApp) {
  const agent = t.agent();
  await agent.post('/api/admin/login').send(ADMIN).expect(200);
  return agent;
}
