// The exchange-rate benchmark: what a new daily rate costs the database. An api on a fresh embedded
// database, N published estates made with one SQL insert (8 % in dollars, 4 % in roubles, as the demo
// content), then new dollar and rouble rates: times the re-derivation of the listings' euro values
// (api/rates/sql.ts, in batches of 100, each a short turn of the database lane) and the longest batch,
// which is how long one request may wait behind it on PGlite.
//   npx tsx bin/bench/rates.ts --estates 100000 [--batch 100]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../../api/app.ts';
import type { ApiConfig } from '../../api/config.ts';
import { rederivePriceEur } from '../../api/rates/sql.ts';

/** as api/rates/service.ts */
const BATCH = intArg('batch', 100);

function intArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

async function main(): Promise<void> {
  const estates = intArg('estates', 100_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-rates-'));
  const config: ApiConfig = { dataDir, inMemoryDb: true, logLevel: 'silent', publicOrigin: 'https://www.example.com', seed: true, seedEstates: 20 };
  const app = await buildApi(config);
  try {
    await app.ready();
    let started = performance.now();
    await app.db.query(
      `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, description, price, currency, price_eur, country_code, city,
                            living_space, rooms, status, published_at)
       SELECT 'bench-' || lpad(g::text, 7, '0'), e.owner_id, e.deal_type, e.estate_type, e.title, e.description,
              c.price, c.currency, round(c.price / r.rate, 2), e.country_code, e.city, e.living_space, e.rooms, 'published', now()
         FROM generate_series(1, $1::integer) g
        CROSS JOIN LATERAL (SELECT * FROM estates WHERE status = 'published' ORDER BY alias_id LIMIT 1) e
        CROSS JOIN LATERAL (SELECT CASE WHEN g % 25 IN (1, 2) THEN 'usd' WHEN g % 25 = 3 THEN 'rub' ELSE 'eur' END AS currency,
                                   (100000 + (g % 997) * 1000)::numeric AS price) c
         JOIN currencies r ON r.code = c.currency`,
      [estates],
    );
    await app.db.query('ANALYZE estates');
    const other = (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM estates WHERE currency <> 'eur'`)).rows[0].n;
    console.log(`rates: ${estates} estates inserted in ${Math.round(performance.now() - started)} ms, ${other} priced in dollars or roubles`);

    await app.db.query(`UPDATE currencies SET rate = rate * 1.01 WHERE code <> 'eur'`);
    started = performance.now();
    const pass = async () => {
      let total = 0;
      let batches = 0;
      let longest = 0;
      for (const currency of ['usd', 'rub'] as const) {
        let after = '';
        for (;;) {
          const t0 = performance.now();
          const b = await rederivePriceEur(app.db, currency, after, BATCH);
          longest = Math.max(longest, performance.now() - t0);
          total += b.changed;
          batches++;
          if (b.lastId === null) break;
          after = b.lastId;
        }
      }
      return { total, batches, longest };
    };
    const first = await pass();
    console.log(
      `re-derived ${first.total} euro values in ${Math.round(performance.now() - started)} ms (${first.batches} batches of ${BATCH}, the longest ${Math.round(first.longest)} ms)`,
    );
    started = performance.now();
    const again = await pass();
    console.log(
      `a run with nothing to change: ${Math.round(performance.now() - started)} ms (${again.total} changed, the longest batch ${Math.round(again.longest)} ms)`,
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
