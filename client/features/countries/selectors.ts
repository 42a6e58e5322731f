import type { CountriesState } from './state.ts';

type S = { countries: CountriesState };

export const selectCountryList = (s: S) => s.countries.list;
export const selectCountryGuide = (s: S) => s.countries.guide;
