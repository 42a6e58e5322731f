// The favourites calls (shared/contract/favourites.ts).
import type {
  addFavourite as AddFavourite,
  favouriteCounts as FavouriteCountsCall,
  listFavouriteIds as ListFavouriteIds,
  listFavourites as ListFavourites,
  mergeFavourites as MergeFavourites,
  removeFavourite as RemoveFavourite,
} from '../../../shared/contract/favourites.ts';
import { endpointCall } from '../../lib/api.ts';

export const listFavourites = endpointCall<typeof ListFavourites>('GET', '/api/favourites');
export const listFavouriteIds = endpointCall<typeof ListFavouriteIds>('GET', '/api/favourites/ids');
export const addFavourite = endpointCall<typeof AddFavourite>('PUT', '/api/favourites/{aliasId}');
export const removeFavourite = endpointCall<typeof RemoveFavourite>('DELETE', '/api/favourites/{aliasId}');
export const mergeFavourites = endpointCall<typeof MergeFavourites>('POST', '/api/favourites/merge');
export const getFavouriteCounts = endpointCall<typeof FavouriteCountsCall>('GET', '/api/favourites/counts');
