// The gateway's configuration: every variable of ARCHITECTURE.md "Environment", read and validated
// once at start. A bad value throws a ConfigError whose message names the variable. Nothing else in
// gateway/ reads process.env. `publicConfig` is the explicit subset the browser may ever see.
import type { PublicConfig } from '../shared/types.ts';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type Tld = 'com' | 'ru' | 'de';

export interface GatewayConfig {
  nodeEnv: NodeEnv;
  /** the gateway's port (PORT, default 3000; 0 picks a free one) */
  port: number;
  /**
   * the interface to listen on (HOST). Default 0.0.0.0 so the same image works in a container,
   * where 127.0.0.1 would be unreachable from the published port.
   */
  host: string;
  /** the api's origin (API_URL); unset means the composition root starts the embedded api */
  apiUrl?: string;
  /** the embedded api's port on 127.0.0.1 (API_PORT, default 0 = any free port) */
  apiPort: number;
  /** PostgreSQL server for the api (DATABASE_URL); unset means embedded PGlite in DATA_DIR */
  databaseUrl?: string;
  dataDir: string;
  logLevel: LogLevel;
  /** the site's public origin (PUBLIC_ORIGIN, default http://localhost:PORT), no trailing slash */
  publicOrigin: string;
  /** PUBLIC_ORIGIN as given; unset means pages use root-relative canonical links */
  canonicalOrigin?: string;
  /** cookies get `Secure` when the public origin is https */
  secureCookies: boolean;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  smtpUrl?: string;
  analyticsIds: Partial<Record<Tld, string>>;
  /** what the browser may see; nothing else of this object is ever serialized to a page */
  publicConfig: PublicConfig;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

/** A variable's value, trimmed; empty counts as unset. */
function read(env: Env, name: string): string | undefined {
  const v = env[name];
  if (v === undefined) return undefined;
  const t = v.trim();
  return t === '' ? undefined : t;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const v = read(env, name);
  if (v === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(v)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}`);
  return v as T;
}

function port(env: Env, name: string, fallback: number): number {
  const v = read(env, name);
  if (v === undefined) return fallback;
  if (!/^\d{1,5}$/.test(v) || Number(v) > 65535) throw new ConfigError(name, 'must be an integer 0..65535');
  return Number(v);
}

function parseUrl(name: string, v: string, protocols: readonly string[], hint: string): URL {
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new ConfigError(name, `must be a URL like ${hint}`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(name, `must be a URL like ${hint}`);
  return u;
}

/** An http(s) origin with no path, query or credentials, returned without a trailing slash. */
function origin(env: Env, name: string, hint: string): string | undefined {
  const v = read(env, name);
  if (v === undefined) return undefined;
  const u = parseUrl(name, v, ['http:', 'https:'], hint);
  if ((u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username || u.password) {
    throw new ConfigError(name, `must be an origin without path, query or credentials, like ${hint}`);
  }
  return u.origin;
}

function prefixed(env: Env, name: string, prefixes: readonly string[]): string | undefined {
  const v = read(env, name);
  if (v === undefined) return undefined;
  if (!prefixes.some((p) => v.startsWith(p)) || /\s/.test(v)) {
    throw new ConfigError(name, `must start with ${prefixes.join(' or ')}`);
  }
  return v;
}

function analyticsId(env: Env, name: string): string | undefined {
  const v = read(env, name);
  if (v === undefined) return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(v)) throw new ConfigError(name, 'must be a measurement id like G-ABC123 (letters, digits, - and _)');
  return v;
}

export function loadConfig(env: Env = process.env): GatewayConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const p = port(env, 'PORT', 3000);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) throw new ConfigError('HOST', 'must be a host name or an IP address');

  const apiUrl = origin(env, 'API_URL', 'http://api:4000');
  const apiPort = port(env, 'API_PORT', 0);

  const dbRaw = read(env, 'DATABASE_URL');
  if (dbRaw !== undefined) parseUrl('DATABASE_URL', dbRaw, ['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/db');

  const dataDir = read(env, 'DATA_DIR') ?? './data';
  if (dataDir.includes('\0')) throw new ConfigError('DATA_DIR', 'must be a directory path');

  const logLevel = oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info');
  const canonicalOrigin = origin(env, 'PUBLIC_ORIGIN', 'https://www.example.com');
  const publicOrigin = canonicalOrigin ?? `http://localhost:${p}`;

  const stripeSecretKey = prefixed(env, 'STRIPE_SECRET_KEY', ['sk_', 'rk_']);
  const stripePublishableKey = prefixed(env, 'STRIPE_PUBLISHABLE_KEY', ['pk_']);
  const stripeWebhookSecret = prefixed(env, 'STRIPE_WEBHOOK_SECRET', ['whsec_']);
  const smtpRaw = read(env, 'SMTP_URL');
  if (smtpRaw !== undefined) parseUrl('SMTP_URL', smtpRaw, ['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587');

  const analyticsIds: Partial<Record<Tld, string>> = {};
  for (const tld of ['com', 'ru', 'de'] as const) {
    const id = analyticsId(env, `ANALYTICS_ID_${tld.toUpperCase()}`);
    if (id) analyticsIds[tld] = id;
  }

  const publicConfig: PublicConfig = {};
  if (stripePublishableKey) publicConfig.stripePublishableKey = stripePublishableKey;

  return {
    nodeEnv,
    port: p,
    host,
    apiUrl,
    apiPort,
    databaseUrl: dbRaw,
    dataDir,
    logLevel,
    publicOrigin,
    canonicalOrigin,
    secureCookies: publicOrigin.startsWith('https:'),
    stripeSecretKey,
    stripePublishableKey,
    stripeWebhookSecret,
    smtpUrl: smtpRaw,
    analyticsIds,
    publicConfig,
  };
}

/** The analytics property for a host's top-level domain: its own, else com's (SPEC §1). */
export function analyticsIdFor(config: GatewayConfig, domain: string): string | undefined {
  const tld = domain as Tld;
  return config.analyticsIds[tld] ?? config.analyticsIds.com;
}

/** The browser-visible configuration for one request: the static subset plus the TLD's analytics id. */
export function publicConfigFor(config: GatewayConfig, domain: string): PublicConfig {
  const analyticsId = analyticsIdFor(config, domain);
  return analyticsId ? { ...config.publicConfig, analyticsId } : { ...config.publicConfig };
}
