// The own listings' calls (shared/contract/estates.ts): a page of them, deleting one, and changing
// one's status (archive, publish again).
import type { deleteEstate as DeleteEstate, listMyEstates as ListMyEstates, updateEstate as UpdateEstate } from '../../../shared/contract/estates.ts';
import type { favouriteCounts as FavouriteCounts } from '../../../shared/contract/favourites.ts';
import type { answerFreshness as AnswerFreshness, getFreshness as GetFreshness } from '../../../shared/contract/freshness.ts';
import { createApiCaller, endpointCall, type ApiCaller } from '../../lib/api.ts';

export const listMyEstates = endpointCall<typeof ListMyEstates>('GET', '/api/estate/my');
export const deleteEstate = endpointCall<typeof DeleteEstate>('DELETE', '/api/estate/{aliasId}');
export const updateEstate = endpointCall<typeof UpdateEstate>('PATCH', '/api/estate/{aliasId}');
export const getSavedCounts = endpointCall<typeof FavouriteCounts>('GET', '/api/favourites/counts');

// The freshness mail's one-click links (shared/contract/freshness.ts): the page after hydration asks
// what the link does (GET changes nothing) and does it on the owner's click (POST), through the
// gateway like the advert flow, with no sign-in: the signed token decides.
export const getFreshness = endpointCall<typeof GetFreshness>('GET', '/api/estate/freshness');
export const answerFreshness = endpointCall<typeof AnswerFreshness>('POST', '/api/estate/freshness');

let caller: ApiCaller | null = null;
export function browserApi(): ApiCaller {
  caller ??= createApiCaller({ base: '' });
  return caller;
}
