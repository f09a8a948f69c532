import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { isLoopbackAddress } from '../http/loopback';

/**
 * The dev outbox holds every sign-in link, so it is served to this machine only: `req.ip` is
 * the socket's address, or the proxy's X-Forwarded-For client when TRUST_PROXY is set (never
 * a header a remote client wrote itself). DEV_OUTBOX=open shares it with the network.
 */
@Injectable()
export class DevOutboxAccessGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.config.get('devOutbox') === 'open') return true;
    if (isLoopbackAddress(context.switchToHttp().getRequest<Request>().ip)) return true;
    throw new ForbiddenException('The dev outbox is served to this machine only (set DEV_OUTBOX=open to share it).');
  }
}
