import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { ArticleTeaser } from './types.ts';
import type { EstateCardData } from '../estate/index.ts';
import type { HomeCountry } from './components/HomeView.tsx';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface HomeData {
  topOffers: EstateCardData[];
  countries: HomeCountry[];
  /** null: no articles section (e.g. no feed in this language) */
  articles: ArticleTeaser[] | null;
}

export interface HomeState {
  status: FetchStatus;
  data: HomeData | null;
  /** `${lang}|${currency}` the data was loaded for: a repeat visit in the same setting reuses it */
  key: string | null;
  error: string | null;
}

export const initialHomeState: HomeState = { status: 'notFetched', data: null, key: null, error: null };

/** the home route's prefetch: loads `/api/pages/home` for the current language and currency */
export const fetchHome = actionCreator<{ force?: boolean } | undefined>('home/fetch');
export const homeRequested = actionCreator<{ key: string }>('home/requested');
export const homeLoaded = actionCreator<{ key: string; data: HomeData }>('home/loaded');
export const homeFailed = actionCreator<{ key: string; message: string }>('home/failed');

export function homeReducer(state: HomeState = initialHomeState, action: Action): HomeState {
  if (homeRequested.match(action)) return { ...state, status: 'fetching', key: action.payload.key, error: null };
  if (homeLoaded.match(action)) return { status: 'success', data: action.payload.data, key: action.payload.key, error: null };
  if (homeFailed.match(action)) return { ...state, status: 'failed', key: action.payload.key, error: action.payload.message };
  return state;
}

type S = { home: HomeState };

export const selectHome = (s: S): HomeState => s.home;
