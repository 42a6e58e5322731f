// The search benchmark's load (bin/bench/search.ts). Up to BASE estates come from the demo generator
// (api/seed/estates.ts: its distributions over countries, places, facets, prices and coordinates; photos
// referenced, not drawn) through the product's own triggers. On a PostgreSQL server a larger count is
// made of that base and copies of it written set-based in SQL, each copy with its own id and aliasId
// (the generator's alias codes, continued), its price moved by up to ±15 % (in every currency alike), its
// coordinates by up to ±0.02° (within its city) and its publication up to a day earlier; its search row,
// photos and first price are copied alongside with the user triggers off (they would derive the same
// rows one by one). Titles and descriptions repeat, which no search looks at.
// The secondary B-trees of the big tables are dropped for the load and built after it (one sort each
// instead of ~35 trees kept current row by row), after the search table is rewritten compactly (its
// triggers write every new search row twice more: coordinates, energy class).
// A million estates load in minutes this way; on PGlite the generator writes them all, indexes kept.
import type { Db, Queryable } from '../../api/db/index.ts';
import { seedEstates } from '../../api/seed/estates.ts';

/** The most estates the generator writes itself on a server; the rest are copies of these. */
export const BASE = 100_000;
const TABLES = ['estates', 'estate_search', 'estate_photos', 'estate_price_history'];

export interface LoadResult {
  estates: number;
  /** of which generated (the rest are copies) */
  generated: number;
  photos: number;
  /** the whole load: rows, index builds, vacuum */
  ms: number;
  /** of which the index builds after the rows */
  indexMs: number;
}

/** The plain (not unique, not a constraint's) indexes of the big tables: the load's lookups need none of them. */
async function secondaryIndexes(db: Db): Promise<{ name: string; def: string }[]> {
  const r = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def
       FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname AND c.relkind = 'i'
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[]) AND NOT x.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = c.oid)
      ORDER BY i.tablename, i.indexname`,
    [TABLES],
  );
  return r.rows;
}

/** The columns a row is written with (generated ones follow from them). */
async function columnsOf(q: Queryable, table: string): Promise<string[]> {
  const r = await q.query<{ c: string }>(
    `SELECT column_name AS c FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return r.rows.map((x) => x.c);
}

/** INSERT INTO table (every column) SELECT each column from `alias`, or its override. */
async function copySql(q: Queryable, table: string, alias: string, from: string, overrides: Record<string, string>): Promise<string> {
  const cols = (await columnsOf(q, table)).filter((c) => overrides[c] !== '');
  return `INSERT INTO ${table} (${cols.join(', ')}) SELECT ${cols.map((c) => overrides[c] ?? `${alias}.${c}`).join(', ')} ${from}`;
}

/** The generator's alias code (api/seed/estates.ts seededAliasCode) of an ordinal, in SQL. */
const ALIAS_CODE = (ordinal: string) =>
  `(SELECT string_agg(substr('0123456789abcdefghijklmnopqrstuvwxyz', (((${ordinal}::bigint * 1234567 + 890123) % 2176782336) / (36::bigint ^ d)::bigint % 36)::int + 1, 1), '' ORDER BY d DESC) FROM generate_series(0, 5) d)`;

