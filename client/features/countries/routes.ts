// The country feature's screens for the registry (client/app/screens.ts): code, prefetch and title.
import { withFeature } from '../../store/lazyFeatures.ts';
import type { ScreenEntries } from '../../lib/screens.ts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/core/constants.ts';
import { countryName, normalizeCountryCode } from '../../../shared/geo/countries.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { fetchCountries, fetchCountryGuide } from './actions.ts';

const countriesScreen = {
  load: withFeature('countries', () => import('./screens/CountriesScreen.tsx')),
  prefetch: () => fetchCountries(),
};

const countryScreen = {
  load: withFeature('countries', () => import('./screens/CountryScreen.tsx')),
  prefetch: (match: RouteMatch) => fetchCountryGuide({ countryCode: match.params.countryCode ?? '' }),
  title: ({ state, match, t }: { state: { language: { current: Language } }; match: RouteMatch; t: TFunction }) => {
    const cc = normalizeCountryCode(match.params.countryCode);
    return cc ? t('seo.countryTitle', { country: countryName(cc, state.language.current) }) : t('titles.country');
  },
};

export const screens = { countries: countriesScreen, country: countryScreen } satisfies ScreenEntries;
