import type { FetchStatus, Language } from '../../../shared/core/constants.ts';
import type { ListMeta } from '../../../shared/contract/common.ts';
import type { Estate, EstateSearchResult } from '../../../shared/contract/estates.ts';
import type { Profile, ProfileList } from '../../../shared/contract/users.ts';
import type { RealtorQuery } from './query.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchRealtors, fetchRealtor } from './actions.ts';
import type { Action } from 'redux';
import { clampPage } from '../../../shared/search/paging.ts';

export const REALTORS_PAGE_SIZE = 20;
export const PROFILE_ESTATES_PAGE_SIZE = 12;

/** A directory entry: the public user plus how many listings they have published. */
export type RealtorProfile = Profile;

const emptyMeta = (onPage: number): ListMeta => ({ page: 1, onPage, totalPages: 1, total: 0 });

export interface RealtorsState {
  directory: { status: FetchStatus; key: string | null; query: RealtorQuery; values: RealtorProfile[]; meta: ListMeta; error: string | null };
  profile: {
    aliasId: string | null;
    status: FetchStatus;
    user: RealtorProfile | null;
    /** `lang`: the language the page was read in (titles may be machine-translated into it) */
    estates: { status: FetchStatus; page: number; lang?: Language; values: Estate[]; meta: ListMeta };
  };
}

export const initialRealtorsState: RealtorsState = {
  directory: { status: 'notFetched', key: null, query: { page: 1 }, values: [], meta: emptyMeta(REALTORS_PAGE_SIZE), error: null },
  profile: {
    aliasId: null,
    status: 'notFetched',
    user: null,
    estates: { status: 'notFetched', page: 1, values: [], meta: emptyMeta(PROFILE_ESTATES_PAGE_SIZE) },
  },
};

/** /realtor's prefetch: the URL's query string. */
export const realtorsRequested = actionCreator<{ key: string; query: RealtorQuery }>('realtors/requested');
export const realtorsLoaded = actionCreator<{ key: string; list: ProfileList }>('realtors/loaded');
export const realtorsFailed = actionCreator<{ key: string; message: string }>('realtors/failed');

/** /realtor/:aliasId's prefetch: the profile, then a page of their published listings. */
export const profileRequested = actionCreator<{ aliasId: string }>('realtors/profileRequested');
export const profileLoaded = actionCreator<{ aliasId: string; user: RealtorProfile }>('realtors/profileLoaded');
export const profileFailed = actionCreator<{ aliasId: string }>('realtors/profileFailed');
export const profileEstatesRequested = actionCreator<{ aliasId: string; page: number; lang: Language }>('realtors/estatesRequested');
export const profileEstatesLoaded = actionCreator<{ aliasId: string; list: EstateSearchResult }>('realtors/estatesLoaded');
export const profileEstatesFailed = actionCreator<{ aliasId: string }>('realtors/estatesFailed');

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
      profile: {
        ...p,
        aliasId: action.payload.aliasId,
        status: 'fetching',
        user: same ? p.user : null,
        estates: same ? p.estates : initialRealtorsState.profile.estates,
      },
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
    return { ...state, profile: { ...p, estates: { ...p.estates, status: 'fetching', page: action.payload.page, lang: action.payload.lang } } };
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

type S = { realtors: RealtorsState };

export const selectDirectory = (s: S) => s.realtors.directory;
export const selectRealtorProfile = (s: S) => s.realtors.profile;

export { fetchRealtors, fetchRealtor };
