import type { NextFunction, Request, Response } from 'express';
import { THIS_MACHINE } from './allowed-hosts';
import { errorBody } from './http-error-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie sessions: a browser sends `Origin` on a cross-site
 * state-changing request, so one from an origin that is neither ours (PUBLIC_URL, or one of
 * the allowed host names: on any port in development, in production only the configured
 * ones, with PUBLIC_URL's scheme and port) nor an allowed CORS origin is refused.
 * `Host` is never the reference: under DNS rebinding it names the attacker's site. Browsers (or privacy settings) that leave `Origin` out still send a
 * `Referer` naming the other site, which is checked the same way. Together with SameSite=Lax
 * cookies this closes cross-site forms. Requests with neither header (server-to-server,
 * the Stripe webhook, curl) carry no ambient cookies from a victim's browser and pass.
 */
export function sameOriginMiddleware(publicUrl: string, allowedOrigins: string[], allowedHosts: Set<string>, production: boolean) {
  const ours = new URL(publicUrl);
  const trusted = new Set([ours.origin, ...allowedOrigins.map(originOf)]);
  // In production an allowed host name counts only with PUBLIC_URL's scheme and port: any
  // port let another service on that host (Origin http://localhost:9999) change state, and
  // this machine's names are no site of ours at all, whatever the port (issue 46).
  if (production)
    for (const host of allowedHosts) if (!THIS_MACHINE.includes(host)) trusted.add(`${ours.protocol}//${host}${ours.port ? `:${ours.port}` : ''}`);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.header('origin') ?? originOfReferer(req.header('referer'));
    if (origin === undefined || trusted.has(origin) || (!production && isOnAllowedHost(origin, allowedHosts))) return next();
    res.status(403).json(errorBody(403, 'Cross-site request refused.'));
  };
}

/** A configured origin as browsers send it (no trailing slash, default port left out). */
function originOf(text: string): string {
  try {
    return new URL(text).origin;
  } catch {
    return text;
  }
}

/** Development: the client's dev server and previews run on other ports of this machine. */
function isOnAllowedHost(origin: string, allowedHosts: Set<string>): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && allowedHosts.has(url.hostname);
  } catch {
    return false;
  }
}

/** The origin of a Referer header; an unparsable one counts as foreign ('null'). */
function originOfReferer(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
