import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** Hosts Stripe.js loads from, frames and calls (Stripe's published CSP requirements). */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/**
 * helmet with a CSP that admits the built client and Stripe. `upgrade-insecure-requests`
 * is sent only when the public URL is https: over plain http on any host but localhost
 * (a LAN address, a docker host) it made the browser fetch the app's own scripts over
 * https, which fails, and the page stayed blank.
 */
export function securityHeaders(publicUrl: string): RequestHandler {
  const https = new URL(publicUrl).protocol === 'https:';
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...STRIPE_SCRIPTS],
        'frame-src': ["'self'", ...STRIPE_FRAMES],
        'connect-src': ["'self'", ...STRIPE_API],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // Browsers ignore these on an http origin other than localhost, with a console error each.
    strictTransportSecurity: https,
    crossOriginOpenerPolicy: https,
    originAgentCluster: https,
  });
}
