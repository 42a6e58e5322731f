// The countries feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { countriesReducer } from './slice.ts';
import { countryHead } from './head.ts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/core/constants.ts';
import { countryName, normalizeCountryCode } from '../../../shared/geo/countries.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { fetchCountries, fetchCountryGuide } from './actions.ts';

const countriesScreen = {
  load: () => import('./screens/CountriesScreen.tsx'),
  prefetch: () => fetchCountries(),
};

const countryScreen = {
  load: () => import('./screens/CountryScreen.tsx'),
  prefetch: (match: RouteMatch) => fetchCountryGuide({ countryCode: match.params.countryCode ?? '' }),
  title: ({ state, match, t }: { state: { language: { current: Language } }; match: RouteMatch; t: TFunction }) => {
    const cc = normalizeCountryCode(match.params.countryCode);
    return cc ? t('seo.countryTitle', { country: countryName(cc, state.language.current) }) : t('titles.country');
  },
};

export default defineFeature({
  key: 'countries',
  lazy: () => import('./store.ts'),
  screens: {
    countries: { ...countriesScreen, path: '/countries' },
    country: { ...countryScreen, path: '/countries/:countryCode', head: process.env.BROWSER === 'true' ? undefined : countryHead },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    countries: ReturnType<typeof countriesReducer>;
  }
}
