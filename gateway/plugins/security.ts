// Security headers through @fastify/helmet. The Content-Security-Policy allows only our own scripts
// (the hashed client bundle): the preloaded data is an inline `type="application/json"` script,
// which browsers never execute, so no 'unsafe-inline' script is needed. Stripe.js is allowed for
// card payments, the analytics origins only when an analytics id is configured.
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';

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
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...STRIPE.script, ...(analytics ? ANALYTICS.script : [])],
    'script-src-attr': ["'none'"],
    // React's style={{…}} attributes and small critical styles
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? ANALYTICS.img : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...STRIPE.connect, ...(analytics ? ANALYTICS.connect : [])],
    'frame-src': STRIPE.frame,
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.secureCookies) directives['upgrade-insecure-requests'] = [];
  return directives;
}

async function securityPlugin(app: FastifyInstance, opts: { config: GatewayConfig }): Promise<void> {
  const { config } = opts;
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // HSTS only makes sense (and only is honoured) over https
    strictTransportSecurity: config.secureCookies ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export default fp(securityPlugin, { name: 'gateway-security' });
