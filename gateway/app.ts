// buildGateway(config): the Fastify backend-for-frontend as a tree of plugins, one per concern, in
// the order requests meet them. It never listens (bin/start.ts does). Browsers talk only to it.
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlibConstants } from 'node:zlib';
import { join } from 'node:path';
import type { GatewayConfig } from './config.ts';
import { ConfigError } from './config.ts';
import { createApiReader } from './api-reader.ts';
import { createRedisCache } from './shared-cache.ts';
import { createCurrencyCache } from './currencies.ts';
import type { CurrencyCache } from './currencies.ts';
import { createLogger } from './logger.ts';
import { builtPublicDir, findRootDir } from './paths.ts';
import { Pool } from 'undici';
import { createUploadSlots } from './body-guard.ts';
import { GatewayError } from './errors.ts';
import { lingerAfterEarlyAnswer } from './linger.ts';
import { CONNECT_TIMEOUT_MS, RESPONSE_TIMEOUT_MS, createUpstream } from './upstream.ts';
import type { Upstream } from './upstream.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import type { PressureLimits } from '../shared/server/pressure.ts';
import { registerPressure } from './pressure.ts';
import healthPlugin from './plugins/health.ts';
import localesPlugin from './plugins/locales.ts';
import loggingPlugin, { GatewayLogController, genReqId } from './plugins/logging.ts';
import pagesPlugin from './plugins/pages.ts';
import proxyPlugin from './plugins/proxy.ts';
import redirectsPlugin from './plugins/redirects.ts';
import securityPlugin, { securityHeaders } from './plugins/security.ts';
import seoPlugin from './plugins/seo.ts';
import { UNROUTABLE, frameworkErrors, normalizeTarget } from './edge.ts';
import ssrPlugin from './plugins/ssr.ts';
import type { PageRenderer } from './plugins/ssr.ts';
import staticPlugin from './plugins/static.ts';

export interface GatewayOptions {
  /** a pino logger (default: one from config), or false for none */
  logger?: FastifyBaseLogger | false;
  /** the page renderer (default: renderer/index.ts over rootDir) */
  renderer?: PageRenderer;
  /** the project root holding locales/ and dist/public (default: found from this file) */
  rootDir?: string;
  /** server renders in flight at once (default 8; more wait in arrival order, up to maxWaiting, default 1 000) */
  renderQueue?: { concurrency?: number; maxWaiting?: number };
  /** api time-outs in ms (default: connect 2 000, response 10 000); tests shorten them */
  timeouts?: { connect?: number; response?: number };
  /** load shedding (gateway/pressure.ts); default: 503 while the event loop lags over 1 s */
  pressure?: Partial<PressureLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gatewayConfig: GatewayConfig;
    upstream: Upstream;
    currencies: CurrencyCache;
  }
}

async function loadRenderer(rootDir: string, publicDir: string, logger: FastifyBaseLogger): Promise<PageRenderer> {
  // loaded lazily: tests that pass their own renderer never load React
  const { createRenderer } = await import('../renderer/index.ts');
  return createRenderer({ rootDir, publicDir, logger });
}

