import type { SearchFeatureState } from './state.ts';

type S = { search: SearchFeatureState };

export const selectSearchQuery = (s: S) => s.search.query;
export const selectEstateList = (s: S) => s.search.list;
export const selectSearchBanner = (s: S) => s.search.banner;
