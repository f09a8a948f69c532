import 'express-session';

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

/** Absolute session lifetime: 7 days from sign-in, never extended by activity. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE_NAME = 'tablemates.sid';
