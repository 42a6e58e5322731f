// Starts the real api for a test: a fresh temp DATA_DIR, a fresh database (in-memory PGlite, or a new
// database on the server named by DATABASE_URL, dropped on close), seeded, listening on 127.0.0.1:0.
//   const api = await startApi();  t.teardown(api.close);
//   const res = await fetch(`${api.url}/api/currencies`);
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApi, type BuildApiOptions } from '../../api/app.ts';
import type { ApiConfig } from '../../api/config.ts';
import type { Db } from '../../api/db/index.ts';
import { migratedPgliteImage } from './pglite-image.ts';
import { scratchDatabase } from './server-database.ts';
import { readOutbox, type OutboxMail } from '../../api/integrations/mail/mailer.ts';

export interface StartApiOptions {
  /** demo estates to seed (default 60; 0 for none) */
  estates?: number;
  /** seed reference data and demo content (default true) */
  seed?: boolean;
  /** overrides of the config (e.g. rateLimits) */
  config?: Partial<ApiConfig>;
  /** log level (default silent; LOG_LEVEL in the environment wins) */
  logLevel?: ApiConfig['logLevel'];
  /** a logger to use instead (a test that reads the log lines) */
  logger?: BuildApiOptions['logger'];
}

export interface StartedApi {
  app: FastifyInstance;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  db: Db;
  close(): Promise<void>;
}

export async function startApi(opts: StartApiOptions = {}): Promise<StartedApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-'));
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  const database = serverUrl ? await scratchDatabase(serverUrl, 'test') : undefined;
  const config: ApiConfig = {
    dataDir,
    databaseUrl: database?.url,
    inMemoryDb: !database,
    logLevel: (process.env.LOG_LEVEL as ApiConfig['logLevel']) || opts.logLevel || 'silent',
    publicOrigin: 'http://marketplace.test',
    seed: opts.seed ?? true,
    seedEstates: opts.estates ?? 60,
    // no load shedding unless a test asks for it: PGlite's synchronous work in a loaded test run
    // can lag the loop past the limit and a 503 would make unrelated tests flaky
    pressure: { maxEventLoopDelayMs: 0 },
    ...opts.config,
  };
  // an in-memory PGlite starts from the migrated dump (test/helpers/pglite-image.ts) unless the test gives its own
  if (config.inMemoryDb && !config.databaseUrl && !config.pgliteImage) config.pgliteImage = await migratedPgliteImage();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApi(config, opts.logger === undefined ? {} : { logger: opts.logger });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (err) {
    await app?.close().catch(() => undefined);
    await database?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const started = app;
  let closed = false;
  return {
    app: started,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    db: started.db,
    async close() {
      if (closed) return;
      closed = true;
      await started.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second api instance on the first one's database (a PostgreSQL server: PGlite is one process's
 * database), with its own DATA_DIR (a fresh folder, unless `sharedDataDir`), pool and workers, not
 * seeded, listening on a free loopback port. `close` closes both instances; a failed start closes the
 * first one too.
 */
export async function startSecondApi(
  first: StartedApi,
  opts: { sharedDataDir?: boolean; config?: Partial<ApiConfig> } = {},
): Promise<StartedApi & { close(): Promise<void> }> {
  const dataDir = opts.sharedDataDir ? first.dataDir : await mkdtemp(join(tmpdir(), 'api-second-'));
  let app: FastifyInstance | undefined;
  try {
    app = await buildApi({ ...first.app.config, ...opts.config, dataDir, seed: false }, { logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (err) {
    await app?.close().catch(() => undefined);
    await first.close();
    if (!opts.sharedDataDir) await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const address = app.server.address();
  const started = app;
  return {
    app: started,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    dataDir,
    db: started.db,
    async close() {
      await started.close();
      await first.close();
      if (!opts.sharedDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The mails the api wrote to its outbox (the local mail implementation), oldest first. Mails are
 * delivered by the job queue (api/integrations/mail/plugin.ts): given the running app, this first
 * waits until every queued mail has left; given only a folder (another process), it reads it as is.
 */
export async function outbox(api: Pick<StartedApi, 'dataDir'> & { app?: FastifyInstance }): Promise<OutboxMail[]> {
  await api.app?.mail.drain?.();
  return readOutbox(api.dataDir);
}

// tests read answers of every shape; a test that wants a typed body passes T
// eslint-disable-next-line no-restricted-syntax
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON request to the api: `call(api, 'POST', '/api/auth/sign-in', {email, password}, token)`. */
// eslint-disable-next-line no-restricted-syntax
export async function call<T = any>(
  api: Pick<StartedApi, 'url'>,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

/** Signs a seeded or freshly created user in and returns the token. */
export async function signIn(api: Pick<StartedApi, 'url'>, email: string, password: string): Promise<string> {
  const res = await call<{ token: string }>(api, 'POST', '/api/auth/sign-in', { email, password });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** The seeded demo accounts (api/seed/reference.ts). */
export const DEMO = {
  demo: { email: 'demo@example.com', password: 'demo-password-1' },
  realtor: { email: 'realtor@example.com', password: 'realtor-password-1' },
  newbie: { email: 'newbie@example.com', password: 'newbie-password-1' },
  geo: { email: 'geo@example.com', password: 'geo-password-1' },
} as const;
