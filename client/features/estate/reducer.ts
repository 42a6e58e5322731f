import type { Action } from 'redux';
import {
  estateFailed, estateLoaded, estateRequested, similarFailed, similarLoaded, similarRequested,
} from './actions.ts';
import { initialEstateState, type EstateFeatureState } from './state.ts';

export function estateReducer(state: EstateFeatureState = initialEstateState, action: Action): EstateFeatureState {
  if (estateRequested.match(action)) {
    const same = state.aliasId === action.payload.aliasId;
    return { ...state, aliasId: action.payload.aliasId, status: 'fetching', estate: same ? state.estate : null, error: null };
  }
  if (estateLoaded.match(action)) {
    if (action.payload.aliasId !== state.aliasId) return state;
    return { ...state, status: 'success', estate: action.payload.estate, error: null };
  }
  if (estateFailed.match(action)) {
    if (action.payload.aliasId !== state.aliasId) return state;
    return { ...state, status: 'failed', estate: null, error: action.payload.message };
  }
  if (similarRequested.match(action)) return { ...state, similar: { aliasId: action.payload.aliasId, status: 'fetching', values: [] } };
  if (similarLoaded.match(action)) {
    if (action.payload.aliasId !== state.similar.aliasId) return state;
    return { ...state, similar: { ...state.similar, status: 'success', values: action.payload.values } };
  }
  if (similarFailed.match(action)) {
    if (action.payload.aliasId !== state.similar.aliasId) return state;
    return { ...state, similar: { ...state.similar, status: 'failed', values: [] } };
  }
  return state;
}
