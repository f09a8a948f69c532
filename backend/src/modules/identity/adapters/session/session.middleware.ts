import session from 'express-session';
import type { RequestHandler } from 'express';
import { AppConfig } from '../../../../platform/config/app-config';
import { PostgresSessionStore } from './postgres-session-store';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from './session-data';

/** Used only outside production, where SESSION_SECRET is optional. */
const DEVELOPMENT_SESSION_SECRET = 'tablemates-development-only-session-secret';

export function sessionMiddleware(config: AppConfig, store: PostgresSessionStore): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: config.get('sessionSecret') ?? DEVELOPMENT_SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: SESSION_LIFETIME_MS, path: '/' },
  });
}
