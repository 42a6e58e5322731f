// The composition root: the one place that reads the environment for the whole process.
//   node dist/server/start.js            the product: when API_URL is unset it starts the embedded api
//                                        (PGlite in DATA_DIR, or PostgreSQL via DATABASE_URL; seeded
//                                        with demo content when empty) in a worker thread, on
//                                        127.0.0.1:API_PORT (default any free port), then the gateway
//                                        on HOST:PORT in front of it; with API_URL set, the gateway alone
// The embedded api has its own thread (and event loop, and V8 heap) so that database work (PGlite
// is WebAssembly on the thread that opened it), imports and jobs run beside the gateway's rendering
// on a second core instead of between its requests. The two still talk HTTP over loopback, as they
// do when split into processes. The main thread supervises it: an api thread that dies is restarted
// on the same port (with back-off); on shutdown it is asked to close after the gateway has drained.
// With WEB_CONCURRENCY above 1 (default: the cores, at most 4) the main process runs no gateway
// itself: it starts the api thread, then forks that many gateway workers (Node's cluster) that share
// PORT and all talk to the one api; a worker that dies is forked again (with back-off). SIGTERM/SIGINT
// reach every worker, each drains as below, then the api closes. Everything a gateway keeps in memory
// (short-lived caches, upload slots) is per worker; REDIS_URL shares the caches (docs/decisions/0020).
//   node dist/server/start.js api        the api alone on HOST:API_PORT (default 4000), the shape
//                                        docker-compose.yml runs as a separate service
// SIGTERM/SIGINT shut down gracefully: stop accepting (a request on an open connection is answered
// 503 with Retry-After), finish in-flight requests (uploads still arriving at two thirds of the grace
// are cut with 503 and Retry-After, gateway/plugins/proxy.ts), close the api, exit 0 (1 when that
// takes longer than SHUTDOWN_GRACE_MS, default 15 s).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import * as React from 'react';
import type { ApiConfig } from '../api/config.ts';
import { buildGateway } from '../gateway/app.ts';
import { loadConfig } from '../gateway/config.ts';
import type { GatewayConfig } from '../gateway/config.ts';
import { tuneHeap } from '../gateway/heap.ts';
import { createLogger } from '../gateway/logger.ts';

const STANDALONE_API_PORT = 4000;
/** workerData of the embedded api's thread */
const EMBEDDED_API = 'embedded-api';
/** restarts of a dying api thread wait 0.5 s, 1 s, 2 s … up to this */
const RESTART_MAX_DELAY_MS = 30_000;

type FromApiThread = { type: 'ready'; url: string } | { type: 'failed'; message: string } | { type: 'stopped' };
type ToApiThread = { type: 'stop' };
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

