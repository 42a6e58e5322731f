// Security headers through @fastify/helmet. The Content-Security-Policy allows only our own scripts
// (the hashed client bundle): the preloaded data is an inline `type="application/json"` script,
// which browsers never execute, so no 'unsafe-inline' script is needed. Stripe.js is allowed for
// card payments, the analytics origins only when an analytics id is configured.
// The headers depend on the configuration only, so helmet computes them once, at start, on a
// throw-away instance; every response then gets the same set in one call (helmet's per-request
// middleware chain cost about 80 µs a request, a third of the proxy hop budget).
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import { tileSource } from '../../shared/geo/map.ts';
import { MEDIA_FRAME_ORIGINS } from '../../shared/core/media-links.ts';

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export function cspDirectives(config: GatewayConfig): Record<string, string[]> {
  const analytics = Object.keys(config.analyticsIds).length > 0;
  // the map's tiles (docs/decisions/0015)
  const tiles = config.publicConfig.mapTileUrl ? tileSource(config.publicConfig.mapTileUrl) : null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script, ...(analytics ? ANALYTICS.script : [])],
    'script-src-attr': ["'none'"],
    // React's style={{…}} attributes and small critical styles
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...(analytics ? ANALYTICS.img : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...STRIPE.connect, ...(analytics ? ANALYTICS.connect : [])],
    // Stripe's card frames; the estate page's video players and tour hosts, framed only after a click
    'frame-src': [...STRIPE.frame, ...MEDIA_FRAME_ORIGINS],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.secureCookies) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Powerful features the site never uses are off for it and every frame; geolocation is ours alone
 * (the map's "near me"), payment ours and Stripe's frames (wallet buttons).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The security headers @fastify/helmet sets for this configuration. */
export async function securityHeaders(config: GatewayConfig): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // HSTS only makes sense (and only is honoured) over https
    strictTransportSecurity: config.secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  probe.get('/', (_request, reply) => reply.send(''));
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_SECURITY.has(name) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

async function securityPlugin(app: FastifyInstance, opts: { config: GatewayConfig; headers?: Record<string, string> }): Promise<void> {
  const headers = opts.headers ?? (await securityHeaders(opts.config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityPlugin, { name: 'gateway-security' });
