// Background jobs in the database, through pg-boss (docs/decisions/0009-job-queue.md). pg-boss talks
// to our own query interface (api/db), so the same queue runs on embedded PGlite and on a PostgreSQL
// server: its schema scripts (several statements, no parameters) go through `exec`, everything else
// through `query`. Jobs are rows: a job that was running when the process stopped is failed by
// pg-boss with a retry, and the next start picks it up again.
import PgBoss from 'pg-boss';
import type { Db } from '../../db/index.ts';

/** A job as a handler sees it. `signal` aborts when the app stops: stop between two units of work. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** how many times this job ran before and was interrupted or failed */
  retryCount: number;
  signal: AbortSignal;
}

export interface SendOptions {
  /** run no earlier than this many seconds from now */
  startAfterSeconds?: number;
  /** run no earlier than this time (wins over startAfterSeconds) */
  startAfter?: Date;
  /** how many times a failed or interrupted job runs again (default: the queue's) */
  retryLimit?: number;
  /** seconds before a failed job runs again (default: the queue's) */
  retryDelaySeconds?: number;
}

/** A send that a queue of policy `short` (per key) or `stately` (per queue) may refuse while a job waits. */
export interface OfferOptions extends SendOptions {
  /** the key a `short` queue allows one waiting job of */
  singletonKey?: string;
}

export interface QueueOptions {
  /** how many times a failed or interrupted job runs again (default 3) */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** double the delay after each retry (default false) */
  retryBackoff?: boolean;
  /** a job still active after this long is failed by the supervisor (a process that died holding it) */
  expireInSeconds?: number;
  /**
   * standard (default): every job sent runs. short: at most one waiting (not yet started) job per
   * singleton key, across every instance (see offer). stately: at most one job waits and one runs; a
   * job sent while one waits is dropped (periodic work that several instances offer).
   */
  policy?: 'standard' | 'short' | 'stately';
}

export interface WorkOptions {
  /** jobs of this queue one process runs at once (default 1) */
  concurrency?: number;
  pollingIntervalSeconds?: number;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** The app's queue: `app.jobs`. Declare a queue and its worker while the app is built; send once it started. */
export interface JobQueue {
  queue(name: string, opts?: QueueOptions): Promise<void>;
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string>;
  /**
   * Sends a job unless one with this key was already sent in the same slot of `slotSeconds` (by any
   * instance: a unique index decides); the job's id, or null when the slot was taken.
   */
  sendOnce<T extends object>(name: string, data: T, key: string, slotSeconds: number): Promise<string | null>;
  /** wakes this process's idle workers of the queue so a job just sent starts now, not at the next poll */
  notify(name: string): void;
  /** jobs of the queue not finished yet (created, retry or active), across every instance */
  pending(name: string): Promise<number>;
  /** whether the queue has started (sending works before, but nothing runs) */
  readonly started: boolean;
  /** sends unless this `short` or `stately` queue already has a job (with the same key) waiting: the new job's id, or null */
  offer<T extends object>(name: string, data: T, opts?: OfferOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>, opts?: WorkOptions): Promise<void>;
  /** cancels a job that has not finished (a running handler is not interrupted: check your own flag) */
  cancel(name: string, id: string): Promise<void>;
  /** fails an active job (one whose process is gone), which retries it when it has retries left */
  fail(name: string, id: string, reason: string): Promise<void>;
  /** the job's state: created, retry, active, completed, cancelled, failed; null when unknown */
  state(name: string, id: string): Promise<string | null>;
  start(): Promise<void>;
  /** stops fetching, aborts every running handler's signal and waits for them (at most `timeoutMs`) */
  stop(timeoutMs?: number): Promise<void>;
}

/** Thrown by a handler that stopped because the app stops: the job is retried at the next start. */
export class JobInterrupted extends Error {
  constructor() {
    super('interrupted by a stop of the api; it resumes at the next start');
    this.name = 'JobInterrupted';
  }
}

const MULTI_STATEMENT = /multiple commands|cannot insert multiple/i;

/** pg-boss's `db` option over our Db: parameterless scripts of several statements run through exec. */
export function bossDb(db: Db): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }> } {
  return {
    async executeSql(text, values) {
      if (values && values.length) return db.query(text, values);
      try {
        return await db.query(text);
      } catch (err) {
        if (!(err instanceof Error) || !MULTI_STATEMENT.test(err.message)) throw err;
        await db.exec(text);
        return { rows: [], rowCount: 0 };
      }
    },
  };
}

