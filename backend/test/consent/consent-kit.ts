import { TestApp } from '../support/test-app';

export type List = 'newsletter' | 'waitlist';

/** The token of the newest confirmation link mailed to the address for this list. */
export async function confirmationToken(t: TestApp, list: List, email: string): Promise<string> {
  const res = await t.http().get('/api/dev/outbox').query({ to: email }).expect(200);
  const links = (res.body.messages as { links: string[] }[]).flatMap((message) => message.links).map((link) => new URL(link));
  const link = links.find((url) => url.pathname === '/confirm-subscription' && url.searchParams.get('list') === list);
  if (!link) throw new Error(`No confirmation mail to ${email} for the ${list}`);
  return link.searchParams.get('token')!;
}

/** The public form, then the mailed link followed: what a visitor who owns the address does (double opt-in). */
export async function joinConfirmed(t: TestApp, list: List, email: string) {
  await t.http().post(`/api/${list}`).send({ email, consent: true }).expect(200);
  const token = await confirmationToken(t, list, email.trim().toLowerCase());
  return t.http().post(`/api/${list}/confirm`).send({ token }).expect(200);
}
