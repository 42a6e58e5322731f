// Keeps the place index in step with api/places/catalog.ts: at start, when the catalogue's hash differs
// from the one the database holds, every catalogue place is written (names and parents updated, new
// spellings added; places added by listings stay), then the estates without a place get one. Under an
// advisory lock on a server, so several api instances starting at once write it once.
import { createHash } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { placeCatalog, spellings } from './catalog.ts';

/** Rows per INSERT statement. */
const CHUNK = 200;

export interface PlaceSyncResult {
  /** false when the database held this catalogue already */
  written: boolean;
  places: number;
  /** estates that got a place */
  backfilled: number;
}

export async function syncPlaceCatalog(db: Db): Promise<PlaceSyncResult> {
  const catalog = placeCatalog();
  const version = createHash('sha256').update(JSON.stringify(catalog)).digest('hex').slice(0, 32);
  return db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(424244)');
    const held = await tx.query<{ version: string }>('SELECT version FROM place_catalog WHERE id = 1');
    if (held.rows[0]?.version === version) return { written: false, places: catalog.length, backfilled: 0 };
    for (let i = 0; i < catalog.length; i += CHUNK) {
      const part = catalog.slice(i, i + CHUNK);
      await tx.query(
        `INSERT INTO places (id, kind, country_code, parent_id, names, lat, lng)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::float8[], $7::float8[])
         ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, parent_id = EXCLUDED.parent_id, names = EXCLUDED.names,
           lat = EXCLUDED.lat, lng = EXCLUDED.lng, updated_at = now()
         WHERE (places.kind, places.parent_id, places.names, places.lat, places.lng)
           IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.parent_id, EXCLUDED.names, EXCLUDED.lat, EXCLUDED.lng)`,
        [
          part.map((p) => p.id),
          part.map((p) => p.kind),
          part.map((p) => p.countryCode),
          part.map((p) => p.parentId),
          part.map((p) => JSON.stringify(p.names)),
          part.map((p) => p.lat),
          part.map((p) => p.lng),
        ],
      );
      const names = part.flatMap((p) => spellings(p).map((s) => [p.id, s.key, s.name] as const));
      await tx.query(
        `INSERT INTO place_names (place_id, key, name) SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
        [names.map((n) => n[0]), names.map((n) => n[1]), names.map((n) => n[2])],
      );
    }
    const filled = await tx.query('UPDATE estates SET place_id = place_for(country_code, city, area) WHERE place_id IS NULL');
    await tx.query(
      `INSERT INTO place_catalog (id, version) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, synced_at = now()`,
      [version],
    );
    return { written: true, places: catalog.length, backfilled: filled.rowCount };
  });
}
