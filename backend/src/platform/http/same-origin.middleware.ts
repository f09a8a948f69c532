import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './http-error-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for cookie sessions: a browser always sends `Origin` on a cross-site
 * state-changing request, so one from an origin that is neither ours nor an allowed CORS
 * origin is refused. Together with SameSite=Lax cookies this closes cross-site forms.
 * Requests without `Origin` (server-to-server, webhooks, curl) carry no ambient cookies
 * from a victim's browser and pass.
 */
export function sameOriginMiddleware(publicUrl: string, allowedOrigins: string[]) {
  const trusted = new Set([new URL(publicUrl).origin, ...allowedOrigins]);
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.header('origin');
    if (SAFE_METHODS.has(req.method) || !origin) return next();
    const host = req.header('host');
    const ownOrigin = host ? `${req.protocol}://${host}` : undefined;
    if (trusted.has(origin) || origin === ownOrigin) return next();
    res.status(403).json(errorBody(403, 'Cross-site request refused.'));
  };
}
