import type { Language } from '../../../shared/constants.ts';
import type { Country, CountryInfo } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchCountries = actionCreator('countries/fetch');
export const countriesRequested = actionCreator<{ lang: Language }>('countries/requested');
export const countriesLoaded = actionCreator<{ lang: Language; values: Country[] }>('countries/loaded');
export const countriesFailed = actionCreator<{ lang: Language }>('countries/failed');

export const fetchCountryGuide = actionCreator<{ countryCode: string }>('countries/fetchGuide');
export const guideRequested = actionCreator<{ key: string }>('countries/guideRequested');
export const guideLoaded = actionCreator<{ key: string; info: CountryInfo }>('countries/guideLoaded');
export const guideFailed = actionCreator<{ key: string }>('countries/guideFailed');
