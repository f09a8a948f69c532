import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './http-error-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie sessions: a browser sends `Origin` on a cross-site
 * state-changing request, so one from an origin that is neither ours nor an allowed CORS
 * origin is refused. Browsers (or privacy settings) that leave `Origin` out still send a
 * `Referer` naming the other site, which is checked the same way. Together with SameSite=Lax
 * cookies this closes cross-site forms. Requests with neither header (server-to-server,
 * the Stripe webhook, curl) carry no ambient cookies from a victim's browser and pass.
 */
export function sameOriginMiddleware(publicUrl: string, allowedOrigins: string[]) {
  const trusted = new Set([new URL(publicUrl).origin, ...allowedOrigins]);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.header('origin') ?? originOfReferer(req.header('referer'));
    if (origin === undefined) return next();
    const host = req.header('host');
    const ownOrigin = host ? `${req.protocol}://${host}` : undefined;
    if (trusted.has(origin) || origin === ownOrigin) return next();
    res.status(403).json(errorBody(403, 'Cross-site request refused.'));
  };
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
