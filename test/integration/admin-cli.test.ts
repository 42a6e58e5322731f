// `npm run admin` (bin/admin.ts), spawned as a separate process: grant and revoke on an embedded
// PGlite folder, a folder in use refused with a clear message, an unknown role or address refused.
// Granting on a PostgreSQL server in use: test/server-db/admin-cli-server.test.ts.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../api/db/index.ts';
import { rolesOf } from '../../api/admin/roles.ts';
import { addUser, admin } from '../helpers/admin-cli.ts';

t.test('grant and revoke on a PGlite folder; a folder in use is refused', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'admin-cli-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  let db = await openDb({ dataDir });
  const id = await addUser(db, 'ada@example.org');

  const busy = await admin({ DATA_DIR: dataDir }, 'grant', 'ada@example.org', 'admin');
  t.equal(busy.code, 1, 'refused while another process has the folder open');
  t.match(busy.stderr, /in use: stop the server first/);
  await db.close();

  const granted = await admin({ DATA_DIR: dataDir }, 'grant', 'ADA@example.org', 'admin');
  t.equal(granted.code, 0, granted.stderr);
  t.match(granted.stdout, /ada@example\.org: admin \(was no role\)/);
  t.equal((await admin({ DATA_DIR: dataDir }, 'grant', 'ada@example.org', 'moderator')).code, 0);
  const list = await admin({ DATA_DIR: dataDir }, 'list');
  t.match(list.stdout, /ada@example\.org\tadmin,moderator/);
  const revoked = await admin({ DATA_DIR: dataDir }, 'revoke', 'ada@example.org', 'admin');
  t.equal(revoked.code, 0);
  t.match(revoked.stdout, /ada@example\.org: moderator \(was admin, moderator\)/);

  const badRole = await admin({ DATA_DIR: dataDir }, 'grant', 'ada@example.org', 'superuser');
  t.equal(badRole.code, 2, 'an unknown role: usage error');
  t.match(badRole.stderr, /unknown role superuser/);
  const nobody = await admin({ DATA_DIR: dataDir }, 'grant', 'nobody@example.org', 'admin');
  t.equal(nobody.code, 1);
  t.match(nobody.stderr, /no account has the address nobody@example\.org/);

  db = await openDb({ dataDir });
  t.teardown(() => db.close());
  t.same(await rolesOf(db, id), ['moderator'], 'the database holds the result');
  const trail = await db.query<{ actor: string; action: string; after: { roles: string[] } }>(
    'SELECT actor, action, after FROM operator_audit WHERE target_id = $1 ORDER BY id',
    [id],
  );
  t.same(
    trail.rows.map((r) => [r.actor, r.action, r.after.roles]),
    [
      ['cli', 'roles.change', ['admin']],
      ['cli', 'roles.change', ['admin', 'moderator']],
      ['cli', 'roles.change', ['moderator']],
    ],
    'each change from the command line is in the audit trail, the refused ones are not',
  );
});
