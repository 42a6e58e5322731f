// The gateway's configuration: a view over the one environment schema (shared/core/env.ts), read and
// validated once at start. A bad value throws a ConfigError whose message starts with the variable's
// name. Nothing else in gateway/ reads process.env. `publicConfig` is the explicit subset the browser
// may ever see.
import { ConfigError, isSet, parseEnv, type EnvRecord, type LogLevel, type NodeEnv } from '../shared/core/env.ts';
import type { PublicConfig } from '../shared/contract/page.ts';

export { ConfigError };
export type { LogLevel, NodeEnv };
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
  /** V8's old-generation growth past the live heap, per cent (HEAP_GROWING_PERCENT; 0: V8's own) */
  heapGrowingPercent: number;
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
  /** Fastify's trustProxy for the gateway (GATEWAY_TRUST_PROXY, default off) */
  trustProxy: string | boolean;
  /** connections to the api, uploads at once, uploads per client, body idle time-out (docs/decisions/0011) */
  apiConnections: number;
  uploads: number;
  uploadsPerClient: number;
  bodyIdleMs: number;
  /** an upload arriving slower than minBytesPerS over each rateWindowMs is cut with 408 */
  uploadMinBytesPerS: number;
  uploadRateWindowMs: number;
  /** SHUTDOWN_GRACE_MS: what a stopping process gives accepted requests (bin/start.ts) */
  shutdownGraceMs: number;
  /** IMPORT_MAX_BYTES: a mass-import upload streams through an upload slot up to this size */
  importMaxBytes: number;
  /** WEB_CONCURRENCY: gateway workers of the all-in-one start; unset: bin/start.ts uses the cores, at most 4 */
  webConcurrency?: number;
  /** REDIS_URL: the short-lived caches are shared through it by every gateway instance */
  redisUrl?: string;
  /** what the browser may see; nothing else of this object is ever serialized to a page */
  publicConfig: PublicConfig;
}

/** The gateway's view of the shared environment (shared/core/env.ts), plus what only the gateway derives. */
export function loadConfig(env: EnvRecord = process.env): GatewayConfig {
  const s = parseEnv(env);
  const analyticsIds: Partial<Record<Tld, string>> = {};
  if (s.ANALYTICS_ID_COM) analyticsIds.com = s.ANALYTICS_ID_COM;
  if (s.ANALYTICS_ID_RU) analyticsIds.ru = s.ANALYTICS_ID_RU;
  if (s.ANALYTICS_ID_DE) analyticsIds.de = s.ANALYTICS_ID_DE;

  if (s.GATEWAY_UPLOADS >= s.GATEWAY_API_CONNECTIONS) {
    throw new ConfigError(
      'GATEWAY_UPLOADS',
      `must be below GATEWAY_API_CONNECTIONS (${s.GATEWAY_API_CONNECTIONS}), so uploads never hold every api connection`,
    );
  }
  const publicConfig: PublicConfig = {};
  if (s.STRIPE_PUBLISHABLE_KEY) publicConfig.stripePublishableKey = s.STRIPE_PUBLISHABLE_KEY;
  publicConfig.mapTileUrl = s.MAP_TILE_URL;
  publicConfig.mapTileAttribution = s.MAP_TILE_ATTRIBUTION;

  return {
    nodeEnv: s.NODE_ENV,
    port: s.PORT,
    host: s.HOST,
    apiUrl: s.API_URL,
    apiPort: s.API_PORT,
    databaseUrl: s.DATABASE_URL,
    dataDir: s.DATA_DIR,
    logLevel: s.LOG_LEVEL,
    heapGrowingPercent: s.HEAP_GROWING_PERCENT,
    publicOrigin: s.PUBLIC_ORIGIN,
    canonicalOrigin: isSet(env, 'PUBLIC_ORIGIN') ? s.PUBLIC_ORIGIN : undefined,
    secureCookies: s.PUBLIC_ORIGIN.startsWith('https:'),
    stripeSecretKey: s.STRIPE_SECRET_KEY,
    stripePublishableKey: s.STRIPE_PUBLISHABLE_KEY,
    stripeWebhookSecret: s.STRIPE_WEBHOOK_SECRET,
    smtpUrl: s.SMTP_URL,
    analyticsIds,
    trustProxy: s.GATEWAY_TRUST_PROXY,
    apiConnections: s.GATEWAY_API_CONNECTIONS,
    uploads: s.GATEWAY_UPLOADS,
    uploadsPerClient: s.GATEWAY_UPLOADS_PER_CLIENT,
    bodyIdleMs: s.BODY_IDLE_TIMEOUT_MS,
    uploadMinBytesPerS: s.UPLOAD_MIN_BYTES_PER_S,
    uploadRateWindowMs: s.UPLOAD_RATE_WINDOW_MS,
    shutdownGraceMs: s.SHUTDOWN_GRACE_MS,
    importMaxBytes: s.IMPORT_MAX_BYTES,
    redisUrl: s.REDIS_URL,
    webConcurrency: s.WEB_CONCURRENCY,
    publicConfig,
  };
}

/** The analytics property for a host's top-level domain: its own, else com's. */
export function analyticsIdFor(config: GatewayConfig, domain: string): string | undefined {
  const tld = domain as Tld;
  return config.analyticsIds[tld] ?? config.analyticsIds.com;
}

/** The browser-visible configuration for one request: the static subset plus the TLD's analytics id. */
export function publicConfigFor(config: GatewayConfig, domain: string): PublicConfig {
  const analyticsId = analyticsIdFor(config, domain);
  return analyticsId ? { ...config.publicConfig, analyticsId } : { ...config.publicConfig };
}
