import type { Response } from 'express';

/**
 * The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers) on every
 * rate-limited answer: the window's limit, what is left of it, and the seconds until it resets.
 */
export function setRateLimitHeaders(response: Response, limit: number, remaining: number, resetSeconds: number): void {
  response.setHeader('RateLimit-Limit', limit);
  response.setHeader('RateLimit-Remaining', Math.max(0, remaining));
  response.setHeader('RateLimit-Reset', Math.max(0, resetSeconds));
}
