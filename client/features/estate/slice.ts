import type { FetchStatus, Language } from '../../../shared/core/constants.ts';
import type { Estate } from '../../../shared/contract/estates.ts';
import type { PriceHistoryEntry } from '../../../shared/contract/price-history.ts';
import type { BuyingCosts } from '../../../shared/contract/buying-costs.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

/** How many similar listings an estate page shows. */
export const SIMILAR_COUNT = 4;

export interface EstateFeatureState {
  /** the listing of the current /estate/:aliasId page */
  aliasId: string | null;
  /** the language it was read in (a machine translation depends on it): another one reads it again */
  lang: Language | null;
  status: FetchStatus;
  estate: Estate | null;
  error: string | null;
  /** listings of the same type in the same country */
  similar: { aliasId: string | null; status: FetchStatus; values: Estate[] };
  /** the listing's prices, newest first (GET /api/estate/{aliasId}/price-history) */
  priceHistory: { aliasId: string | null; status: FetchStatus; values: PriceHistoryEntry[] };
  /** what it costs to buy the listing (GET /api/countries/{cc}/buying-costs), for listings for sale */
  buyingCosts: { aliasId: string | null; status: FetchStatus; value: BuyingCosts | null };
}

export const initialEstateState: EstateFeatureState = {
  aliasId: null,
  lang: null,
  status: 'notFetched',
  estate: null,
  error: null,
  similar: { aliasId: null, status: 'notFetched', values: [] },
  priceHistory: { aliasId: null, status: 'notFetched', values: [] },
  buyingCosts: { aliasId: null, status: 'notFetched', value: null },
};

/** The estate route's prefetch. */
export const fetchEstate = actionCreator<{ aliasId: string; force?: boolean }>('estate/fetch');
export const estateRequested = actionCreator<{ aliasId: string; lang: Language }>('estate/requested');
export const estateLoaded = actionCreator<{ aliasId: string; estate: Estate }>('estate/loaded');
export const estateFailed = actionCreator<{ aliasId: string; message: string }>('estate/failed');
export const similarRequested = actionCreator<{ aliasId: string }>('estate/similarRequested');
export const similarLoaded = actionCreator<{ aliasId: string; values: Estate[] }>('estate/similarLoaded');
export const similarFailed = actionCreator<{ aliasId: string }>('estate/similarFailed');

export const priceHistoryRequested = actionCreator<{ aliasId: string }>('estate/priceHistoryRequested');
export const priceHistoryLoaded = actionCreator<{ aliasId: string; values: PriceHistoryEntry[] }>('estate/priceHistoryLoaded');
export const priceHistoryFailed = actionCreator<{ aliasId: string }>('estate/priceHistoryFailed');

export const buyingCostsRequested = actionCreator<{ aliasId: string }>('estate/buyingCostsRequested');
export const buyingCostsLoaded = actionCreator<{ aliasId: string; value: BuyingCosts }>('estate/buyingCostsLoaded');
export const buyingCostsFailed = actionCreator<{ aliasId: string }>('estate/buyingCostsFailed');

export function estateReducer(state: EstateFeatureState = initialEstateState, action: Action): EstateFeatureState {
  if (estateRequested.match(action)) {
    const same = state.aliasId === action.payload.aliasId;
    const { aliasId, lang } = action.payload;
    return { ...state, aliasId, lang, status: 'fetching', estate: same ? state.estate : null, error: null };
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
  if (priceHistoryRequested.match(action)) return { ...state, priceHistory: { aliasId: action.payload.aliasId, status: 'fetching', values: [] } };
  if (priceHistoryLoaded.match(action) || priceHistoryFailed.match(action)) {
    if (action.payload.aliasId !== state.priceHistory.aliasId) return state;
    const values = priceHistoryLoaded.match(action) ? action.payload.values : [];
    return { ...state, priceHistory: { ...state.priceHistory, status: priceHistoryLoaded.match(action) ? 'success' : 'failed', values } };
  }
  if (buyingCostsRequested.match(action)) return { ...state, buyingCosts: { aliasId: action.payload.aliasId, status: 'fetching', value: null } };
  if (buyingCostsLoaded.match(action) || buyingCostsFailed.match(action)) {
    if (action.payload.aliasId !== state.buyingCosts.aliasId) return state;
    const value = buyingCostsLoaded.match(action) ? action.payload.value : null;
    return { ...state, buyingCosts: { ...state.buyingCosts, status: value ? 'success' : 'failed', value } };
  }
  return state;
}

type S = { estate: EstateFeatureState };

export const selectEstatePage = (s: S) => s.estate;
export const selectSimilar = (s: S) => s.estate.similar;
