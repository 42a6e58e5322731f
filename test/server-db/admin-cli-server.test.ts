// `npm run admin` against a PostgreSQL server the api is using: a grant is seen by the open
// connection at once, and a revoke as well. Only a server shows this (PGlite is one process's).
import t from 'tap';
import { tmpdir } from 'node:os';
import { openDb } from '../../api/db/index.ts';
import { rolesOf } from '../../api/admin/roles.ts';
import { addUser, admin } from '../helpers/admin-cli.ts';
import { scratchDatabase } from '../helpers/server-database.ts';

const serverUrl = process.env.DATABASE_URL?.trim();
if (!serverUrl) t.fail('needs a PostgreSQL server: DATABASE_URL=postgres://… npx tap test/server-db/');
else
  t.test('grant on a PostgreSQL server while it is in use', async (t) => {
    const scratch = await scratchDatabase(serverUrl!, 'admincli');
    t.teardown(() => scratch.drop());
    const db = await openDb({ databaseUrl: scratch.url, dataDir: tmpdir() });
    t.teardown(() => db.close());
    const id = await addUser(db, 'pat@example.org');
    const granted = await admin({ DATABASE_URL: scratch.url }, 'grant', 'pat@example.org', 'moderator');
    t.equal(granted.code, 0, granted.stderr);
    t.same(await rolesOf(db, id), ['moderator'], 'seen by the open connection at once');
    t.equal((await admin({ DATABASE_URL: scratch.url }, 'revoke', 'pat@example.org', 'moderator')).code, 0);
    t.same(await rolesOf(db, id), []);
  });
