// `npm run admin` (bin/admin.ts) as a separate process, and a user to give roles to: shared by
// test/integration/admin-cli.test.ts (PGlite folders) and test/server-db/admin-cli-server.test.ts.
import { execFile } from 'node:child_process';
import type { Db } from '../../api/db/index.ts';

const root = new URL('../../', import.meta.url).pathname;

export function admin(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    // only what the command needs: no DATABASE_URL unless the test gives one
    const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test' };
    execFile(
      process.execPath,
      ['--import', 'tsx', 'bin/admin.ts', ...args],
      { cwd: root, env: { ...base, ...env }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export async function addUser(db: Db, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (alias_id, email, password_hash, first_name, last_name, country_code, city)
     VALUES ($1, $2, 'x', 'Ada', 'Admin', 'ES', 'Alicante') RETURNING id`,
    [email.split('@')[0], email],
  );
  return rows[0].id;
}
