// Adds demo estates to the configured database (DATABASE_URL, or the embedded PGlite in DATA_DIR):
//   npm run seed -- --estates 100000 [--seed 42]
// An empty database first gets the reference data (countries, currencies, plans, articles, demo
// users). With the embedded database, stop the server first: PGlite allows one process per folder.
import { join } from 'node:path';
import { loadApiConfig } from '../api/config.ts';
import { openDb } from '../api/db/index.ts';
import { seedIfEmpty } from '../api/seed/index.ts';
import { seedEstates } from '../api/seed/estates.ts';
import { createDiskMediaStore } from '../api/integrations/media/store.ts';

const USAGE = 'usage: npm run seed -- [--estates N (default 2000)] [--seed S (default 42)]';

function intArg(name: string, fallback: number, min: number, max: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const raw = process.argv[i + 1] ?? '';
  const n = Number(raw.replace(/_/g, ''));
  if (!/^\d[\d_]*$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    process.stderr.write(`--${name} must be a whole number from ${min} to ${max}\n${USAGE}\n`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const estates = intArg('estates', 2000, 1, 5_000_000);
  const seed = intArg('seed', 42, 0, 2 ** 31 - 1);
  let config;
  try {
    config = loadApiConfig(process.env);
  } catch (err) {
    process.stderr.write(`Configuration error: ${(err as Error).message}\n`);
    process.exit(1);
  }
  const started = performance.now();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const media = createDiskMediaStore(join(config.dataDir, 'media'));
    if (await seedIfEmpty(db, { estates: 0, seed, media })) process.stdout.write('reference data seeded\n');
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    process.stdout.write(`adding ${estates} estates on ${where} …\n`);
    const result = await seedEstates(db, { count: estates, seed, media });
    const total = await db.query<{ n: number }>("SELECT count(*)::integer AS n FROM estates WHERE status = 'published'");
    process.stdout.write(
      `added ${result.estates} estates with ${result.photos} photos (${result.realtors} demo realtors) in ${(result.ms / 1000).toFixed(1)} s; ` +
        `${total.rows[0].n} published estates now; ${((performance.now() - started) / 1000).toFixed(1)} s in all\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  process.stderr.write(`seeding failed: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
