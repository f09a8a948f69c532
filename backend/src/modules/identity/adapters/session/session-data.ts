import 'express-session';
import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** Written by passport's session manager at sign-in (see SessionSerializer). */
    passport?: { user?: string };
  }
}

/** Absolute session lifetime: 7 days from sign-in, never extended by activity. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE_NAME = 'tablemates.sid';

/** The id of the user signed in on this request's session, if any. */
export function signedInUserId(request: Request): string | undefined {
  return request.session?.passport?.user;
}
