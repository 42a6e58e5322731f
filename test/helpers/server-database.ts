// A scratch database on a PostgreSQL server, for a test or a benchmark: created empty, dropped after.
//   const db = await scratchDatabase(process.env.DATABASE_URL, 'test');  ...  await db.drop();
//
// DROP DATABASE … WITH (FORCE) ends the other sessions on the database, but PostgreSQL refuses it
// (42501, "must be a member of the role whose process is being terminated") while an autovacuum worker
// is connected to it, whose process belongs to no role a CREATEDB user is a member of. Autovacuum
// visits a database that has just seen many writes, so a test that wrote a lot and dropped at once met
// it now and then. The drop is tried again for a few seconds; the worker leaves within one.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ScratchDatabase {
  /** the URL of the new database (the server's URL with its path replaced) */
  url: string;
  name: string;
  drop(): Promise<void>;
}

const RETRYABLE = new Set(['42501', '55006']); // insufficient privilege (autovacuum), object in use

export async function scratchDatabase(serverUrl: string, prefix = 'test'): Promise<ScratchDatabase> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const withAdmin = async <T>(work: (c: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.end();
    }
  };
  await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      for (let attempt = 1; ; attempt++) {
        try {
          await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
          return;
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (!code || !RETRYABLE.has(code) || attempt >= 20) throw err;
          await sleep(250);
        }
      }
    },
  };
}
