import type { Action } from 'redux';
import { homeFailed, homeLoaded, homeRequested } from './actions.ts';
import { initialHomeState, type HomeState } from './state.ts';

export function homeReducer(state: HomeState = initialHomeState, action: Action): HomeState {
  if (homeRequested.match(action)) return { ...state, status: 'fetching', key: action.payload.key, error: null };
  if (homeLoaded.match(action)) return { status: 'success', data: action.payload.data, key: action.payload.key, error: null };
  if (homeFailed.match(action)) return { ...state, status: 'failed', key: action.payload.key, error: action.payload.message };
  return state;
}
