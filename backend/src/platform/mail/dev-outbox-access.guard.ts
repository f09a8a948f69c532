import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The dev outbox holds every mail, magic links and reset links included: a development
 * instance reachable from a network would be an open door to every account. Only loopback
 * clients get it unless DEV_OUTBOX=open. The client address is Express's `req.ip`, which
 * honours TRUST_PROXY: behind a trusted proxy the forwarded address counts, otherwise a
 * forged X-Forwarded-For changes nothing.
 */
@Injectable()
export class DevOutboxAccessGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.config.get('devOutbox') === 'open') return true;
    const ip = context.switchToHttp().getRequest<Request>().ip ?? '';
    if (LOOPBACK.test(ip)) return true;
    throw new ForbiddenException('The dev outbox answers this machine only; set DEV_OUTBOX=open to serve it to the network.');
  }
}
