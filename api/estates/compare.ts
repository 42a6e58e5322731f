// Listings side by side (issue 26, item 4; shared/contract/compare.ts): up to MAX_COMPARE published
// listings in one call, in the order asked, each with its buying costs worked out by the same service
// as GET /api/countries/{code}/buying-costs (api/places/buying-costs.ts) for its converted price. An id
// that names no published listing (unknown, a draft, archived, hidden) is left out and named in
// `missing`, so the page can say how many; the comparison is public, so an owner's own unpublished
// listing is left out for them too. No view is counted: a comparison is not a visit of the listing.
import type { Db } from '../db/index.ts';
import type { Comparison, CompareQuery } from '../../shared/contract/compare.ts';
import { isNewBuild, MAX_ALIAS_ID, MAX_COMPARE } from '../../shared/core/compare.ts';
import { errors } from '../errors.ts';
import { listCurrencies } from '../geodata/service.ts';
import { buyingCosts } from '../places/buying-costs.ts';
import { estatesByIds, publishedEstateIds } from './read.ts';

/** The ids of `?ids=`, each once in the order given; a 400 naming `ids` when there are none, too many or one is too long. */
export function compareIds(text: string): string[] {
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (!ids.length) throw errors.invalidField('querystring/ids', 'must name at least one listing', 'REQUIRED');
  if (ids.length > MAX_COMPARE) throw errors.invalidField('querystring/ids', `must name at most ${MAX_COMPARE} listings`, 'TOO_MANY');
  if (ids.some((id) => id.length > MAX_ALIAS_ID)) throw errors.invalidField('querystring/ids', `holds an id longer than ${MAX_ALIAS_ID}`, 'TOO_LONG');
  return ids;
}

export async function compareEstates(db: Db, query: CompareQuery): Promise<Comparison> {
  const ids = compareIds(query.ids);
  const published = await publishedEstateIds(db, ids);
  const found = ids.filter((id) => published.has(id));
  const missing = ids.filter((id) => !published.has(id));
  if (!found.length) return { values: [], missing };
  const byAlias = new Map(
    (await estatesByIds(db, [...published.values()], query.currency ?? 'eur', query.lang ? { lang: query.lang } : undefined)).map(
      (e) => [e.aliasId, e] as const,
    ),
  );
  const rates = await listCurrencies(db);
  const lang = query.lang ?? 'en';
  const values = [];
  for (const aliasId of found) {
    const loaded = byAlias.get(aliasId);
    if (!loaded) continue;
    // without a currency each listing keeps its own, as GET /api/estate/{aliasId} does
    const own = query.currency ?? loaded.currency;
    const estate = query.currency ? loaded : { ...loaded, priceConverted: { amount: loaded.price, currency: loaded.currency } };
    const costs =
      estate.dealType === 'sale' && estate.price > 0
        ? buyingCosts(
            estate.geoData.countryCode,
            { price: own === estate.currency ? estate.price : estate.priceConverted.amount, currency: own, newBuild: isNewBuild(estate), lang },
            rates,
          )
        : null;
    values.push({ estate, buyingCosts: costs });
  }
  return { values, missing };
}
