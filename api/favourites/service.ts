// Favourites: saving a published estate, forgetting it, merging what a visitor saved in the browser
// (in one transaction, up to MAX_FAVOURITES per account), listing them, and the owner's counts.
import type { Db } from '../db/index.ts';
import type { Currency, Language } from '../../shared/core/constants.ts';
import { listMeta } from '../../shared/contract/common.ts';
import type { EstateList } from '../../shared/contract/estates.ts';
import { MAX_FAVOURITES, type FavouriteIds } from '../../shared/contract/favourites.ts';
import { errors } from '../errors.ts';
import { estatesByIds, publishedEstateIds } from '../estates/read.ts';
import { countFavourites, deleteFavourite, favouriteRows, insertFavourites, ownerCounts } from './sql.ts';

export async function addFavourite(db: Db, userId: string, aliasId: string): Promise<void> {
  const id = (await publishedEstateIds(db, [aliasId])).get(aliasId);
  if (!id) throw errors.notFound('estate');
  await db.transaction(async (tx) => {
    const saved = await favouriteRows(tx, userId);
    if (saved.some((r) => r.id === id)) return;
    if ((await countFavourites(tx, userId)) >= MAX_FAVOURITES) {
      throw errors.conflict(`At most ${MAX_FAVOURITES} estates can be saved: forget some first`, 'FAVOURITES_FULL');
    }
    await insertFavourites(tx, userId, [id]);
  });
}

export async function removeFavourite(db: Db, userId: string, aliasId: string): Promise<void> {
  await deleteFavourite(db, userId, aliasId);
}

export async function favouriteIds(db: Db, userId: string): Promise<FavouriteIds> {
  return { aliasIds: (await favouriteRows(db, userId)).map((r) => r.alias_id) };
}

/** Adds the published ones of `aliasIds` (within the account's limit) and answers every saved id. */
export async function mergeFavourites(db: Db, userId: string, aliasIds: readonly string[]): Promise<FavouriteIds> {
  const wanted = [...new Set(aliasIds)];
  const found = await publishedEstateIds(db, wanted);
  return db.transaction(async (tx) => {
    const room = Math.max(0, MAX_FAVOURITES - (await countFavourites(tx, userId)));
    const ids = wanted.map((a) => found.get(a)).filter((id): id is string => id !== undefined);
    await insertFavourites(tx, userId, ids.slice(0, room));
    return { aliasIds: (await favouriteRows(tx, userId)).map((r) => r.alias_id) };
  });
}

/** The saved estates still published, priced in `currency`; with `lang`, read in it (cached machine translations). */
export async function listFavourites(db: Db, userId: string, currency: Currency | undefined, lang?: Language): Promise<EstateList> {
  const rows = await favouriteRows(db, userId);
  const values = await estatesByIds(
    db,
    rows.map((r) => r.id),
    currency ?? 'eur',
    lang ? { lang } : undefined,
  );
  return { meta: listMeta(1, Math.max(1, values.length), values.length), values };
}

export async function favouriteCounts(db: Db, ownerId: string): Promise<{ counts: Record<string, number> }> {
  return { counts: await ownerCounts(db, ownerId) };
}
