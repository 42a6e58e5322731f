// The api's configuration: read from the environment once, validated, failing fast with the name of
// the variable at fault (STYLE 3). Nothing else in api/ reads process.env.
import { resolve } from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Requests allowed per window; see api/plugins/rate-limit.ts. */
export interface RateLimits {
  /** the window of every limit below, in milliseconds */
  windowMs: number;
  /** sign-in and forgot-password attempts per e-mail address */
  authPerAddress: number;
  /** sign-in, sign-up, forgot- and reset-password attempts per client IP */
  authPerIp: number;
  /** contact form submissions per client IP */
  contactPerIp: number;
  /** messages sent per user */
  messagesPerUser: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60_000,
  authPerAddress: 10,
  authPerIp: 30,
  contactPerIp: 5,
  messagesPerUser: 30,
};

export interface ApiConfig {
  /** DATA_DIR: the embedded database, the outbox and the media store live below it */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server; unset means embedded PGlite in DATA_DIR */
  databaseUrl?: string;
  logLevel: LogLevel;
  /** PUBLIC_ORIGIN: the site's origin as users see it, for links in mails */
  publicOrigin: string;
  /** SMTP_URL: smtp(s)://user:pass@host:port; unset means mails go to DATA_DIR/outbox */
  smtpUrl?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** tests: keep PGlite in memory */
  inMemoryDb?: boolean;
  /** seed reference data and demo content when the database is empty (default true) */
  seed?: boolean;
  /** SEED_ESTATES: how many demo estates the first start creates */
  seedEstates?: number;
  /** OPERATOR_EMAIL: where contact requests go; default office@<PUBLIC_ORIGIN host> */
  operatorEmail?: string;
  /** the sender of every mail; default no-reply@<PUBLIC_ORIGIN host> */
  mailFrom?: string;
  /** TRUST_PROXY: whose X-Forwarded-For to believe (proxy-addr syntax); default loopback (the gateway) */
  trustProxy?: string | boolean;
  rateLimits?: Partial<RateLimits>;
}

export class ConfigError extends Error {
  constructor(readonly variable: string, problem: string) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function url(env: Env, name: string, protocols: readonly string[]): URL | undefined {
  const v = value(env, name);
  if (v === undefined) return undefined;
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(u.protocol)) {
    throw new ConfigError(name, `must use one of ${protocols.join(', ')} (got ${u.protocol})`);
  }
  return u;
}

function prefixed(env: Env, name: string, prefix: string): string | undefined {
  const v = value(env, name);
  if (v !== undefined && !v.startsWith(prefix)) throw new ConfigError(name, `must start with ${prefix}`);
  return v;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const v = value(env, name);
  if (v === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(name, 'must be true or false');
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const v = value(env, name);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max}`);
  }
  return Number(v);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loadApiConfig(env: Env = process.env): ApiConfig {
  const logLevel = (value(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const origin = url(env, 'PUBLIC_ORIGIN', ['http:', 'https:']);
  if (origin && (origin.pathname !== '/' || origin.search || origin.hash)) {
    throw new ConfigError('PUBLIC_ORIGIN', 'must be an origin without a path, e.g. https://example.com');
  }
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const operatorEmail = value(env, 'OPERATOR_EMAIL');
  if (operatorEmail !== undefined && !EMAIL.test(operatorEmail)) {
    throw new ConfigError('OPERATOR_EMAIL', 'must be an e-mail address');
  }
  const trustProxy = value(env, 'TRUST_PROXY');
  return {
    dataDir: resolve(value(env, 'DATA_DIR') ?? './data'),
    databaseUrl: databaseUrl?.toString(),
    logLevel: logLevel as LogLevel,
    publicOrigin: origin ? origin.origin : 'http://localhost:3000',
    smtpUrl: smtpUrl?.toString(),
    stripeSecretKey: prefixed(env, 'STRIPE_SECRET_KEY', 'sk_'),
    stripeWebhookSecret: prefixed(env, 'STRIPE_WEBHOOK_SECRET', 'whsec_'),
    seed: boolean(env, 'SEED', true),
    seedEstates: integer(env, 'SEED_ESTATES', 2000, 0, 200_000),
    operatorEmail,
    trustProxy: trustProxy === undefined ? undefined : /^(true|false)$/i.test(trustProxy) ? /^true$/i.test(trustProxy) : trustProxy,
  };
}

/** The host part of PUBLIC_ORIGIN without a leading www., for default addresses. */
export function mailDomain(config: Pick<ApiConfig, 'publicOrigin'>): string {
  return new URL(config.publicOrigin).hostname.replace(/^www\./, '');
}

export function operatorAddress(config: ApiConfig): string {
  return config.operatorEmail ?? `office@${mailDomain(config)}`;
}

export function senderAddress(config: ApiConfig): string {
  return config.mailFrom ?? `no-reply@${mailDomain(config)}`;
}

export function rateLimits(config: ApiConfig): RateLimits {
  return { ...DEFAULT_RATE_LIMITS, ...config.rateLimits };
}
