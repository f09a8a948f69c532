import type { Request, Response } from 'express';
import { SessionUser } from '../passport/session-user';
import { SessionCookie } from './session-data';

/**
 * Signs the user in through passport on a fresh session id (passport regenerates the session
 * at every sign-in, against fixation). For sign-ins other than the password form: magic link,
 * verification auto-login, partner onboarding, sign-up.
 */
export function startSession(request: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}

/** Deletes the session row and the cookie; signed out already is fine. */
export function endSession(request: Request, response: Response, cookie: SessionCookie): Promise<void> {
  // A __Host- cookie is only replaced by one with the same attributes, Secure included.
  response.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
  if (!request.session) return Promise.resolve();
  return new Promise((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
}