/** The api's thread: starts the api on the port it is given and closes it when asked. */
async function runEmbeddedApi(port: number): Promise<void> {
  const post = (m: FromApiThread): void => parentPort?.postMessage(m);
  try {
    const config = loadConfig(process.env);
    tuneHeap(config.heapGrowingPercent);
    const { loadApiConfig } = await import('../api/config.ts');
    const { api, url } = await startApi(config, loadApiConfig(process.env), '127.0.0.1', port);
    parentPort?.on('message', (m: ToApiThread) => {
      if (m.type !== 'stop') return;
      api.close().then(
        () => post({ type: 'stopped' }),
        () => post({ type: 'stopped' }),
      );
    });
    post({ type: 'ready', url });
  } catch (err) {
    post({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

/**
 * A thread running this file. The built bundle (dist/server/main.js) is plain JavaScript; run from
 * the sources (`node --import tsx bin/start.ts`, as tests do), Node 20 does not carry tsx's loader
 * into a worker, so the thread registers it before importing this file.
 */
function apiThread(data: { role: string; port: number }): Worker {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new Worker(new URL(self), { workerData: data });
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(self)}); })`;
  return new Worker(code, { eval: true, workerData: data });
}

interface EmbeddedApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the api in a worker thread and keeps it running: a thread that exits or throws while the
 * product runs is started again on the same port, after 0.5 s doubling up to 30 s (reset once a
 * start succeeds). Start-up failures of the first start end the process, as they did in one thread.
 */
async function startEmbeddedApi(logger: FastifyBaseLogger, port: number): Promise<EmbeddedApi> {
  let stopping = false;
  let current: Worker;
  let delay = 500;

  const spawnOnce = (listenPort: number): Promise<{ worker: Worker; url: string }> =>
    new Promise((resolve, reject) => {
      const worker = apiThread({ role: EMBEDDED_API, port: listenPort });
      let ready = false;
      worker.on('message', (m: FromApiThread) => {
        if (m.type === 'ready') {
          ready = true;
          resolve({ worker, url: m.url });
        } else if (m.type === 'failed' && !ready) {
          void worker.terminate();
          reject(new Error(m.message));
        }
      });
      worker.on('error', (err) => {
        if (!ready) reject(err);
        else logger.error({ err }, 'the api thread failed');
      });
      worker.on('exit', (code) => {
        if (!ready) reject(new Error(`the api thread exited with ${code} while starting`));
        else if (!stopping && worker === current) restart(code);
      });
    });

  const first = await spawnOnce(port);
  current = first.worker;
  const url = first.url;
  const fixedPort = Number(new URL(url).port);

  function restart(code: number): void {
    logger.error({ code, retryInMs: delay }, 'the api thread stopped; starting it again');
    setTimeout(() => {
      if (stopping) return;
      spawnOnce(fixedPort).then(
        (next) => {
          current = next.worker;
          delay = 500;
          logger.info({ url }, 'the api thread runs again');
        },
        (err: unknown) => {
          delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
          logger.error({ err }, 'the api thread could not start');
          restart(1);
        },
      );
    }, delay).unref();
  }

  return {
    url,
    async stop() {
      stopping = true;
      const worker = current;
      await new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.on('message', (m: FromApiThread) => {
          if (m.type === 'stopped') void worker.terminate();
        });
        worker.postMessage({ type: 'stop' } satisfies ToApiThread);
      });
    },
  };
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

/** WEB_CONCURRENCY, or the machine's cores up to 4: how many gateway workers the all-in-one start forks. */
function gatewayWorkers(config: GatewayConfig): number {
  return config.webConcurrency ?? Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * The all-in-one start's main process with several gateways: forks `count` workers (each runs this
 * file with API_URL set to the embedded api, so it is the gateway alone) over one port, logs
 * "listening on" once every worker listens, forks a worker that dies again (0.5 s doubling up to
 * 30 s, reset once one listens), and on SIGTERM/SIGINT lets every worker drain before the api closes.
 */
async function runGatewayWorkers(
  config: GatewayConfig,
  logger: FastifyBaseLogger,
  count: number,
  apiUrl: string,
  api: EmbeddedApi | undefined,
): Promise<void> {
  let stopping = false;
  let delay = 500;
  const fork = (): ClusterWorker => cluster.fork({ API_URL: apiUrl });
  // the port the workers share (PORT=0: the one the first worker's listen picked for all of them)
  let port = config.port;
  const listening = new Promise<void>((resolve, reject) => {
    let up = 0;
    cluster.on('listening', (_worker, address) => {
      delay = 500;
      port = address.port;
      if (++up === count) resolve();
    });
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (up < count) {
        reject(new Error(`a gateway worker exited with ${code ?? signal} while starting`));
        return;
      }
      logger.error({ code, signal, retryInMs: delay }, 'a gateway worker stopped; forking another');
      const wait = delay;
      delay = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
      setTimeout(() => {
        if (!stopping) fork();
      }, wait).unref();
    });
  });
  for (let i = 0; i < count; i++) fork();
  try {
    await listening;
  } catch (err) {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGKILL');
    if (api) await api.stop();
    fail(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  logger.info(
    { url, publicOrigin: config.publicOrigin, apiUrl, nodeEnv: config.nodeEnv, reactBuild: reactBuild(), workers: count },
    `listening on ${url}`,
  );
  onSignals(logger, config.shutdownGraceMs, async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is ClusterWorker => !!w);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            // each worker drains on its own SIGTERM (its onSignals), as a single gateway does
            w.process.kill('SIGTERM');
          }),
      ),
    );
    if (api) await api.stop();
  });
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

  let api: EmbeddedApi | undefined;
  let apiUrl = config.apiUrl;
  if (!apiUrl) {
    // checked here too, so that a bad variable stops start-up with its name before any thread starts
    const { loadApiConfig } = await import('../api/config.ts');
    configOrExit(() => loadApiConfig(process.env));
    try {
      api = await startEmbeddedApi(logger, config.apiPort);
    } catch (err) {
      fail(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    apiUrl = api.url;
  }
  // the all-in-one only: a gateway started alone (API_URL) is one process, scaled by its replicas
  const workers = cluster.isPrimary && !config.apiUrl ? gatewayWorkers(config) : 1;
  if (workers > 1) return runGatewayWorkers(config, logger, workers, apiUrl, api);
  if (config.stripeSecretKey && !config.stripePublishableKey) {
    logger.warn('STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not: browsers cannot pay by card');
  }
  const gateway = await buildGateway({ ...config, apiUrl }, { logger });
  await gateway.listen({ host: config.host, port: config.port });
  const url = localUrl(config.host, gateway, config.port);
  const info = { url, publicOrigin: config.publicOrigin, apiUrl, nodeEnv: config.nodeEnv, reactBuild: reactBuild() };
  // a cluster worker: the main process says "listening on" once every worker listens
  if (cluster.isWorker) logger.info({ ...info, worker: cluster.worker?.id, pid: process.pid }, 'gateway worker listening');
  else logger.info(info, `listening on ${url}`);
  onSignals(logger, config.shutdownGraceMs, async () => {
    await gateway.close();
    if (api) await api.stop();
  });
}

const thread = isMainThread ? null : (workerData as { role?: string; port?: number } | null);
if (thread?.role === EMBEDDED_API) {
  void runEmbeddedApi(thread.port ?? 0);
} else {
  main().catch((err: unknown) => {
    fail(`Start-up failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  });
}
