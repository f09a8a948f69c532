import type { Request, Response } from 'express';
import { cookieValue } from '../../../../platform/http/request-cookies';

const COOKIE_NAME = 'tablemates.partial-signup';
/** As long as housekeeping keeps an abandoned partial sign-up. */
const COOKIE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Like the session cookie: httpOnly (no script reads the token), and Secure with the `__Host-`
 * prefix when the site is https, so no sibling domain can plant a token.
 */
function cookieName(publicUrl: string): { name: string; secure: boolean } {
  const secure = new URL(publicUrl).protocol === 'https:';
  return { name: secure ? `__Host-${COOKIE_NAME}` : COOKIE_NAME, secure };
}

/** The token binding partial sign-ups to this browser, if it holds one. */
export function partialSignupTokenOf(request: Request, publicUrl: string): string | undefined {
  return cookieValue(request.header('cookie'), cookieName(publicUrl).name);
}

export function setPartialSignupToken(response: Response, publicUrl: string, token: string): void {
  const { name, secure } = cookieName(publicUrl);
  response.cookie(name, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: COOKIE_LIFETIME_MS });
}
