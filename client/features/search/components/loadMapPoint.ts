// The card of a listing the map shows but the list's page does not, loaded when its marker is clicked
// (issue 26.3). Its own chunk: none of it is in the search page's first load.
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import type { Rates } from '../../../../shared/core/format.ts';
import { createApiCaller, type ApiCaller } from '../../../lib/api.ts';
import { getEstate, toCardData } from '../../estate/index.ts';
import type { MapPoint } from '../../map/index.ts';
import { pointOf } from './useMapPoints.ts';

let caller: ApiCaller | null = null;

export async function loadMapPoint(aliasId: string, language: Language, currency: Currency, rates: Rates): Promise<MapPoint | null> {
  caller ??= createApiCaller({ base: '' });
  const estate = await getEstate(caller, { params: { aliasId }, query: { currency, lang: language } });
  return pointOf(estate, toCardData(estate, currency, rates), language, currency, false)[0] ?? null;
}
