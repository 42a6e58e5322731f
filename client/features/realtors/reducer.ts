import type { Action } from 'redux';
import { clampPage } from '../../../shared/paging.ts';
import type { ListMeta } from '../../../shared/types.ts';
import {
  profileEstatesFailed, profileEstatesLoaded, profileEstatesRequested, profileFailed, profileLoaded, profileRequested,
  realtorsFailed, realtorsLoaded, realtorsRequested,
} from './actions.ts';
import { initialRealtorsState, type RealtorsState } from './state.ts';

function clampMeta(meta: Partial<ListMeta> | undefined, fallback: ListMeta): ListMeta {
  const totalPages = Math.max(1, meta?.totalPages ?? 1);
  return { ...fallback, ...meta, totalPages, page: clampPage(meta?.page ?? 1, totalPages) };
}

export function realtorsReducer(state: RealtorsState = initialRealtorsState, action: Action): RealtorsState {
  const d = state.directory;
  const p = state.profile;
  if (realtorsRequested.match(action)) {
    return { ...state, directory: { ...d, status: 'fetching', key: action.payload.key, query: action.payload.query, error: null } };
  }
  if (realtorsLoaded.match(action)) {
    if (action.payload.key !== d.key) return state;
    const { meta, values } = action.payload.list;
    return { ...state, directory: { ...d, status: 'success', values: values ?? [], meta: clampMeta(meta, d.meta), error: null } };
  }
  if (realtorsFailed.match(action)) {
    if (action.payload.key !== d.key) return state;
    return { ...state, directory: { ...d, status: 'failed', values: [], error: action.payload.message } };
  }
  if (profileRequested.match(action)) {
    const same = p.aliasId === action.payload.aliasId;
    return {
      ...state,
      profile: { ...p, aliasId: action.payload.aliasId, status: 'fetching', user: same ? p.user : null, estates: same ? p.estates : initialRealtorsState.profile.estates },
    };
  }
  if (profileLoaded.match(action)) {
    if (action.payload.aliasId !== p.aliasId) return state;
    return { ...state, profile: { ...p, status: 'success', user: action.payload.user } };
  }
  if (profileFailed.match(action)) {
    if (action.payload.aliasId !== p.aliasId) return state;
    return { ...state, profile: { ...p, status: 'failed', user: null } };
  }
  if (profileEstatesRequested.match(action)) {
    if (action.payload.aliasId !== p.aliasId) return state;
    return { ...state, profile: { ...p, estates: { ...p.estates, status: 'fetching', page: action.payload.page } } };
  }
  if (profileEstatesLoaded.match(action)) {
    if (action.payload.aliasId !== p.aliasId) return state;
    const { meta, values } = action.payload.list;
    return { ...state, profile: { ...p, estates: { ...p.estates, status: 'success', values: values ?? [], meta: clampMeta(meta, p.estates.meta) } } };
  }
  if (profileEstatesFailed.match(action)) {
    if (action.payload.aliasId !== p.aliasId) return state;
    return { ...state, profile: { ...p, estates: { ...p.estates, status: 'failed', values: [] } } };
  }
  return state;
}
