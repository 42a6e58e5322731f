// Estate search benchmark (docs/architecture.md budget: filtered, sorted search p95 ≤ 30 ms on a PostgreSQL
// server, ≤ 100 ms on PGlite, at 100,000 estates). Seeds a fresh database, then times ~200 typical
// searches of several filter mixes through the api itself (inject: routing, validation, SQL,
// serialization; no network), one after another.
//   npx tsx bin/bench/search.ts --estates 100000 [--requests 200] [--database-url postgres://…/postgres]
// With a database URL a new database is created on that server and dropped afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scratchDatabase } from '../../test/helpers/server-database.ts';
import { buildApi } from '../../api/app.ts';
import { seedEstates } from '../../api/seed/estates.ts';
import { createRng, type Rng } from '../../api/seed/estates-random.ts';
import { sourceHash, sourceOf } from '../../api/estates/translations.ts';

export interface BenchSearchOptions {
  /** a PostgreSQL server (any database on it); unset: embedded PGlite in memory */
  databaseUrl?: string;
  estates?: number;
  requests?: number;
  /** print the results (default true) */
  print?: boolean;
}

export interface BenchSearchResult {
  engine: 'pglite' | 'pg';
  estates: number;
  requests: number;
  seedMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  byMix: Record<string, { n: number; p50: number; p95: number; avgTotal: number }>;
  /** GET /api/places (suggestions) */
  suggest: { n: number; p50: number; p95: number };
  /** every result on the map (issue 26.3): the world's clusters against a plain search page, p50 of each */
  clusters: { n: number; worldP50: number; searchP50: number; ratio: number; groups: number; total: number };
  /** a search page's cards in the reader's language (issue 26.1: cached title translations in the same query) against the same page without lang, p50 of each */
  translated: { n: number; plainP50: number; langP50: number; ratio: number; translatedOnPage: number };
}

/** The map's calls timed against the plain search page the store loads (budget: the world ≤ 2× the search). */
const CLUSTERS_WORLD = '/api/estate/clusters?bbox=-90,-180,90,180&zoom=2';
const PLAIN_SEARCH = '/api/estate/search?topOffersSeparately=true&fields=card';

/** What people type into the place box, typos included. */
const SUGGEST_TEXTS = [
  'ma',
  'mala',
  'malaga',
  'Малага',
  'мал',
  'venez',
  'Venedig',
  'Венеция',
  'wien',
  'Mailand',
  'malgaa',
  'Venezai',
  'andalu',
  'tosk',
  'испания',
];

type Mix = (r: Rng, ctx: { owners: string[] }) => string;

const COUNTRIES = ['ES', 'IT', 'BG', 'TR', 'GR', 'AT', 'FR', 'HR', 'GB', 'US'];

