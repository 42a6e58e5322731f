// Operator roles from the command line (issue 23.1), on the configured database (DATABASE_URL, or
// the embedded PGlite in DATA_DIR):
//   npm run admin -- grant <email> <admin|moderator>
//   npm run admin -- revoke <email> <admin|moderator>
//   npm run admin -- list
// On a PostgreSQL server it works while the server runs. PGlite allows one process per folder: stop
// the server first (a folder in use is refused). The account still needs two-factor sign-in before
// its role works. This is also the way back in when the last admin has lost their authenticator.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadApiConfig } from '../api/config.ts';
import { openDb } from '../api/db/index.ts';
import { changeRoles, rolesOf } from '../api/admin/roles.ts';
import { isRole, ROLES } from '../shared/contract/roles.ts';

const USAGE = `usage: npm run admin -- grant <email> <${ROLES.join('|')}>
       npm run admin -- revoke <email> <${ROLES.join('|')}>
       npm run admin -- list`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  const [command, email, role] = process.argv.slice(2);
  if (!command || command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command !== 'list' && command !== 'grant' && command !== 'revoke') fail(`unknown command ${command}\n${USAGE}`, 2);
  if (command !== 'list' && (!email || !role)) fail(USAGE, 2);
  if (command !== 'list' && !isRole(role)) fail(`unknown role ${role}: one of ${ROLES.join(', ')}`, 2);
  let config;
  try {
    config = loadApiConfig(process.env);
  } catch (err) {
    fail(`Configuration error: ${(err as Error).message}`);
  }
  if (!config.databaseUrl) {
    // PGlite writes this file while a process has the folder open (and removes it on close)
    const pid = join(config.dataDir, 'pglite', 'postmaster.pid');
    if (existsSync(pid))
      fail(
        `The database folder ${join(config.dataDir, 'pglite')} is in use: stop the server first (the embedded database allows one process at a time).\n` +
          `If no server runs, a stopped one left ${pid} behind: remove that file and try again.`,
      );
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'list') {
      const { rows } = await db.query<{ email: string; roles: string[] }>(
        'SELECT u.email, array_agg(r.role ORDER BY r.role) AS roles FROM user_roles r JOIN users u ON u.id = r.user_id GROUP BY u.email ORDER BY u.email',
      );
      for (const r of rows) process.stdout.write(`${r.email}\t${r.roles.join(',')}\n`);
      if (!rows.length) process.stdout.write('no account has a role\n');
      return;
    }
    const { rows } = await db.query<{ id: string; email: string }>(
      "SELECT id, email FROM users WHERE lower(email) = lower($1) AND password_hash <> '!erased'",
      [email.trim()],
    );
    if (!rows[0]) fail(`no account has the address ${email}`);
    const user = rows[0];
    const change = await db.transaction(async (tx) => {
      const before = await rolesOf(tx, user.id);
      const next = command === 'grant' ? [...before, role as (typeof ROLES)[number]] : before.filter((r) => r !== role);
      return changeRoles(tx, db.kind, user.id, next, { keepLastAdmin: false, actor: 'cli' });
    });
    process.stdout.write(
      `${user.email}: ${change.after.length ? change.after.join(', ') : 'no role'} (was ${change.before.length ? change.before.join(', ') : 'no role'})\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  process.stderr.write(`admin failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
