import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './http-error-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie sessions: a browser sends `Origin` on a cross-site
 * state-changing request, so one from an origin that is neither ours (PUBLIC_URL, or an
 * http(s) origin on one of the allowed host names) nor an allowed CORS origin is refused.
 * `Host` is never the reference: under DNS rebinding it names the attacker's site. Browsers (or privacy settings) that leave `Origin` out still send a
 * `Referer` naming the other site, which is checked the same way. Together with SameSite=Lax
 * cookies this closes cross-site forms. Requests with neither header (server-to-server,
 * the Stripe webhook, curl) carry no ambient cookies from a victim's browser and pass.
 */
export function sameOriginMiddleware(publicUrl: string, allowedOrigins: string[], allowedHosts: Set<string>) {
  const trusted = new Set([new URL(publicUrl).origin, ...allowedOrigins]);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.header('origin') ?? originOfReferer(req.header('referer'));
    if (origin === undefined || trusted.has(origin) || isOnAllowedHost(origin, allowedHosts)) return next();
    res.status(403).json(errorBody(403, 'Cross-site request refused.'));
  };
}

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
