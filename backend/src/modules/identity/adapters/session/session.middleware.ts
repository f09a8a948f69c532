import session from 'express-session';
import type { RequestHandler } from 'express';
import passport from 'passport';
import { AppConfig } from '../../../../platform/config/app-config';
import { PostgresSessionStore } from './postgres-session-store';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from './session-data';

/** Used only outside production, where SESSION_SECRET is optional. */
const DEVELOPMENT_SESSION_SECRET = 'tablemates-development-only-session-secret';

/** express-session on PostgreSQL, then passport's request helpers (`req.logIn`) over it. */
export function sessionMiddleware(config: AppConfig, store: PostgresSessionStore): RequestHandler[] {
  // Secure in production. Config allows production over plain http only on localhost (a
  // local trial such as docker compose), where a Secure cookie would never be set.
  const secure = config.isProduction && new URL(config.get('publicUrl')).protocol === 'https:';
  return [
    session({
      name: SESSION_COOKIE_NAME,
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