function sendOptions(opts: SendOptions): PgBoss.SendOptions {
  return {
    ...(opts.startAfter ? { startAfter: opts.startAfter } : opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
    ...(opts.retryLimit !== undefined ? { retryLimit: opts.retryLimit } : {}),
    ...(opts.retryDelaySeconds !== undefined ? { retryDelay: opts.retryDelaySeconds } : {}),
  };
}

export interface JobQueueOptions {
  /** how often idle workers look for jobs (default 2 s; at least 0.5) */
  pollingIntervalSeconds?: number;
  onError?: (err: Error) => void;
}

export function createJobQueue(db: Db, options: JobQueueOptions = {}): JobQueue {
  // Every statement pg-boss sends, kept until it settles: its workers can still be fetching when its
  // stop() returns, and a job such a fetch brings back is run and completed without being awaited,
  // so stop() below waits for these before the database may close.
  const inflight = new Set<Promise<unknown>>();
  const base = bossDb(db);
  const tracked: typeof base = {
    executeSql(text, values) {
      const p = base.executeSql(text, values);
      inflight.add(p);
      p.then(
        () => inflight.delete(p),
        () => inflight.delete(p),
      );
      return p;
    },
  };
  const boss = new PgBoss({
    db: tracked,
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    schedule: false,
    // the supervisor's checks, in seconds: expire active jobs whose process died
    maintenanceIntervalSeconds: 30,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err: Error) => options.onError?.(err));
  const running = new Set<AbortController>();
  const workers: { name: string; handler: JobHandler<object>; opts: WorkOptions }[] = [];
  const workerIds = new Map<string, string[]>();
  const queues = new Map<string, QueueOptions>();
  let started = false;

  const declare = async (name: string, opts: QueueOptions) => {
    const settings = {
      name,
      policy: opts.policy ?? ('standard' as const),
      retryLimit: opts.retryLimit ?? 3,
      retryDelay: opts.retryDelaySeconds ?? 1,
      retryBackoff: opts.retryBackoff ?? false,
      expireInSeconds: opts.expireInSeconds ?? 15 * 60,
    };
    if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
    else await boss.createQueue(name, settings);
  };

  const register = async (name: string, handler: JobHandler<object>, opts: WorkOptions) => {
    const concurrency = Math.max(1, opts.concurrency ?? 1);
    for (let i = 0; i < concurrency; i++) {
      const workerId = await boss.work<object>(
        name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs as PgBoss.JobWithMetadata<object>[]) {
            // fetched while the queue stops: not run now; pg-boss fails it for a retry at the next start
            if (!started) throw new JobInterrupted();
            const controller = new AbortController();
            running.add(controller);
            try {
              await handler({ id: job.id, name: job.name, data: job.data, retryCount: job.retryCount, signal: controller.signal });
            } finally {
              running.delete(controller);
            }
          }
        },
      );
      workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
    }
  };

  return {
    async queue(name, opts = {}) {
      queues.set(name, opts);
      if (started) await declare(name, opts);
    },
    async send(name, data, opts = {}) {
      const id = await boss.send(name, data, sendOptions(opts));
      if (!id) throw new Error(`the job queue refused a job for ${name}`);
      return id;
    },
    async sendOnce(name, data, key, slotSeconds) {
      return boss.send(name, data, { singletonKey: key, singletonSeconds: Math.max(1, Math.round(slotSeconds)) });
    },
    notify(name) {
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async pending(name) {
      return boss.getQueueSize(name, { before: 'completed' });
    },
    get started() {
      return started;
    },
    async offer(name, data, opts = {}) {
      return boss.send(name, data, { ...sendOptions(opts), ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}) });
    },
    async work(name, handler, opts = {}) {
      workers.push({ name, handler: handler as JobHandler<object>, opts });
      if (started) await register(name, handler as JobHandler<object>, opts);
    },
    async cancel(name, id) {
      await boss.cancel(name, id);
    },
    async fail(name, id, reason) {
      await boss.fail(name, id, { reason });
    },
    async state(name, id) {
      const job = await boss.getJobById(name, id);
      return job?.state ?? null;
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const [name, opts] of queues) await declare(name, opts);
      for (const w of workers) await register(w.name, w.handler, w.opts);
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      workerIds.clear();
      for (const c of running) c.abort();
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      // what pg-boss left running (a fetch, then its job's fail or complete): wait until nothing has
      // been sent for a turn of the event loop, so no statement reaches a closed pool
      let quiet = 0;
      while (quiet < 2 && Date.now() < deadline) {
        if (inflight.size) {
          quiet = 0;
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([Promise.allSettled([...inflight]), new Promise((r) => (timer = setTimeout(r, Math.max(0, deadline - Date.now()))))]);
          clearTimeout(timer);
        } else {
          quiet++;
          await new Promise((r) => setImmediate(r));
        }
      }
    },
  };
}