/** Typical searches of the store (topOffersSeparately=true, as the store sends). */
const MIXES: Record<string, Mix> = {
  'all, newest': (r) => `page=${r.int(1, 3)}`,
  'country + deal, newest': (r) => `geoData.countryCode=${r.pick(COUNTRIES)}&dealType=${r.pick(['sale', 'rent'])}&page=${r.int(1, 5)}`,
  'country + types + price, price_asc': (r) => {
    const lo = r.int(0, 4) * 50_000;
    return `geoData.countryCode=${r.pick(COUNTRIES)}&estateType=apartment,elite-apartment&price_gte=${lo}&price_lte=${lo + 250_000}&orderBy=price_asc`;
  },
  'rent + space + price, area_desc': (r) => `dealType=rent&livingSpace_gte=${r.int(4, 10) * 10}&price_lte=${r.int(10, 30) * 100}&orderBy=area_desc`,
  'country + facets, price_desc': (r) =>
    `geoData.countryCode=${r.pick(COUNTRIES)}&comfort=${r.pick(['pool', 'garden', 'fireplace'])}&windowView=sea,mountains&orderBy=price_desc`,
  'place + deal, newest': (r) =>
    `placeName=${r.pick(['Marbella', 'Sunny Beach', 'Vienna', 'Rome', 'Split', 'Antalya', 'Nice', 'London'])}&dealType=sale`,
  // the place index (decision 0014): a city or a region and everything inside it, and a name typed in any language
  'placeId city + deal, newest': (r) =>
    `placeId=${r.pick(['es.andalusia.malaga', 'it.veneto.venice', 'at.vienna.vienna', 'bg.burgas.sunny-beach', 'tr.antalya.alanya', 'fr.provence-alpes-cote-d-azur.nice'])}&dealType=sale`,
  'placeId region, price_asc': (r) =>
    `placeId=${r.pick(['es.andalusia', 'it.tuscany', 'bg.burgas', 'tr.antalya', 'fr.provence-alpes-cote-d-azur', 'hr.split-dalmatia'])}&orderBy=price_asc&page=${r.int(1, 3)}`,
  'placeName in ru/de/es, newest': (r) => `placeName=${encodeURIComponent(r.pick(['Малага', 'Венеция', 'Wien', 'Mailand', 'Niza', 'Estambul']))}`,
  'usd + kinds + location': (r) =>
    `currency=usd&price_lte=${r.int(3, 10) * 100_000}&estateType=villa,one-family-house,holiday-home&locationTypes=coast,mountains`,
  'owner, newest': (r, ctx) => `owner._id=${r.pick(ctx.owners)}`,
  'country, deep page': (r) => `geoData.countryCode=${r.pick(COUNTRIES)}&page=${r.int(10, 40)}`,
  // the map: a city-sized rectangle around a demo city, and a wide one (western Europe) with a deal type
  'map bbox (city), newest': (r) => {
    const [lat, lng] = r.pick([
      [36.51, -4.88],
      [43.7, 7.27],
      [41.9, 12.5],
      [48.21, 16.37],
      [42.7, 27.7],
      [36.9, 30.7],
      [51.5, -0.13],
    ]);
    const d = r.int(2, 8) / 10;
    return `bbox=${lat - d},${lng - d},${lat + d},${lng + d}`;
  },
  'map bbox (wide) + deal, price_asc': (r) => `bbox=35,-10,55,${r.int(10, 30)}&dealType=${r.pick(['sale', 'rent'])}&orderBy=price_asc`,
  'facets + rooms, price_asc': (r) => `heating=gas,central&bathroom=bathtub&rooms_gte=${r.int(2, 4)}&orderBy=price_asc&page=${r.int(1, 3)}`,
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

export async function benchSearch(opts: BenchSearchOptions = {}): Promise<BenchSearchResult> {
  const estates = opts.estates ?? 100_000;
  const requests = opts.requests ?? 200;
  const print = opts.print ?? true;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-search-'));
  const database = opts.databaseUrl ? await scratchDatabase(opts.databaseUrl, 'bench') : undefined;
  const app = await buildApi(
    // no load shedding: on a busy machine a lagging event loop answered 503 and ended the run
    {
      dataDir,
      databaseUrl: database?.url,
      inMemoryDb: !database,
      logLevel: 'silent',
      publicOrigin: 'http://bench.test',
      seed: true,
      seedEstates: 0,
      pressure: { maxEventLoopDelayMs: 0 },
    },
    { logger: false },
  );
  try {
    await app.ready();
    const seeded = await seedEstates(app.db, { count: estates, seed: 42 });
    if (print) console.log(`seeded ${seeded.estates} estates (${seeded.photos} photos) on ${app.db.kind} in ${(seeded.ms / 1000).toFixed(1)} s`);
    const owners = (await app.db.query<{ id: string }>('SELECT DISTINCT owner_id AS id FROM estates ORDER BY 1')).rows.map((x) => x.id);
    const r = createRng(7);
    const names = Object.keys(MIXES);
    const plan = Array.from({ length: requests }, (_, i) => {
      const mix = names[i % names.length];
      return { mix, url: `/api/estate/search?${MIXES[mix](r, { owners })}&topOffersSeparately=true` };
    });
    // warm-up: every mix once, and the caches of the first queries
    for (const { url } of plan.slice(0, names.length * 2)) await app.inject({ method: 'GET', url });
    const times: number[] = [];
    const byMix = new Map<string, { times: number[]; totals: number[] }>();
    for (const { mix, url } of plan) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      times.push(ms);
      const m = byMix.get(mix) ?? { times: [], totals: [] };
      m.times.push(ms);
      m.totals.push((res.json() as { meta: { total: number } }).meta.total);
      byMix.set(mix, m);
    }
    times.sort((a, b) => a - b);
    const suggestTimes: number[] = [];
    for (let i = 0; i < requests; i++) {
      const q = SUGGEST_TEXTS[i % SUGGEST_TEXTS.length];
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/places?q=${encodeURIComponent(q)}&lang=${r.pick(['ru', 'en', 'de', 'es'])}` });
      suggestTimes.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`/api/places?q=${q} answered ${res.statusCode}`);
    }
    suggestTimes.sort((a, b) => a - b);
    const clusters = await benchClusters(app, Math.max(20, Math.round(requests / 10)));
    const translated = await benchTranslated(app, Math.max(20, Math.round(requests / 10)));
    const result: BenchSearchResult = {
      engine: app.db.kind,
      estates,
      requests,
      seedMs: seeded.ms,
      p50: round(quantile(times, 0.5)),
      p95: round(quantile(times, 0.95)),
      p99: round(quantile(times, 0.99)),
      max: round(times[times.length - 1]),
      byMix: Object.fromEntries(
        [...byMix].map(([mix, m]) => {
          const s = [...m.times].sort((a, b) => a - b);
          return [
            mix,
            {
              n: s.length,
              p50: round(quantile(s, 0.5)),
              p95: round(quantile(s, 0.95)),
              avgTotal: Math.round(m.totals.reduce((a, b) => a + b, 0) / m.totals.length),
            },
          ];
        }),
      ),
      suggest: { n: suggestTimes.length, p50: round(quantile(suggestTimes, 0.5)), p95: round(quantile(suggestTimes, 0.95)) },
      clusters,
      translated,
    };
    if (print) {
      console.table(result.byMix);
      console.log(`place suggestions (GET /api/places), ${result.suggest.n} requests: p50 ${result.suggest.p50} ms, p95 ${result.suggest.p95} ms`);
      console.log(
        `map clusters of the world (GET ${CLUSTERS_WORLD}: ${clusters.groups} groups of ${clusters.total}), ${clusters.n} requests: p50 ${clusters.worldP50} ms = ${clusters.ratio}× a plain search page's api call (p50 ${clusters.searchP50} ms; budget ≤ 2×)`,
      );
      console.log(
        `search cards in German (GET ${PLAIN_SEARCH}&lang=de: ${translated.translatedOnPage} titles translated on the page), ${translated.n} requests: p50 ${translated.langP50} ms = ${translated.ratio}× the same page without lang (p50 ${translated.plainP50} ms)`,
      );
      console.log(
        `search on ${result.engine}, ${estates} estates, ${requests} requests: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms`,
      );
    }
    return result;
  } finally {
    await app.close();
    await database?.drop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Alternating calls of the world's clusters and a plain search page, after a warm-up of each. */
async function benchClusters(app: Awaited<ReturnType<typeof buildApi>>, n: number): Promise<BenchSearchResult['clusters']> {
  const timed = async (url: string) => {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return { ms, body: res.json() as { clusters?: unknown[]; total?: number } };
  };
  for (let i = 0; i < 3; i++) {
    await timed(CLUSTERS_WORLD);
    await timed(PLAIN_SEARCH);
  }
  const world: number[] = [];
  const search: number[] = [];
  let last = { groups: 0, total: 0 };
  for (let i = 0; i < n; i++) {
    const c = await timed(CLUSTERS_WORLD);
    world.push(c.ms);
    last = { groups: c.body.clusters?.length ?? 0, total: c.body.total ?? 0 };
    search.push((await timed(PLAIN_SEARCH)).ms);
  }
  world.sort((a, b) => a - b);
  search.sort((a, b) => a - b);
  const worldP50 = quantile(world, 0.5);
  const searchP50 = quantile(search, 0.5);
  return { n, worldP50: round(worldP50), searchP50: round(searchP50), ratio: round(worldP50 / searchP50), ...last };
}

/**
 * A plain search page's cards with and without `lang=de`, alternating after a warm-up of each, its
 * listings' titles machine-translated into German.
 */
async function benchTranslated(app: Awaited<ReturnType<typeof buildApi>>, n: number): Promise<BenchSearchResult['translated']> {
  // the demo listings are written in every language: the page's listings lose their German title and
  // get a cached translation of their English one instead (as the job makes it)
  const first = await app.inject({ method: 'GET', url: PLAIN_SEARCH });
  const page = first.json() as { values: { _id: string }[]; topOffers: { _id: string }[] };
  const ids = [...page.values, ...page.topOffers].map((e) => e._id);
  await app.db.query(`UPDATE estates SET title = title - 'de' WHERE id = ANY($1::text[])`, [ids]);
  const rows = (await app.db.query<{ id: string; title: Record<string, string> }>('SELECT id, title FROM estates WHERE id = ANY($1::text[])', [ids]))
    .rows;
  const made = rows.flatMap((row) => {
    const source = sourceOf(row.title);
    return source ? [{ id: row.id, from: source.lang, hash: sourceHash(source), text: `[de] ${source.text}` }] : [];
  });
  await app.db.query(
    `INSERT INTO estate_translations (estate_id, field, language, source_language, source_hash, text, provider)
     SELECT id, 'title', 'de', src, hash, text, 'libretranslate' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS x(id, src, hash, text)
     ON CONFLICT DO NOTHING`,
    [made.map((m) => m.id), made.map((m) => m.from), made.map((m) => m.hash), made.map((m) => m.text)],
  );
  const timed = async (url: string) => {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - t;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return { ms, body: res.json() as { values: { titleOriginal?: string }[] } };
  };
  const withLang = `${PLAIN_SEARCH}&lang=de`;
  for (let i = 0; i < 3; i++) {
    await timed(PLAIN_SEARCH);
    await timed(withLang);
  }
  const plain: number[] = [];
  const lang: number[] = [];
  let translatedOnPage = 0;
  for (let i = 0; i < n; i++) {
    plain.push((await timed(PLAIN_SEARCH)).ms);
    const de = await timed(withLang);
    lang.push(de.ms);
    translatedOnPage = de.body.values.filter((v) => v.titleOriginal !== undefined).length;
  }
  plain.sort((a, b) => a - b);
  lang.sort((a, b) => a - b);
  const plainP50 = quantile(plain, 0.5);
  const langP50 = quantile(lang, 0.5);
  return { n, plainP50: round(plainP50), langP50: round(langP50), ratio: round(langP50 / plainP50), translatedOnPage };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const estates = Number(arg('estates') ?? 100_000);
  const requests = Number(arg('requests') ?? 200);
  if (!Number.isInteger(estates) || estates < 1 || !Number.isInteger(requests) || requests < 1) {
    console.error('usage: tsx bin/bench/search.ts [--estates N] [--requests N] [--database-url URL]');
    process.exit(2);
  }
  benchSearch({ estates, requests, databaseUrl: arg('database-url') }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
