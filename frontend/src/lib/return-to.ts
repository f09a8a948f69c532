import { paths } from './paths';

/** The query parameter that carries where a signed-out visitor was going. */
export const RETURN_TO_PARAM = 'returnTo';

/** Signed-in pages a sign-in may return to; anything else goes to the dashboard. */
const RETURNABLE = [/^\/book\/[\w-]+$/, /^\/dashboard$/, /^\/app$/, /^\/contact$/, /^\/couplesprofile\/(edit|settings)$/, /^\/profile$/];

/**
 * The internal path to return to after sign-in, or null. Only allow-listed paths of this
 * site pass, so a crafted link can never send a user elsewhere (no open redirect).
 */
export function safeReturnTo(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  const url = new URL(value, 'https://internal.invalid');
  if (url.origin !== 'https://internal.invalid') return null;
  return RETURNABLE.some((pattern) => pattern.test(url.pathname)) ? `${url.pathname}${url.search}` : null;
}

/** /login remembering the page to come back to. */
export function loginReturningTo(path: string): string {
  const target = safeReturnTo(path);
  return target ? `${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}` : paths.login;
}
