// Read replicas of the PostgreSQL server (DATABASE_READ_URL, docs/decisions/0026-read-replicas.md).
// A ReplicaSet holds one pool per streaming replica and a health check that runs every `checkMs`:
// a replica that cannot be reached, or whose replay lags the primary by more than `maxLagS`, is left
// out until a later check finds it well again. Reads are sent here only inside `onReplica(fn)`
// (a scope carried by AsyncLocalStorage, so the services keep taking the one Db), and only plain
// reads: a statement that could write or lock goes to the primary, as does everything in a transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryResult, Queryable } from './queryable.ts';

/** What the api logs through; the pino logger fits. */
export interface ReplicaLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ReplicaOptions {
  urls: readonly string[];
  /** DATABASE_READ_MAX_LAG_S: a replica further behind than this is left out */
  maxLagS: number;
  /** how often the replicas are checked (default 1 s; tests pass shorter) */
  checkMs?: number;
  log?: ReplicaLog;
}

export interface ReplicaStatus {
  /** the replica's URL without its password */
  url: string;
  /** reads go to it */
  healthy: boolean;
  /** seconds of replay lag at the last check (0: caught up), null when it could not be measured */
  lagS: number | null;
  /** why it is left out, when it is */
  reason?: string;
  /** reads it answered since start (statements, not requests) */
  reads: number;
}

type PgPool = {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
  end(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): unknown;
};

/** The scope in which plain reads may go to a replica. */
const scope = new AsyncLocalStorage<boolean>();

const READ_START = /^\s*(select|with|explain|values|table)\b/i;
// anything that could write, take a row lock or move a sequence stays on the primary
const MAY_WRITE =
  /\b(insert|update|delete|merge|truncate|nextval|setval|pg_advisory\w*|pg_try_advisory\w*|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|analyze)\b/i;

/** A statement a replica can answer: a SELECT (or WITH, EXPLAIN) that neither writes nor locks. */
export function isPlainRead(sql: string): boolean {
  return READ_START.test(sql) && !MAY_WRITE.test(sql);
}

/** A pg_lsn ("16/B374D848") as a number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** The URL with its password hidden, for logs and the status. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable)';
  }
}

/**
 * Replay lag from the primary's WAL positions sampled at each check (oldest first) and the replica's
 * replay position: 0 when it has replayed what the primary had written at the newest sample, else
 * the age of the newest sample it has reached (it holds everything written until then), bounded by
 * the age of its last replayed commit (`sinceReplayS`). An idle primary therefore never reads as a
 * lagging replica, which `now() - pg_last_xact_replay_timestamp()` alone would.
 */
export function replayLag(samples: readonly { at: number; lsn: bigint }[], replay: bigint, sinceReplayS: number | null, now: number): number {
  const newest = samples[samples.length - 1];
  if (!newest || replay >= newest.lsn) return 0;
  let reached: { at: number } | undefined;
  for (const s of samples) if (s.lsn <= replay) reached = s;
  const bySample = reached ? (now - reached.at) / 1000 : Infinity;
  return Math.min(bySample, sinceReplayS ?? Infinity);
}

/** Errors a SQL statement would meet on the primary too (bad data, constraint, syntax): not worth a retry. */
function sameOnPrimary(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23|42|P0)/.test(code);
}

/** The replica itself failed (connection lost, shutting down, out of resources): leave it out at once. */
function replicaDown(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || /^(08|53|57|58|XX)/.test(code);
}

interface Replica {
  url: string;
  pool: PgPool;
  healthy: boolean;
  lagS: number | null;
  reason?: string;
  reads: number;
}

export class ReplicaSet {
  readonly maxLagS: number;
  readonly checkMs: number;
  private readonly replicas: Replica[];
  private samples: { at: number; lsn: bigint }[] = [];
  private next = 0;
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;

  constructor(
    private readonly primary: Pick<PgPool, 'query'>,
    makePool: (url: string) => PgPool,
    private readonly opts: ReplicaOptions,
  ) {
    this.maxLagS = opts.maxLagS;
    this.checkMs = opts.checkMs ?? 1000;
    this.replicas = opts.urls.map((url) => {
      const pool = makePool(url);
      const replica: Replica = { url: redactUrl(url), pool, healthy: false, lagS: null, reason: 'not checked yet', reads: 0 };
      pool.on('error', (err) => this.leaveOut(replica, `connection lost: ${err.message}`));
      return replica;
    });
  }

