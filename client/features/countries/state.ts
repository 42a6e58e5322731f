import type { FetchStatus, Language } from '../../../shared/constants.ts';
import type { Country, CountryInfo } from '../../../shared/types.ts';

export interface CountriesState {
  /** GET /api/geodata/countries: every country with its estate count */
  list: { status: FetchStatus; lang: Language | null; values: Country[] };
  /** SPEC §3 "Country info" of the current /countries/:countryCode page */
  guide: { key: string | null; status: FetchStatus; info: CountryInfo | null };
}

export const initialCountriesState: CountriesState = {
  list: { status: 'notFetched', lang: null, values: [] },
  guide: { key: null, status: 'notFetched', info: null },
};

/** The guide's identity: a country in a language. */
export const guideKey = (countryCode: string, lang: Language) => `${countryCode}:${lang}`;
