// First-start seeding: reference data and demo content (api/seed/reference.ts), then demo realtors,
// estates and photos (api/seed/estates.ts). Deterministic for a given seed; runs only on an empty
// database (no countries yet), so restarts never duplicate anything.
import type { Db } from '../db/index.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import { seedReference } from './reference.ts';
import { seedEstates } from './estates.ts';

export interface SeedOptions {
  /** how many demo estates to create (0: none) */
  estates?: number;
  /** PRNG seed; the same seed gives the same data */
  seed?: number;
  /** where demo photos go */
  media?: MediaStore;
  /** demo accounts (known passwords) and estates; false seeds the reference data alone (default true) */
  demo?: boolean;
}

/** Seeds an empty database; returns false (and does nothing) when it holds data already. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(424243)');
    const r = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM countries');
    if (Number(r.rows[0].n) > 0) return false;
    await seedReference(tx, { seed: opts.seed ?? 1, demo: opts.demo ?? true });
    return true;
  });
  if (seeded && (opts.demo ?? true) && (opts.estates ?? 0) > 0) {
    await seedEstates(db, { count: opts.estates, seed: opts.seed, media: opts.media });
  }
  return seeded;
}
