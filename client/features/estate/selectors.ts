import type { EstateFeatureState } from './state.ts';

type S = { estate: EstateFeatureState };

export const selectEstatePage = (s: S) => s.estate;
export const selectSimilar = (s: S) => s.estate.similar;
