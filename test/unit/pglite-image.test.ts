// The tests' migrated PGlite dump (test/helpers/pglite-image.ts) and the per-process validator cache
// (api/http/validator.ts), the two things that make a test api start cheaper: an api started from the
// dump has the schema a fresh database gets, and a cached validator still coerces only where it should.
import t from 'tap';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../../api/db/index.ts';
import { createValidatorCompiler } from '../../api/http/validator.ts';
import { migratedPgliteImage } from '../helpers/pglite-image.ts';

const SCHEMA = `SELECT table_name, column_name, data_type, is_nullable, column_default
  FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`;
const INDEXES = `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`;

t.test('a database from the dump is the database the migrations make', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'pglite-image-test-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const fresh: Db = await openDb({ dataDir: dir, inMemory: true });
  t.teardown(() => fresh.close());
  const fromImage: Db = await openDb({ dataDir: dir, inMemory: true, pgliteImage: await migratedPgliteImage() });
  t.teardown(() => fromImage.close());
  t.same((await fromImage.query(SCHEMA)).rows, (await fresh.query(SCHEMA)).rows, 'same tables and columns');
  t.same((await fromImage.query(INDEXES)).rows, (await fresh.query(INDEXES)).rows, 'same indexes');
  const ids = 'SELECT id FROM schema_migrations ORDER BY id';
  t.same((await fromImage.query(ids)).rows, (await fresh.query(ids)).rows, 'every migration recorded');
  // the two are separate databases: a write to one is not in the other
  await fromImage.query(`INSERT INTO schema_migrations (id) VALUES ('999_test_only')`);
  t.equal((await fresh.query(`SELECT 1 FROM schema_migrations WHERE id = '999_test_only'`)).rows.length, 0);
});

t.test('validators are compiled once per schema and coerce only query and path parameters', async (t) => {
  const schema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
  const a = createValidatorCompiler();
  const b = createValidatorCompiler();
  const query = a({ schema, httpPart: 'querystring', method: 'GET', url: '/x' });
  t.equal(b({ schema: { ...schema }, httpPart: 'querystring', method: 'GET', url: '/y' }), query, 'an equal schema reuses the compiled validator');
  const body = a({ schema, httpPart: 'body', method: 'POST', url: '/x' });
  t.not(body, query, 'the body has its own');
  const q = { n: '2' };
  t.ok(query(q), 'a query string number is coerced');
  t.equal(q.n, 2);
  t.notOk(body({ n: '2' }), 'a JSON body must carry a number');
});
