// Migrations are frozen once applied anywhere: this list pins each file's content. Changing an
// applied migration fails here; a schema change is a new numbered file (add its line below).
import t from 'tap';
import { createHash } from 'node:crypto';
import { loadMigrations, MIGRATIONS, RENAMED_MIGRATIONS } from '../../api/db/migrate.ts';
import { migrate, openDb } from '../../api/db/index.ts';

const FROZEN: Record<string, string> = {
  '001_core': '14ecd05fbde6e279',
  '002_estate_search': '91c39392e1e7db05',
  '003_estate_search_top': '7bf68c24ad0ed4ba',
  '004_estate_search_count': '0d751b20bd02697e',
  '005_billing_orders': '4c8327d0aca54e5e',
  '006_payment_customers': '9187fd26af7c3258',
  '007_imports': '15a45bac327a4c18',
  '008_buyers': 'f6bdc01d23361b74',
  '009_session_idle': 'a05e0c07689a73f4',
  '010_seo': '99435a07a2bbc868',
  '011_places': 'd0b6a458eace0077',
  '012_estate_search_geo': '62753b0185fdba13',
  '013_saved_searches': 'f931de8401a31de4',
  '014_rates': '9e27f9ac20390c93',
  // once 008_buyers_favourites (a number 008_buyers had too): same text, recorded in RENAMED_MIGRATIONS
  '015_buyers_favourites': '2cf8ac38090a6d2d',
  '016_account_erasure': '94919387ae3aeec1',
  '017_imported_listings_source': 'f598028870c5fb90',
  '018_estate_alias_code': '4c5e43f5726785f8',
  '019_operator_roles': '70e7d5b2ae747179',
  '020_estate_energy': 'f5bb2404af40cb01',
  '021_reports_and_audit': 'b8524395bc08493d',
  '022_estate_media_links': '47dfe05076fa9e86',
  '023_moderation': 'd0ceddf8b39bd751',
  '024_leads': '215f639915517ccb',
  '025_listing_stats': '77b4c9e3a16abc6c',
  '026_admin_billing': 'ab03663194ef8fcb',
  '027_listing_freshness': '45e23b57ebb0e383',
  '028_estate_documents': 'c3a631ac7797cae9',
  '029_content_sources': 'd50f5e4af12c447c',
  '030_listing_translations': '2e8acfec7f8f6a03',
  '031_estate_search_cells': 'be5a146cba50cd5b',
  '032_search_at_a_million': '796af84eb27d6296',
  '033_top_offers_in_order': '9170457001c3a364',
  '034_estate_search_cells_by_deal': 'b2ad423e10ba980d',
  '035_estate_search_masks': 'f933de893b8dd7a5',
  '036_estate_search_deal_area': '0c63e04f931f433c',
};

t.test('applied migrations are unchanged, in order, and every file is pinned', async (t) => {
  const ids = MIGRATIONS.map((m) => m.id);
  t.same(ids, [...ids].sort(), 'applied in the order of their names');
  t.same(ids.slice(0, Object.keys(FROZEN).length), Object.keys(FROZEN), 'no pinned migration is missing or renamed');
  for (const m of MIGRATIONS) {
    const sum = createHash('sha256').update(m.sql).digest('hex').slice(0, 16);
    t.equal(sum, FROZEN[m.id], `${m.id} is pinned and unchanged`);
  }
});

t.test('only numbered .sql files are migrations', async (t) => {
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const dir = await mkdtemp(`${tmpdir()}/mig-`);
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await writeFile(`${dir}/002_b.sql`, 'SELECT 2;');
  await writeFile(`${dir}/001_a.sql`, 'SELECT 1;');
  await writeFile(`${dir}/README.md`, 'not a migration');
  await writeFile(`${dir}/3_bad.sql`, 'SELECT 3;');
  t.same(loadMigrations(dir), [
    { id: '001_a', sql: 'SELECT 1;' },
    { id: '002_b', sql: 'SELECT 2;' },
  ]);
});

t.test('migration numbers are unique', async (t) => {
  const numbers = MIGRATIONS.map((m) => m.id.slice(0, 3));
  const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
  t.same(twice, [], 'no number is used twice');
});

t.test('a renamed migration keeps its text and is not applied again where its old id was recorded', async (t) => {
  const ids = new Set(MIGRATIONS.map((m) => m.id));
  for (const [id, before] of Object.entries(RENAMED_MIGRATIONS)) {
    t.ok(ids.has(id), `${id} is a migration`);
    for (const old of before) t.notOk(ids.has(old), `${old} is no file any more`);
  }
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const dir = await mkdtemp(`${tmpdir()}/mig-db-`);
  const db = await openDb({ dataDir: dir, inMemory: true });
  t.teardown(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });
  // a database migrated before the rename: favourites recorded under 008_buyers_favourites
  await db.query(`UPDATE schema_migrations SET id = '008_buyers_favourites' WHERE id = '015_buyers_favourites'`);
  t.same(await migrate(db), [], 'nothing applied again (CREATE TABLE favourites would fail)');
  const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
  t.ok(
    rows.rows.some((r) => r.id === '008_buyers_favourites'),
    'the old record stays',
  );
  // a database without it applies it under its new id
  await db.query(`DELETE FROM schema_migrations WHERE id = '008_buyers_favourites'`);
  await db.exec('DROP TABLE favourites');
  t.same(await migrate(db), ['015_buyers_favourites'], 'applied under the new id');
  t.equal((await db.query('SELECT 1 FROM favourites')).rows.length, 0, 'the table is there');
});
