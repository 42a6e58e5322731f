// Reading single estates and a user's own list. A published estate is public; a draft or archived
// one exists only for its owner (404 for anyone else, so its existence does not leak). A visit by
// anyone but the owner counts as a view.
import type { Db, Queryable } from '../db/index.ts';
import type { Currency, Language } from '../../shared/core/constants.ts';
import { listMeta } from '../../shared/contract/common.ts';
import { DEFAULT_ON_PAGE, type Estate, type EstateList, type MyEstatesQuery } from '../../shared/contract/estates.ts';
import { listingQuality } from '../../shared/core/quality.ts';
import { errors } from '../errors.ts';
import { publicEstate } from './visibility.ts';
import { documentsOf } from './documents.ts';
import { countView, currencyRates, estateHead, estateHeadByCode, forgetCurrencyRates, loadEstates, ownEstateIds, type ReadIn } from './sql.ts';

/** The rates changed (the exchange-rate job, api/rates): the next conversion reads them again instead of its cached copy. */
export function ratesChanged(db: Db): void {
  forgetCurrencyRates(db);
}

/** `/media/<key>`, the same from either media store (api/integrations/media/store.ts). */
const MEDIA_URLS = { url: (key: string) => `/media/${key}` };

/** The estates with their floor plans and documents (estate_documents, issue 24 item 4). */
async function withDocumentsOf(db: Queryable, estates: Estate[]): Promise<Estate[]> {
  const docs = await documentsOf(
    db,
    estates.map((e) => e._id),
    MEDIA_URLS,
  );
  // absent when there are none: the estate page renders the section on its presence alone (EstateView.tsx)
  return estates.map((e) => {
    const documents = docs.get(e._id);
    return documents ? { ...e, documents } : e;
  });
}

export interface Viewer {
  id: string;
}

/** What the header's ID search may hold besides a whole aliasId: the short code of one ("rfo9xg"). */
const SHORT_CODE = /^[a-z0-9]{4,10}$/;

/**
 * An estate by its aliasId, or by the short code its card shows as its ID when exactly one listing the
 * viewer may see has it (the answer carries the canonical aliasId, which the client navigates to).
 */
export async function findEstate(db: Db, aliasId: string, viewer: Viewer | undefined, currency?: Currency, lang?: Language): Promise<Estate> {
  const code = aliasId.trim().toLowerCase();
  const head = (await estateHead(db, aliasId)) ?? (SHORT_CODE.test(code) ? await estateHeadByCode(db, code, viewer?.id) : undefined);
  // a listing hidden by reports, unpublished or awaiting moderation, or of a blocked owner (issue 23)
  // stays reachable to its owner only, like a draft
  const visible = head?.public === true;
  if (!head || (!visible && head.owner_id !== viewer?.id)) throw errors.notFound('estate');
  if (head.public && head.owner_id !== viewer?.id) await countView(db, head.id);
  const rates = await currencyRates(db);
  // the reader's language: a cached machine translation where the lister wrote none (never made here)
  const [estate] = await loadEstates(db, [head.id], currency ?? head.currency, rates, lang ? { lang } : undefined);
  if (!estate) throw errors.notFound('estate');
  return (await withDocumentsOf(db, [estate]))[0];
}

export async function listMyEstates(db: Db, viewer: Viewer, q: MyEstatesQuery): Promise<EstateList> {
  const page = q.page ?? 1;
  const onPage = q.onPage ?? DEFAULT_ON_PAGE;
  const { ids, total } = await ownEstateIds(db, viewer.id, q.status, page, onPage);
  const rates = await currencyRates(db);
  const loaded = await withDocumentsOf(db, await loadEstates(db, ids, q.currency ?? 'eur', rates));
  const values = loaded.map((e) => ({ ...e, quality: listingQuality(e) }));
  return { meta: listMeta(page, onPage, total), values };
}

/** The ids of the estates with these aliasIds that are published (for other domains, e.g. favourites). */
export async function publishedEstateIds(db: Db, aliasIds: readonly string[]): Promise<Map<string, string>> {
  if (!aliasIds.length) return new Map();
  const r = await db.query<{ id: string; alias_id: string }>(
    `SELECT id, alias_id FROM estates WHERE alias_id = ANY($1::text[]) AND ${publicEstate('estates')}`,
    [aliasIds],
  );
  return new Map(r.rows.map((row) => [row.alias_id, row.id]));
}

/** Units of each currency per euro (for other domains that convert prices, e.g. saved-search alerts). */
export function exchangeRates(db: Queryable): Promise<Readonly<Record<string, number>>> {
  return currencyRates(db);
}

/**
 * Estates by id, in the order of `ids`, priced in `currency` (for other domains, e.g. favourites);
 * with `readIn`, their titles and descriptions as read in that language (cached translations).
 */
export async function estatesByIds(db: Db, ids: readonly string[], currency: Currency, readIn?: ReadIn): Promise<Estate[]> {
  return loadEstates(db, ids, currency, await currencyRates(db), readIn);
}
