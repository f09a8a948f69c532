import type { Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from './session-data';

/** Signs the user in on a fresh session id (rotated at every sign-in against fixation). */
export function startSession(request: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    request.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      request.session.userId = userId;
      request.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Deletes the session row and the cookie; signed out already is fine. */
export function endSession(request: Request, response: Response): Promise<void> {
  response.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
  if (!request.session) return Promise.resolve();
  return new Promise((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
}