export async function buildGateway(config: GatewayConfig, opts: GatewayOptions = {}): Promise<FastifyInstance> {
  const apiUrl = config.apiUrl;
  if (!apiUrl) throw new ConfigError('API_URL', 'must be set for the gateway (bin/start.ts sets it for the embedded api)');
  const rootDir = opts.rootDir ?? findRootDir();
  const logger = opts.logger === false ? undefined : (opts.logger ?? createLogger(config));

  // computed once; also set on the answers the router gives before any hook runs
  const headers = await securityHeaders(config);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    logController: new GatewayLogController(),
    genReqId,
    // the proxied api is the one that reads bodies; the gateway's own routes set smaller limits
    bodyLimit: 1024 * 1024,
    // a request arriving on an open connection while closing is answered below (503, Retry-After)
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    // a client has 10 s to send its headers and 2 minutes for the whole request (a 100 MiB upload
    // at under 1 MB/s); stalled bodies are cut sooner by BODY_IDLE_TIMEOUT_MS (body-guard.ts)
    http: { headersTimeout: 10_000 },
    requestTimeout: 120_000,
    routerOptions: { maxParamLength: 500 },
    // one plain form of every path before routing (gateway/edge.ts)
    rewriteUrl: (req) => normalizeTarget(req.url ?? '/'),
    frameworkErrors: frameworkErrors(headers),
  });

  const timeouts = { connect: opts.timeouts?.connect ?? CONNECT_TIMEOUT_MS, response: opts.timeouts?.response ?? RESPONSE_TIMEOUT_MS };
  const upstream = createUpstream(apiUrl, { connectTimeout: timeouts.connect, timeout: timeouts.response });
  // /api and /media through the proxy: its own pool, so the gateway's own calls (sign-in, pages)
  // never queue behind proxied traffic; uploads hold at most config.uploads of its connections
  const proxyPool = new Pool(apiUrl, {
    connect: { timeout: timeouts.connect },
    headersTimeout: timeouts.response,
    bodyTimeout: timeouts.response,
    connections: config.apiConnections,
    pipelining: 1,
  });
  const slots = createUploadSlots({ concurrency: config.uploads, perClient: config.uploadsPerClient });
  const sharedCache = config.redisUrl ? await createRedisCache(config.redisUrl, app.log) : undefined;
  const currencies = createCurrencyCache(upstream, undefined, sharedCache);
  const reader = createApiReader(upstream, undefined, sharedCache);
  app.decorate('gatewayConfig', config);
  app.decorate('upstream', upstream);
  app.decorate('currencies', currencies);
  app.addHook('onClose', async () => {
    await upstream.close();
    await proxyPool.close();
    await sharedCache?.close();
  });
  // while closing, answers end their keep-alive connection, so close() does not wait for idle
  // browsers' sockets to time out after the in-flight requests are done
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  // cross-cutting, applied to every route
  await app.register(errorsPlugin, { localesDir: join(rootDir, 'locales') });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    lingerAfterEarlyAnswer(request.raw, (name, value) => reply.header(name, value));
    throw new GatewayError(503, 'UNAVAILABLE', 'The server is restarting');
  });
  // shed load with 503 when the event loop lags (gateway/pressure.ts)
  await registerPressure(app, opts.pressure);
  await app.register(loggingPlugin);
  await app.register(securityPlugin, { config, headers });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // fast settings for dynamic pages; assets are cached by the browser for a year anyway
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cookie);
  await app.register(redirectsPlugin);

  // a path with no plain form (gateway/edge.ts) is a 404, whatever the catch-all page route would say
  app.all(UNROUTABLE, (_request, reply) => reply.callNotFound());

  // routes, each concern in its own encapsulated context
  await app.register(healthPlugin, { upstream, proxyPool, slots, connections: config.apiConnections });
  await app.register(localesPlugin, { config, localesDir: join(rootDir, 'locales') });
  await app.register(authPlugin, { config, upstream });
  await app.register(pagesPlugin, { reader, currencies });
  await app.register(proxyPlugin, {
    config,
    apiUrl,
    timeouts,
    pool: proxyPool,
    slots,
    guard: {
      concurrency: config.uploads,
      perClient: config.uploadsPerClient,
      idleMs: config.bodyIdleMs,
      minBytesPerS: config.uploadMinBytesPerS,
      rateWindowMs: config.uploadRateWindowMs,
    },
    // uploads still arriving then are cut with 503, so each has its answer before the process exits
    shutdownDrainMs: Math.round((config.shutdownGraceMs * 2) / 3),
  });
  // resolved once: the assets served and the manifest the pages name come from the same build, even
  // when a later build swaps dist/public (bin/build-cache.mjs)
  const publicDir = builtPublicDir(rootDir);
  await app.register(staticPlugin, { publicDir });
  await app.register(seoPlugin, { config });
  const renderer = opts.renderer ?? (await loadRenderer(rootDir, publicDir, app.log));
  await app.register(ssrPlugin, {
    config,
    apiUrl,
    renderer,
    currencies,
    reader,
    concurrency: opts.renderQueue?.concurrency,
    maxWaiting: opts.renderQueue?.maxWaiting,
    deadlineMs: timeouts.response,
  });

  return app;
}
