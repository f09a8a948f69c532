import type { NextFunction, Request, Response } from 'express';

/**
 * API answers carry personal data or depend on the session: no browser or shared cache may
 * keep them (OWASP ASVS 5.0 §14.3). Set before the route runs, so errors carry it too.
 */
export function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}
