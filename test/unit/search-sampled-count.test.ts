// When a sample of the table decides a search's total (api/estates/sql-search.ts, decision 0025
// "Sampled counts"): only for a filter with facet masks, only on a table far larger than the cap, and
// only when the sample's matches leave no doubt that the total is beyond the cap.
import t from 'tap';
import { buildWhere, sampledCount } from '../../api/estates/sql-search.ts';
import type { Db } from '../../api/db/index.ts';

/** A database that knows the table's size and answers each sample with `hit` of `seen` rows, scaled to its size. */
function fakeDb(rows: number, hit: number, seen: number): Db & { sql: string[] } {
  const sql: string[] = [];
  const db = {
    kind: 'pg',
    sql,
    async query(text: string) {
      sql.push(text);
      if (text.includes('reltuples')) return { rows: [{ n: rows }], rowCount: 1 };
      if (text.includes('TABLESAMPLE')) {
        const times = text.includes('(4.0000)') ? 4 : 1;
        return { rows: [{ hit: hit * times, seen: seen * times }], rowCount: 1 };
      }
      throw new Error(`unexpected statement: ${text}`);
    },
  };
  // the sampled count uses query() only
  return db as unknown as Db & { sql: string[] };
}

const facets = buildWhere({ ranges: {}, facets: { heating: ['gas', 'central'], comfort: ['pool'] } } as Parameters<typeof buildWhere>[0]);

t.test('a filter with facet masks is marked; one without is not', async (t) => {
  t.equal(facets.masks, true);
  t.equal(buildWhere({ ranges: {}, facets: {}, countryCode: 'ES' } as Parameters<typeof buildWhere>[0]).masks, false);
});

t.test('a million rows, 574 of 9,797 sampled match: the estimate, scaled to the table', async (t) => {
  const db = fakeDb(1_000_000, 574, 9_797);
  t.equal(await sampledCount(db, facets, 10_000), Math.round((574 / 9_797) * 1_000_000));
  const sample = db.sql.find((s) => s.includes('TABLESAMPLE'))!;
  t.match(sample, /TABLESAMPLE SYSTEM \(1\.0000\) REPEATABLE \(0\)/, 'about 10,000 rows: 1 % of a million, the same pages every time');
  t.match(sample, /& \$1::smallint/, "the filter's own conditions, with its parameters");
});

t.test('about 22,000 matches at a million (224 sampled): still beyond doubt', async (t) => {
  t.equal(await sampledCount(fakeDb(1_000_000, 224, 9_800), facets, 10_000), Math.round((224 / 9_800) * 1_000_000));
});

t.test('a sample that leaves doubt takes four times as many rows', async (t) => {
  // 150 of 9,800 ≈ 15,300, but six standard deviations below is under the cap; 600 of 39,200 decides
  const db = fakeDb(1_000_000, 150, 9_800);
  t.equal(await sampledCount(db, facets, 10_000), Math.round((150 / 9_800) * 1_000_000));
  t.same(
    db.sql.filter((s) => s.includes('TABLESAMPLE')).map((s) => /SYSTEM \(([\d.]+)\)/.exec(s)?.[1]),
    ['1.0000', '4.0000'],
    '1 %, then 4 %',
  );
  // 110 of 9,800 ≈ 11,200: even 440 of 39,200 leaves doubt, so the exact count decides
  t.equal(await sampledCount(fakeDb(1_000_000, 110, 9_800), facets, 10_000), undefined);
});

t.test('a sample pointing within the cap leaves the total to the exact count at once', async (t) => {
  const db = fakeDb(1_000_000, 90, 9_800);
  t.equal(await sampledCount(db, facets, 10_000), undefined);
  t.equal(db.sql.filter((s) => s.includes('TABLESAMPLE')).length, 1, 'one sample only');
  t.equal(await sampledCount(fakeDb(1_000_000, 0, 9_800), facets, 10_000), undefined);
});

t.test('a table under twenty times the cap is not sampled', async (t) => {
  const db = fakeDb(100_000, 5_000, 10_000);
  t.equal(await sampledCount(db, facets, 10_000), undefined);
  t.notOk(
    db.sql.some((s) => s.includes('TABLESAMPLE')),
    'no sample read',
  );
});
