// A PostgreSQL primary with a real streaming replica of its own, for tests of the read replicas
// (docs/decisions/0026-read-replicas.md): Debian's PostgreSQL binaries, two clusters in a temp folder
// on free ports of 127.0.0.1, the replica made by `pg_basebackup -R -X stream`. The same here and in
// CI (.ci/run passes the binaries of its own server through PG_BIN).
//   const pair = await startReplicaPair(); t.teardown(pair.close);
// Fails saying what to install when no PostgreSQL binaries exist (test/server-db/ needs them, as it
// needs DATABASE_URL; .ci/run provides both). Run as root, the clusters belong to `postgres`
// (PostgreSQL refuses to run as root). Authentication is `trust` on loopback: a throwaway pair.
// The api connects as `app`, a plain login role owning database `estate` (no superuser, like
// production); `admin` (the superuser) is for what only a test does, such as pausing replay.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './redis.ts';

const run = promisify(execFile);

/** The newest Debian PostgreSQL's binaries (PG_BIN wins), or undefined. */
function postgresBinaries(): string | undefined {
  const given = process.env.PG_BIN?.trim();
  if (given) return existsSync(join(given, 'initdb')) ? given : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

const NO_POSTGRES = 'no PostgreSQL server binaries (Debian: apt-get install postgresql; or set PG_BIN to the folder of initdb)';

export interface ReplicaPair {
  /** the api's URL of the primary (role app, database estate) */
  primaryUrl: string;
  /** the api's URL of the replica */
  replicaUrl: string;
  /** superuser URLs, for the test's own control */
  admin: { primary: string; replica: string };
  /** runs SQL as the superuser on one side and answers the rows */
  sql<T = Record<string, unknown>>(side: 'primary' | 'replica', text: string, params?: unknown[]): Promise<T[]>;
  /** stops the replica (fast shutdown) / starts it again */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** stops both and removes the folder */
  close(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root. */
async function pgRun(bin: string, program: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] : [join(bin, program), args];
  try {
    await run(file, argv, { timeout: 60_000 });
  } catch (err) {
    const e = err as Error & { stderr?: string; stdout?: string };
    throw new Error(`${program} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

export async function startReplicaPair(): Promise<ReplicaPair> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(NO_POSTGRES);
  const dir = await mkdtemp(join(tmpdir(), 'rr-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const options = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c fsync=off -c full_page_writes=off -c wal_level=replica -c max_wal_senders=4 -c hot_standby=on -c hot_standby_feedback=on`;
  const started: string[] = [];
  const start = async (dataDir: string, port: number, log: string) => {
    await pgRun(bin, 'pg_ctl', ['-D', dataDir, '-w', '-t', '60', '-l', join(dir, log), '-o', options(port), 'start']);
    if (!started.includes(dataDir)) started.push(dataDir);
  };
  const stop = (dataDir: string) => pgRun(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  const close = async () => {
    for (const d of [...started].reverse()) await stop(d);
    await rm(dir, { recursive: true, force: true });
  };

  const { default: pg } = await import('pg');
  const url = (port: number, user: string, db: string) => `postgres://${user}@127.0.0.1:${port}/${db}`;
  const sql = async <T>(port: number, text: string, params: unknown[] = [], db = 'estate'): Promise<T[]> => {
    const c = new pg.Client({ connectionString: url(port, 'admin', db) });
    await c.connect();
    try {
      return (await c.query(text, params)).rows as T[];
    } finally {
      await c.end();
    }
  };
  try {
    // initdb's pg_hba.conf allows replication connections from loopback (trust here)
    await pgRun(bin, 'initdb', ['-D', primaryDir, '-U', 'admin', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    await start(primaryDir, primaryPort, 'primary.log');
    await sql(primaryPort, 'CREATE ROLE app LOGIN', [], 'postgres');
    await sql(primaryPort, 'CREATE DATABASE estate OWNER app', [], 'postgres');
    await pgRun(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'admin',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    await start(replicaDir, replicaPort, 'replica.log');
    // the replica answers once it has reached a consistent state
    for (let i = 0; ; i++) {
      try {
        const [row] = await sql<{ r: boolean }>(replicaPort, 'SELECT pg_is_in_recovery() AS r');
        if (row.r) break;
        throw new Error('the replica is not in recovery');
      } catch (err) {
        if (i > 100) throw err;
        await sleep(100);
      }
    }
  } catch (err) {
    await close();
    throw err;
  }
  return {
    primaryUrl: url(primaryPort, 'app', 'estate'),
    replicaUrl: url(replicaPort, 'app', 'estate'),
    admin: { primary: url(primaryPort, 'admin', 'estate'), replica: url(replicaPort, 'admin', 'estate') },
    sql: (side, text, params) => sql(side === 'primary' ? primaryPort : replicaPort, text, params),
    stopReplica: () => stop(replicaDir),
    startReplica: () => start(replicaDir, replicaPort, 'replica.log'),
    close,
  };
}
