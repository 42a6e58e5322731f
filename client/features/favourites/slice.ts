import type { Action } from 'redux';
import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { Estate } from '../../../shared/contract/estates.ts';
import { actionCreator } from '../../store/action.ts';

export interface FavouritesState {
  /** the aliasIds saved: the account's when signed in, the browser's otherwise */
  ids: string[];
  /** the /private/favourites list */
  list: { status: FetchStatus; values: Estate[] };
  /** a save or forget the api refused (the heart was put back) */
  failed: boolean;
}

export const initialFavouritesState: FavouritesState = { ids: [], list: { status: 'notFetched', values: [] }, failed: false };

export const favouriteIdsSet = actionCreator<{ ids: string[] }>('favourites/idsSet');
export const toggleFavourite = actionCreator<{ aliasId: string }>('favourites/toggle');
export const favouriteToggleFailed = actionCreator<{ aliasId: string; saved: boolean }>('favourites/toggleFailed');
export const fetchFavouriteList = actionCreator('favourites/fetchList');
export const favouriteListLoaded = actionCreator<{ values: Estate[] }>('favourites/listLoaded');
export const favouriteListFailed = actionCreator('favourites/listFailed');

export function favouritesReducer(state: FavouritesState = initialFavouritesState, action: Action): FavouritesState {
  if (favouriteIdsSet.match(action)) return { ...state, ids: action.payload.ids };
  if (toggleFavourite.match(action)) {
    const { aliasId } = action.payload;
    const ids = state.ids.includes(aliasId) ? state.ids.filter((id) => id !== aliasId) : [aliasId, ...state.ids];
    return { ...state, ids, failed: false };
  }
  if (favouriteToggleFailed.match(action)) {
    const { aliasId, saved } = action.payload;
    const ids = saved ? [aliasId, ...state.ids.filter((id) => id !== aliasId)] : state.ids.filter((id) => id !== aliasId);
    return { ...state, ids, failed: true };
  }
  if (fetchFavouriteList.match(action)) return { ...state, list: { ...state.list, status: 'fetching' } };
  if (favouriteListLoaded.match(action)) return { ...state, list: { status: 'success', values: action.payload.values } };
  if (favouriteListFailed.match(action)) return { ...state, list: { status: 'failed', values: [] } };
  return state;
}

type S = { favourites: FavouritesState };
export const selectFavouriteIds = (s: S): string[] => s.favourites.ids;
export const selectFavouriteList = (s: S): FavouritesState['list'] => s.favourites.list;
export const selectFavouriteFailed = (s: S): boolean => s.favourites.failed;
