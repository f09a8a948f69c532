import type { TestApp } from '../support/test-app';

/** A complete, valid signup form of the wizard; override any field. */
export function signupForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    bringingToTablemates: ["We've recently moved to a new city."],
    lifeStagePreference: 'Career-focused & experiential',
    first_name: 'Aoife',
    last_name: 'Murphy',
    date_of_birth: '1990-05-17',
    email: 'aoife@example.ie',
    gender: 'Female',
    phone_number: '+353 871234567',
    partner_first_name: 'Cian',
    partner_email: 'cian@example.ie',
    partner_gender: 'Male',
    partnerGenderOther: '',
    partner_date_of_birth: '1989-02-03',
    opt_in_for_marketing: false,
    diningFrequencyNew: 'Frequently (Once a week)',
    restaurant_price_preference: ['€€', '€€€'],
    location: 'Dublin',
    cuisine_types: ['Italian', 'Japanese'],
    dietary_restrictions: ['None'],
    otherDietaryRestrictions: '',
    diningVibe: ['Relaxed & Casual'],
    idealSocialOuting: ['Outdoor adventures', 'Gaming'],
    socialAgePreference: 'Around our age',
    diverseCouplesPreference: ['Open to all'],
    travelDestinations: ['Japan', 'Italy'],
    planningStyle: 'A mix',
    communication_style: 'Good flow',
    password: 'Dinner4Two!',
    confirm_password: 'Dinner4Two!',
    accepted_terms: true,
    ...overrides,
  };
}

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to `to` that links to the client route `path`, as a URL. */
export async function linkFromOutbox(t: TestApp, to: string, path: string): Promise<URL> {
  const res = await t.http().get('/api/dev/outbox').query({ to }).expect(200);
  const link = (res.body.messages as OutboxMessage[]).flatMap((message) => message.links).find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`No mail to ${to} with a link to ${path}`);
  return new URL(link);
}

export async function outboxCount(t: TestApp, to: string): Promise<number> {
  const res = await t.http().get('/api/dev/outbox').query({ to }).expect(200);
  return res.body.messages.length;
}

export function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = res.headers['set-cookie'] as string[] | undefined;
  return cookies?.find((cookie) => cookie.startsWith('tablemates.sid='))?.split(';')[0];
}

/** Signs up a couple and verifies the primary member's email; answers the signed-in agent. */
export async function verifiedCouple(t: TestApp, overrides: Record<string, unknown> = {}) {
  const agent = t.agent();
  const form = signupForm(overrides);
  await agent.post('/api/auth/signup').send(form).expect(201);
  const link = await linkFromOutbox(t, form.email as string, '/verify-email');
  await t
    .http()
    .get('/api/auth/verify-email')
    .query({ token: link.searchParams.get('token') })
    .expect(200);
  return { agent, form };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
