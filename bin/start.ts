// The composition root: the one place that reads the environment for the whole process.
//   node dist/server/start.js            the product: when API_URL is unset it starts the embedded api
//                                        (PGlite in DATA_DIR, or PostgreSQL via DATABASE_URL; seeded
//                                        with demo content when empty) on 127.0.0.1:API_PORT (default
//                                        any free port), then the gateway on HOST:PORT in front of it;
//                                        with API_URL set, the gateway alone
//   node dist/server/start.js api        the api alone on HOST:API_PORT (default 4000), the shape
//                                        docker-compose.yml runs as a separate service
// SIGTERM/SIGINT shut down gracefully: stop accepting (a request on an open connection is answered
// 503 with Retry-After), finish in-flight requests (uploads still arriving at two thirds of the grace
// are cut with 503 and Retry-After, gateway/plugins/proxy.ts), close the api, exit 0 (1 when that
// takes longer than SHUTDOWN_GRACE_MS, default 15 s).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import * as React from 'react';
import type { ApiConfig } from '../api/config.ts';
import { buildGateway } from '../gateway/app.ts';
import { loadConfig } from '../gateway/config.ts';
import type { GatewayConfig } from '../gateway/config.ts';
import { tuneHeap } from '../gateway/heap.ts';
import { createLogger } from '../gateway/logger.ts';

const STANDALONE_API_PORT = 4000;
type Role = 'all' | 'api';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (err) {
    if ((err as Error).name === 'ConfigError') fail(`Configuration error: ${(err as Error).message}`);
    throw err;
  }
}

function localUrl(host: string, server: FastifyInstance, fallbackPort: number): string {
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : fallbackPort;
  return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}

async function startApi(config: GatewayConfig, apiConfig: ApiConfig, host: string, port: number): Promise<{ api: FastifyInstance; url: string }> {
  const t0 = Date.now();
  // buildApi seeds an empty database itself (SEED, SEED_ESTATES; api/seed/index.ts seedIfEmpty)
  // the api and its packages (PGlite, pg, pg-boss, sharp, the S3 and Stripe clients) load only in a
  // process that runs it: a gateway alone (API_URL) never carries them (docs/decisions/0010, "Memory")
  const { buildApi } = await import('../api/app.ts');
  const api = await buildApi(apiConfig, { logger: createLogger(config, undefined, 'api') });
  await api.listen({ host, port });
  const url = localUrl(host, api, port);
  api.log.info({ url, database: config.databaseUrl ? 'postgresql' : 'pglite', ms: Date.now() - t0 }, 'api started');
  return { api, url };
}

function onSignals(logger: FastifyBaseLogger, graceMs: number, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    try {
      await stop();
      logger.info('stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

/** Which React build Node loaded: its development build (several times slower) exports act(). */
function reactBuild(): 'production' | 'development' {
  return typeof (React as { act?: unknown }).act === 'function' ? 'development' : 'production';
}

async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'all') as Role;
  if (role !== 'all' && role !== 'api') fail(`Unknown role "${role}": use no argument (the product) or "api"`);
  const config = configOrExit(() => loadConfig(process.env));
  tuneHeap(config.heapGrowingPercent);
  const logger = createLogger(config);

  if (role === 'api') {
    const { loadApiConfig } = await import('../api/config.ts');
    const apiConfig = configOrExit(() => loadApiConfig(process.env));
    const { api, url } = await startApi(config, apiConfig, config.host, config.apiPort || STANDALONE_API_PORT);
    logger.info({ url }, `api listening on ${url}`);
    onSignals(logger, config.shutdownGraceMs, () => api.close());
    return;
  }

  let api: FastifyInstance | undefined;
  let apiUrl = config.apiUrl;
  if (!apiUrl) {
    const { loadApiConfig } = await import('../api/config.ts');
    const apiConfig = configOrExit(() => loadApiConfig(process.env));
    ({ api, url: apiUrl } = await startApi(config, apiConfig, '127.0.0.1', config.apiPort));
  }
  if (config.stripeSecretKey && !config.stripePublishableKey) {
    logger.warn('STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not: browsers cannot pay by card');
  }
  const gateway = await buildGateway({ ...config, apiUrl }, { logger });
  await gateway.listen({ host: config.host, port: config.port });
  const url = localUrl(config.host, gateway, config.port);
  logger.info({ url, publicOrigin: config.publicOrigin, apiUrl, nodeEnv: config.nodeEnv, reactBuild: reactBuild() }, `listening on ${url}`);
  onSignals(logger, config.shutdownGraceMs, async () => {
    await gateway.close();
    if (api) await api.close();
  });
}

main().catch((err: unknown) => {
  fail(`Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
});
