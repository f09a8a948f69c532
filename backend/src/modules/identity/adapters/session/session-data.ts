import 'express-session';
import type { Request } from 'express';
import { readableAddress } from '../../../../platform/http/client-address';

declare module 'express-session' {
  interface SessionData {
    /** Written by passport's session manager at sign-in (see SessionSerializer). */
    passport?: { user?: string };
    /** An admin's password was right; the session signs in once the second factor is given (by `until`, ms). */
    pendingAdminSignIn?: { userId: string; until: number };
    /** The browser and address that signed in, for the admin's list of sessions. */
    client?: { userAgent: string | null; ip: string | null };
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** Absolute session lifetime: 7 days from sign-in, never extended by activity. */
export const SESSION_LIFETIME_MS = 7 * 24 * HOUR_MS;
/** Idle timeout: a session unused for 24 hours ends, even within its 7 days. */
export const SESSION_IDLE_TIMEOUT_MS = 24 * HOUR_MS;
export const SESSION_COOKIE_NAME = 'tablemates.sid';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/**
 * Secure and `__Host-` whenever the site is https: the browser then only accepts the cookie
 * Secure, for the whole site (Path=/) and from this exact host (no Domain), so no sibling
 * domain can plant it. Config allows plain http in production only on localhost (a local
 * trial such as docker compose), where a Secure cookie would never be set.
 */
export function sessionCookie(publicUrl: string): SessionCookie {
  const secure = new URL(publicUrl).protocol === 'https:';
  return { name: secure ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME, secure };
}

/** The id of the user signed in on this request's session, if any. */
export function signedInUserId(request: Request): string | undefined {
  return request.session?.passport?.user;
}

/** Notes the signing-in browser on the (new) session, for the list of sessions. */
export function rememberClient(request: Request): void {
  if (request.session) request.session.client = { userAgent: request.get('user-agent')?.slice(0, 300) ?? null, ip: readableAddress(request.ip) };
}
