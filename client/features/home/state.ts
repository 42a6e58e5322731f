import type { FetchStatus } from '../../../shared/constants.ts';
import type { ArticleSummary } from '../../components/content/types.ts';
import type { EstateCardData } from '../../components/estate/types.ts';
import type { HomeCountry } from '../../components/home/HomeView.tsx';

export interface HomeData {
  topOffers: EstateCardData[];
  countries: HomeCountry[];
  /** null: no articles section (e.g. no feed in this language) */
  articles: ArticleSummary[] | null;
}

export interface HomeState {
  status: FetchStatus;
  data: HomeData | null;
  /** `${lang}|${currency}` the data was loaded for: a repeat visit in the same setting reuses it */
  key: string | null;
  error: string | null;
}

export const initialHomeState: HomeState = { status: 'notFetched', data: null, key: null, error: null };
