// The favourites table (migration 015_buyers_favourites, once 008_buyers_favourites).
import type { Queryable } from '../db/index.ts';
import { publicEstate } from '../estates/visibility.ts';

/** Saves estates for a user; ones saved already are left as they are. */
export async function insertFavourites(q: Queryable, userId: string, estateIds: readonly string[]): Promise<void> {
  if (!estateIds.length) return;
  await q.query(
    `INSERT INTO favourites (user_id, estate_id) SELECT $1, id FROM unnest($2::text[]) AS id ON CONFLICT (user_id, estate_id) DO NOTHING`,
    [userId, estateIds],
  );
}

export async function deleteFavourite(q: Queryable, userId: string, aliasId: string): Promise<void> {
  await q.query('DELETE FROM favourites f USING estates e WHERE f.estate_id = e.id AND f.user_id = $1 AND e.alias_id = $2', [userId, aliasId]);
}

export async function countFavourites(q: Queryable, userId: string): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::integer AS n FROM favourites WHERE user_id = $1', [userId]);
  return r.rows[0]?.n ?? 0;
}

/** The user's saved estates that are published, latest saved first: ids and aliasIds. */
export async function favouriteRows(q: Queryable, userId: string): Promise<{ id: string; alias_id: string }[]> {
  const r = await q.query<{ id: string; alias_id: string }>(
    `SELECT e.id, e.alias_id FROM favourites f JOIN estates e ON e.id = f.estate_id
      WHERE f.user_id = $1 AND ${publicEstate('e')} ORDER BY f.created_at DESC, e.id`,
    [userId],
  );
  return r.rows;
}

/** How many users saved each of the owner's estates (only estates saved at least once). */
export async function ownerCounts(q: Queryable, ownerId: string): Promise<Record<string, number>> {
  const r = await q.query<{ alias_id: string; n: number }>(
    `SELECT e.alias_id, count(*)::integer AS n FROM estates e JOIN favourites f ON f.estate_id = e.id
      WHERE e.owner_id = $1 GROUP BY e.alias_id`,
    [ownerId],
  );
  return Object.fromEntries(r.rows.map((row) => [row.alias_id, Number(row.n)]));
}
