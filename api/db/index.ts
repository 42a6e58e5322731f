// One query interface over embedded PGlite (default, a folder in DATA_DIR) or a PostgreSQL server
// (DATABASE_URL, pooled through pg). The same SQL runs on both (docs/architecture.md, decision 2).
import { mkdirSync } from 'node:fs';
import { MIGRATIONS, recordedIds } from './migrate.ts';
import { ReplicaSet, type ReplicaLog } from './replicas.ts';

import type { QueryResult, Queryable } from './queryable.ts';

export type { QueryResult, Queryable };

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn with its plain reads (a SELECT outside a transaction) answered by a healthy read replica
   * (DATABASE_READ_URL) where there is one, else as usual. Writes and transactions stay on the
   * primary. For data that may be a few seconds old: public pages (api/db/reads.ts decides per request).
   */
  onReplica<T>(fn: () => Promise<T>): Promise<T>;
  /** The read replicas, when DATABASE_READ_URL names any (a PostgreSQL server only) */
  readonly replicas?: ReplicaSet;
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory (the tests start their apis from a migrated one) */
  dumpDataDir?(): Promise<Blob>;
}

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: keep the database in memory (tests that need no persistence) */
  inMemory?: boolean;
  /**
   * PGlite in memory only: start from this dump of a data directory (PGlite's dumpDataDir) instead of
   * an empty cluster. The tests hand in a dump taken after the migrations, so each test api skips
   * PGlite's initdb and the migrations (about 0.5 s against 3 s); migrate() still runs and finds
   * every migration recorded.
   */
  pgliteImage?: Blob;
  /**
   * pg only: an idle pooled connection failed (the server restarted, an administrator ended it).
   * The pool drops that connection and opens a new one on the next query; without a listener Node
   * would treat the pool's 'error' event as fatal and end the process.
   */
  onConnectionError?: (err: Error) => void;
  /** pg only: streaming replicas for reads (docs/decisions/0026-read-replicas.md) */
  read?: { urls: readonly string[]; maxLagS: number; checkMs?: number; log?: ReplicaLog };
}

/** A one-lane queue: PGlite has a single connection, so a transaction must not interleave with other work. */
class Lane {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

async function openPglite(opts: DbOptions): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  let dir: string | undefined;
  if (!opts.inMemory) {
    dir = `${opts.dataDir.replace(/\/$/, '')}/pglite`;
    mkdirSync(dir, { recursive: true });
  }
  const pg = dir ? new PGlite(dir) : opts.pgliteImage ? new PGlite({ loadDataDir: opts.pgliteImage }) : new PGlite();
  await pg.waitReady;
  const lane = new Lane();
  const direct: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await pg.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
  };
  return {
    kind: 'pglite',
    query: (sql, params) => lane.run(() => direct.query(sql, params)),
    exec: (sql) => lane.run(() => direct.exec(sql)),
    transaction: (fn) =>
      lane.run(async () => {
        await pg.query('BEGIN');
        try {
          const result = await fn(direct);
          await pg.query('COMMIT');
          return result;
        } catch (err) {
          await pg.query('ROLLBACK');
          throw err;
        }
      }),
    onReplica: (fn) => fn(),
    close: () => lane.run(() => pg.close()),
    dumpDataDir: () => lane.run(async () => (await pg.dumpDataDir('none')) as Blob),
  };
}

async function openPg(url: string, onConnectionError: (err: Error) => void, read: DbOptions['read']): Promise<Db> {
  const { default: pgModule } = await import('pg');
  // numeric and bigint come back as strings by default; counts and prices here fit in a double
  pgModule.types.setTypeParser(20, (v: string) => Number(v));
  pgModule.types.setTypeParser(1700, (v: string) => Number(v));
  const pool = new pgModule.Pool({ connectionString: url, max: 10 });
  pool.on('error', onConnectionError);
  const wrap = (c: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }> }): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const answer: unknown = await c.query(sql, params as unknown[]);
      // a script of several statements (pg-boss's migrations) answers one result per statement: the last counts
      const r = (Array.isArray(answer) ? answer[answer.length - 1] : answer) as { rows: unknown[]; rowCount: number | null };
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  await pool.query('SELECT 1');
  const primary = wrap(pool);
  const replicas = read?.urls.length
    ? new ReplicaSet(
        pool,
        (replicaUrl) => {
          const replicaPool = new pgModule.Pool({ connectionString: replicaUrl, max: 10, connectionTimeoutMillis: 2_000 });
          replicaPool.on('error', onConnectionError);
          return replicaPool;
        },
        read,
      )
    : undefined;
  await replicas?.start();
  return {
    kind: 'pg',
    ...primary,
    ...(replicas
      ? {
          replicas,
          query: <T>(sql: string, params: readonly unknown[] = []) => replicas.query<T>(sql, params, primary.query),
          onReplica: <T>(fn: () => Promise<T>) => replicas.onReplica(fn),
        }
      : { onReplica: <T>(fn: () => Promise<T>) => fn() }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await replicas?.close();
      await pool.end();
    },
  };
}

export async function openDb(opts: DbOptions): Promise<Db> {
  const onConnectionError = opts.onConnectionError ?? ((err: Error) => console.error(`database connection lost: ${err.message}`));
  const db = opts.databaseUrl ? await openPg(opts.databaseUrl, onConnectionError, opts.read) : await openPglite(opts);
  await migrate(db);
  return db;
}

/** Applies pending migrations, each in its own transaction, recorded in schema_migrations. Safe to run twice. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    const done = await db.transaction(async (tx) => {
      // a lock so two processes starting on one server do not both apply a migration
      if (db.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(424242)');
      // a renamed migration counts as applied under its former id too (migrate.ts RENAMED_MIGRATIONS)
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = ANY($1::text[])', [recordedIds(m.id)]);
      if (seen.rows.length) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
      return true;
    });
    if (done) applied.push(m.id);
  }
  return applied;
}