  /** Checks once (so the first reads already know), then every checkMs. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.checkMs);
    this.timer.unref();
  }

  /**
   * How long after a write its writer's reads stay on the primary (read-your-writes): a replica in
   * use was at most maxLagS behind at a check at most checkMs ago, so past this it holds the write.
   */
  get readYourWritesMs(): number {
    return Math.ceil(this.maxLagS * 1000 + 2 * this.checkMs);
  }

  status(): ReplicaStatus[] {
    return this.replicas.map(({ url, healthy, lagS, reason, reads }) => ({ url, healthy, lagS, reads, ...(healthy ? {} : { reason }) }));
  }

  /** Runs fn with its plain reads sent to a healthy replica. */
  onReplica<T>(fn: () => Promise<T>): Promise<T> {
    return scope.run(true, fn);
  }

  /** The primary's query, or a replica's for a plain read inside onReplica; a failed replica read is asked of the primary. */
  async query<T>(sql: string, params: readonly unknown[], onPrimary: Queryable['query']): Promise<QueryResult<T>> {
    const replica = scope.getStore() && isPlainRead(sql) ? this.pick() : undefined;
    if (!replica) return onPrimary<T>(sql, params);
    try {
      const r = await replica.pool.query(sql, params as unknown[]);
      replica.reads++;
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    } catch (err) {
      if (sameOnPrimary(err)) throw err;
      if (replicaDown(err)) this.leaveOut(replica, (err as Error).message);
      return onPrimary<T>(sql, params);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.checking?.catch(() => undefined);
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => undefined)));
  }

  /** Round robin over the healthy replicas; none healthy, the primary answers. */
  private pick(): Replica | undefined {
    const n = this.replicas.length;
    for (let i = 0; i < n; i++) {
      const r = this.replicas[(this.next + i) % n];
      if (r.healthy) {
        this.next = (this.next + i + 1) % n;
        return r;
      }
    }
    return undefined;
  }

  private leaveOut(replica: Replica, reason: string): void {
    if (replica.healthy) this.opts.log?.warn({ replica: replica.url, reason }, 'read replica left out; its reads go to the primary');
    replica.healthy = false;
    replica.reason = reason;
  }

  /** One check of every replica (a check still running is not started twice). */
  check(): Promise<void> {
    this.checking ??= this.checkAll().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    try {
      const r = await this.primary.query('SELECT pg_current_wal_lsn()::text AS lsn');
      this.samples.push({ at: Date.now(), lsn: parseLsn((r.rows[0] as { lsn: string }).lsn) });
      // enough history to date a lag of maxLagS and a little more
      const keep = Math.ceil((this.maxLagS * 1000) / this.checkMs) + 5;
      if (this.samples.length > keep) this.samples.splice(0, this.samples.length - keep);
    } catch {
      // the primary is unreachable: the replicas are judged by their last replayed commit alone
    }
    await Promise.all(this.replicas.map((replica) => this.checkOne(replica)));
  }

  private async checkOne(replica: Replica): Promise<void> {
    let lagS: number;
    try {
      const r = await replica.pool.query(
        `SELECT pg_is_in_recovery() AS recovery, pg_last_wal_replay_lsn()::text AS replay,
                extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 AS since_replay`,
      );
      const row = r.rows[0] as { recovery: boolean; replay: string | null; since_replay: number | null };
      if (!row.recovery)
        lagS = 0; // not a standby (a primary named as its own reader): current by definition
      else if (!row.replay) return this.leaveOut(replica, 'no WAL replayed yet');
      else lagS = replayLag(this.samples, parseLsn(row.replay), row.since_replay, Date.now());
    } catch (err) {
      replica.lagS = null;
      return this.leaveOut(replica, `unreachable: ${(err as Error).message}`);
    }
    replica.lagS = Number.isFinite(lagS) ? Math.round(lagS * 1000) / 1000 : null;
    if (lagS > this.maxLagS) return this.leaveOut(replica, `replay lag ${replica.lagS ?? 'unknown'} s over ${this.maxLagS} s`);
    if (!replica.healthy) this.opts.log?.info({ replica: replica.url, lagS: replica.lagS }, 'read replica in use');
    replica.healthy = true;
    replica.reason = undefined;
  }
}
