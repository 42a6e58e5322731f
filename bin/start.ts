// The composition root: the one place that reads the environment for the whole process, starts the
// embedded api when API_URL is unset (PGlite in DATA_DIR, or PostgreSQL via DATABASE_URL; seeded
// with demo content when empty) on 127.0.0.1, then the gateway in front of it, and shuts both down
// gracefully on SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the api, exit 0.
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../api/app.ts';
import { loadApiConfig } from '../api/config.ts';
import { buildGateway } from '../gateway/app.ts';
import { ConfigError, loadConfig } from '../gateway/config.ts';
import type { GatewayConfig } from '../gateway/config.ts';
import { createLogger } from '../gateway/logger.ts';

const SHUTDOWN_GRACE_MS = 15_000;

function loadOrExit(): GatewayConfig {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError || (err as Error).name === 'ConfigError') {
      process.stderr.write(`Configuration error: ${(err as Error).message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadOrExit();
  const logger = createLogger(config);

  let api: FastifyInstance | undefined;
  let apiUrl = config.apiUrl;
  if (!apiUrl) {
    let apiConfig;
    try {
      apiConfig = loadApiConfig(process.env);
    } catch (err) {
      process.stderr.write(`Configuration error: ${(err as Error).message}\n`);
      process.exit(1);
    }
    const t0 = Date.now();
    // buildApi seeds an empty database itself (SEED, SEED_ESTATES; api/seed/index.ts seedIfEmpty)
    api = await buildApi(apiConfig, { logger: createLogger(config, undefined, 'api') });
    apiUrl = await api.listen({ host: '127.0.0.1', port: config.apiPort });
    logger.info({ apiUrl, database: config.databaseUrl ? 'postgresql' : 'pglite', ms: Date.now() - t0 }, 'embedded api started');
  }

  const gateway = await buildGateway({ ...config, apiUrl }, { logger });
  await gateway.listen({ host: config.host, port: config.port });
  const address = gateway.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const local = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  logger.info({ url: local, publicOrigin: config.publicOrigin, apiUrl, nodeEnv: config.nodeEnv }, `listening on ${local}`);

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await gateway.close();
      if (api) await api.close();
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

main().catch((err: unknown) => {
  process.stderr.write(`Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
