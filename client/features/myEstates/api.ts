// The own listings' calls (shared/contract/estates.ts): a page of them, deleting one, and changing
// one's status (archive, publish again).
import type { deleteEstate as DeleteEstate, listMyEstates as ListMyEstates, updateEstate as UpdateEstate } from '../../../shared/contract/estates.ts';
import type { favouriteCounts as FavouriteCounts } from '../../../shared/contract/favourites.ts';
import { endpointCall } from '../../lib/api.ts';

export const listMyEstates = endpointCall<typeof ListMyEstates>('GET', '/api/estate/my');
export const deleteEstate = endpointCall<typeof DeleteEstate>('DELETE', '/api/estate/{aliasId}');
export const updateEstate = endpointCall<typeof UpdateEstate>('PATCH', '/api/estate/{aliasId}');
export const getSavedCounts = endpointCall<typeof FavouriteCounts>('GET', '/api/favourites/counts');