/** `copies` more of each of the `base` estates there are (see the head of the file), in one transaction. */
async function copyEstates(tx: Queryable, base: number, copies: number): Promise<number> {
  for (const table of ['estates', 'estate_search']) await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  // one row per copy: the source, the new id and alias ordinal, and its moves (setseed: the same every run)
  await tx.query('SELECT setseed(0.42)');
  await tx.query(`CREATE TEMP TABLE bench_copy ON COMMIT DROP AS
    SELECT b.id AS src, md5(b.id || ':' || k)::uuid::text AS id, ${base} * k + b.n - 1 AS ordinal,
           (0.85 + random() * 0.3)::numeric(6, 4) AS f, (random() - 0.5) * 0.04 AS dlat, (random() - 0.5) * 0.04 AS dlng,
           make_interval(secs => random() * 86400) AS earlier
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM estates) b, generate_series(1, ${copies}) k`);
  await tx.query('CREATE INDEX ON bench_copy (src)');
  await tx.query('ANALYZE bench_copy');
  // a price as a lister types it: to 10 below 10,000, to 100 below 100,000, else to 1,000
  const price = `round(e.price * c.f, CASE WHEN e.price * c.f < 10000 THEN -1 WHEN e.price * c.f < 100000 THEN -2 ELSE -3 END)`;
  const from = 'FROM bench_copy c JOIN estates e ON e.id = c.src';
  await tx.query(
    await copySql(tx, 'estates', 'e', from, {
      id: 'c.id',
      alias_id: `regexp_replace(e.alias_id, '[^-]+$', ${ALIAS_CODE('c.ordinal')})`,
      price,
      price_eur: `round(e.price_eur * ${price} / nullif(e.price, 0), 2)`,
      lat: 'e.lat + c.dlat',
      lng: 'e.lng + c.dlng',
      published_at: 'e.published_at - c.earlier',
      created_at: 'e.created_at - c.earlier',
      updated_at: 'e.updated_at - c.earlier',
    }),
  );
  await tx.query(
    await copySql(tx, 'estate_search', 's', 'FROM bench_copy c JOIN estate_search s ON s.id = c.src JOIN estates n ON n.id = c.id', {
      id: 'c.id',
      price_eur: 'n.price_eur::float8',
      lat: 'n.lat',
      lng: 'n.lng',
      published_at: 's.published_at - c.earlier',
    }),
  );
  await tx.query(
    await copySql(tx, 'estate_photos', 'p', 'FROM bench_copy c JOIN estate_photos p ON p.estate_id = c.src', { id: '', estate_id: 'c.id' }),
  );
  await tx.query(
    await copySql(
      tx,
      'estate_price_history',
      'h',
      'FROM bench_copy c JOIN estate_price_history h ON h.estate_id = c.src JOIN estates n ON n.id = c.id',
      {
        id: '',
        estate_id: 'c.id',
        price: 'n.price',
        price_eur: 'n.price_eur',
      },
    ),
  );
  // the map's per-cell counts (migrations 031 and 034) are kept by estate_search's triggers, off for the copies:
  // counted again from the whole index, as the migration's backfill does
  await tx.query('DELETE FROM estate_search_cells');
  await tx.query(`INSERT INTO estate_search_cells (cell_y, cell_x, deal_type, n, sum_lat, sum_lng, south, north, west, east)
    SELECT estate_cell_y(lat), estate_cell_x(lng), deal_type, count(*)::integer, sum(lat), sum(lng), min(lat), max(lat), min(lng), max(lng)
      FROM estate_search WHERE lat BETWEEN -90 AND 90 AND lng BETWEEN -180 AND 180 GROUP BY 1, 2, 3`);
  for (const table of ['estates', 'estate_search']) await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  return Number((await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM bench_copy')).rows[0].n);
}

export async function loadEstates(db: Db, count: number, baseMax = BASE): Promise<LoadResult> {
  const started = performance.now();
  if (db.kind !== 'pg') {
    const s = await seedEstates(db, { count, seed: 42 });
    return { estates: s.estates, generated: s.estates, photos: s.photos, ms: s.ms, indexMs: 0 };
  }
  const indexes = await secondaryIndexes(db);
  for (const ix of indexes) await db.query(`DROP INDEX ${ix.name}`);
  const base = Math.min(count, baseMax);
  const s = await seedEstates(db, { count: base, seed: 42, batchSize: 5000 });
  // the copies: whole rounds of the base, then what is left as a partial round is not made (count rounds down to a multiple of the base)
  const copies = Math.floor(count / base) - 1;
  const copied = copies > 0 ? await db.transaction((tx) => copyEstates(tx, base, copies)) : 0;
  // every generated search row was written three times (insert, then its coordinates and energy class): rewrite compactly
  await db.query('VACUUM FULL estate_search');
  const indexStarted = performance.now();
  await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const ix of indexes) await tx.query(ix.def);
  });
  const indexMs = performance.now() - indexStarted;
  for (const table of TABLES) await db.query(`VACUUM ANALYZE ${table}`);
  const photos = Number((await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM estate_photos')).rows[0].n);
  return { estates: s.estates + copied, generated: s.estates, photos, ms: Math.round(performance.now() - started), indexMs: Math.round(indexMs) };
}

/**
 * What a listing costs to write with the indexes there are: `n` estates copied one statement each (a
 * new id and aliasId, as a lister's INSERT: every trigger, the search row and every index), with their
 * photos, in a transaction that is rolled back. Rows a second. `without`: indexes dropped first (inside
 * the transaction, so they come back with the rollback).
 */
export async function insertRate(db: Db, n: number, without: readonly string[] = []): Promise<number> {
  const rollback = new Error('rollback');
  let ms = 0;
  await db
    .transaction(async (tx) => {
      for (const name of without) await tx.query(`DROP INDEX ${name}`);
      const sources = (await tx.query<{ id: string }>('SELECT id FROM estates TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT $1', [n])).rows.map(
        (r) => r.id,
      );
      const estate = await copySql(tx, 'estates', 'e', `FROM estates e WHERE e.id = $1`, {
        id: '$2',
        alias_id: `e.alias_id || 'w'`,
        created_at: 'now()',
        updated_at: 'now()',
        published_at: 'now()',
      });
      const photos = await copySql(tx, 'estate_photos', 'p', 'FROM estate_photos p WHERE p.estate_id = $1', { id: '', estate_id: '$2' });
      const started = performance.now();
      for (const id of sources) {
        const copy = `${id.slice(0, 30)}-w`;
        await tx.query(estate, [id, copy]);
        await tx.query(photos, [id, copy]);
      }
      ms = performance.now() - started;
      if (sources.length < n) throw new Error(`insertRate: only ${sources.length} estates sampled`);
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
  return Math.round((n / ms) * 1000);
}
