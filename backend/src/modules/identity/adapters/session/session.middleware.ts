import session from 'express-session';
import type { RequestHandler } from 'express';
import passport from 'passport';
import { AppConfig } from '../../../../platform/config/app-config';
import { PostgresSessionStore } from './postgres-session-store';
import { sessionCookie, SESSION_LIFETIME_MS } from './session-data';

/** Used only outside production, where SESSION_SECRET is optional. */
const DEVELOPMENT_SESSION_SECRET = 'tablemates-development-only-session-secret';

/** express-session on PostgreSQL, then passport's request helpers (`req.logIn`) over it. */
export function sessionMiddleware(config: AppConfig, store: PostgresSessionStore): RequestHandler[] {
  const { name, secure } = sessionCookie(config.get('publicUrl'));
  return [
    session({
      name,
      secret: config.get('sessionSecret') ?? DEVELOPMENT_SESSION_SECRET,
      store,
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_LIFETIME_MS, path: '/' },
    }),
    passport.initialize(),
  ];
}
