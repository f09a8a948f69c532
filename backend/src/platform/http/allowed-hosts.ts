import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './http-error-body';

/** This machine's names, always answered (`Host`); trusted as an `Origin` only outside production. */
export const THIS_MACHINE: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** A `Host` header: a name or an IPv4 address, or an IPv6 address in brackets, and an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/** The names this app answers to: this machine's, the PUBLIC_URL host and ALLOWED_HOSTS. */
export function allowedHostNames(publicUrl: string, allowedHosts: string[]): Set<string> {
  return new Set([...THIS_MACHINE, new URL(publicUrl).hostname.toLowerCase(), ...allowedHosts.map((host) => host.toLowerCase())]);
}

/** The host name of a `Host` header, lower-cased and without its port; undefined when it is no host at all. */
export function hostNameOf(host: string | undefined): string | undefined {
  const match = host === undefined ? null : HOST_HEADER.exec(host);
  return match ? match[1].toLowerCase() : undefined;
}

/** Paths answered under any `Host`: a load balancer's health check often names the instance by its address. */
const ANY_HOST_PATHS = new Set(['/api/health']);

/**
 * Refuses a request whose `Host` is not one of ours. A page on evil.example whose name is
 * rebound to 127.0.0.1 reaches this app from the victim's browser as same-origin, but
 * still with `Host: evil.example`: the client address and the same-origin check cannot
 * tell it from the app's own page, this check can.
 */
export function allowedHostsMiddleware(names: Set<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = hostNameOf(req.header('host'));
    if ((name !== undefined && names.has(name)) || ANY_HOST_PATHS.has(req.path)) return next();
    res.status(400).json(errorBody(400, 'This address is not one this app answers to (see ALLOWED_HOSTS).'));
  };
}
