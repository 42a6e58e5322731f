import type { EstateStatus, FetchStatus } from '../../../shared/core/constants.ts';
import type { ListMeta } from '../../../shared/contract/common.ts';
import type { Estate, EstateList } from '../../../shared/contract/estates.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchMyEstates } from './actions.ts';
import type { Action } from 'redux';

export interface MyEstatesState {
  status: FetchStatus;
  values: Estate[];
  meta: ListMeta;
  filter: EstateStatus | null;
  deletingAliasId: string | null;
  deleteFailed: boolean;
  /** the estate whose status is being changed (archive, publish again) */
  changingAliasId: string | null;
  /** why the last status change failed: the api's message code, e.g. a full plan */
  changeFailed: string | null;
  /** how many users saved each listing (aliasId → count; none saved: absent) */
  savedCounts: Record<string, number>;
}

export const MY_ESTATES_ON_PAGE = 10;

export const initialMyEstatesState: MyEstatesState = {
  status: 'notFetched',
  values: [],
  meta: { page: 1, onPage: MY_ESTATES_ON_PAGE, totalPages: 1, total: 0 },
  filter: null,
  deletingAliasId: null,
  deleteFailed: false,
  changingAliasId: null,
  changeFailed: null,
  savedCounts: {},
};

export const myEstatesLoaded = actionCreator<EstateList>('myEstates/loaded');
export const myEstatesFailed = actionCreator('myEstates/failed');
export const deleteMyEstate = actionCreator<{ aliasId: string }>('myEstates/delete');
export const myEstateDeleted = actionCreator<{ aliasId: string }>('myEstates/deleted');
export const myEstateDeleteFailed = actionCreator('myEstates/deleteFailed');

/** archive a published estate, or publish an archived one again */
export const changeMyEstateStatus = actionCreator<{ aliasId: string; status: 'archived' | 'published' }>('myEstates/changeStatus');
export const myEstateStatusChanged = actionCreator<{ aliasId: string; status: 'archived' | 'published' }>('myEstates/statusChanged');
export const myEstateStatusFailed = actionCreator<{ code: string }>('myEstates/statusFailed');

export const savedCountsLoaded = actionCreator<{ counts: Record<string, number> }>('myEstates/savedCountsLoaded');

export function myEstatesReducer(state: MyEstatesState = initialMyEstatesState, action: Action): MyEstatesState {
  if (fetchMyEstates.match(action)) return { ...state, status: 'fetching', filter: action.payload.status };
  if (myEstatesLoaded.match(action)) return { ...state, status: 'success', ...action.payload };
  if (myEstatesFailed.match(action)) return { ...state, status: 'failed' };
  if (deleteMyEstate.match(action)) return { ...state, deletingAliasId: action.payload.aliasId, deleteFailed: false };
  if (myEstateDeleted.match(action)) return { ...state, deletingAliasId: null };
  if (myEstateDeleteFailed.match(action)) return { ...state, deletingAliasId: null, deleteFailed: true };
  if (savedCountsLoaded.match(action)) return { ...state, savedCounts: action.payload.counts };
  if (changeMyEstateStatus.match(action)) return { ...state, changingAliasId: action.payload.aliasId, changeFailed: null };
  if (myEstateStatusChanged.match(action)) {
    const { aliasId, status } = action.payload;
    return { ...state, changingAliasId: null, values: state.values.map((e) => (e.aliasId === aliasId ? { ...e, status } : e)) };
  }
  if (myEstateStatusFailed.match(action)) return { ...state, changingAliasId: null, changeFailed: action.payload.code };
  return state;
}

export const selectMyEstates = (s: { myEstates: MyEstatesState }): MyEstatesState => s.myEstates;

export * from './actions.ts';
