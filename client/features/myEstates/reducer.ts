import type { Action } from 'redux';
import { deleteMyEstate, fetchMyEstates, myEstateDeleteFailed, myEstateDeleted, myEstatesFailed, myEstatesLoaded } from './actions.ts';
import { initialMyEstatesState, type MyEstatesState } from './state.ts';

export function myEstatesReducer(state: MyEstatesState = initialMyEstatesState, action: Action): MyEstatesState {
  if (fetchMyEstates.match(action)) return { ...state, status: 'fetching', filter: action.payload.status };
  if (myEstatesLoaded.match(action)) return { ...state, status: 'success', ...action.payload };
  if (myEstatesFailed.match(action)) return { ...state, status: 'failed' };
  if (deleteMyEstate.match(action)) return { ...state, deletingAliasId: action.payload.aliasId, deleteFailed: false };
  if (myEstateDeleted.match(action)) return { ...state, deletingAliasId: null };
  if (myEstateDeleteFailed.match(action)) return { ...state, deletingAliasId: null, deleteFailed: true };
  return state;
}
