import { CanActivate, ExecutionContext, Injectable, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

/** Marks a route (or controller) that accepts an integration's API key (`Authorization: Bearer tm_…`). */
export const ACCEPTS_API_KEYS = 'tablemates:accepts-api-keys';
export const AcceptsApiKeys = () => SetMetadata(ACCEPTS_API_KEYS, true);

/** The bearer credential a request carries, or null. */
export function bearerCredential(request: Request): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

export const KEY_REFUSED_MESSAGE = 'API keys are not accepted on this route: it is for people signed in to the site.';

/**
 * Global: a request with an `Authorization` header reaches only routes that accept API keys.
 * Sign-in, the couple's pages and every other session route refuse it (401), so a key never
 * stands in for a person, and a browser session never rides along with a key.
 */
@Injectable()
export class ApiKeyRoutesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (bearerCredential(request) === null) return true;
    if (this.reflector.getAllAndOverride<boolean>(ACCEPTS_API_KEYS, [context.getHandler(), context.getClass()])) return true;
    throw new UnauthorizedException(KEY_REFUSED_MESSAGE);
  }
}
