// The search feature's screens for the registry (client/app/screens.ts): code, prefetch and title.
import type { ScreenEntries } from '../../lib/screens.ts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/constants.ts';
import { countryName, normalizeCountryCode } from '../../../shared/countries.ts';
import type { RouteMatch } from '../../../shared/routes.ts';
import { fetchSearch } from './slice.ts';

const searchScreen = {
  load: () => import('./screens/SearchScreen.tsx'),
  prefetch: (match: RouteMatch, location: { search: string }) =>
    fetchSearch({ search: location.search, countryCode: match.params.countryCode ?? null }),
  title: ({ state, match, t }: { state: { language: { current: Language } }; match: RouteMatch; t: TFunction }) => {
    const cc = normalizeCountryCode(match.params.countryCode);
    return cc ? t('search.titleIn', { country: countryName(cc, state.language.current) }) : t('search.title');
  },
};

export const screens = { search: searchScreen } satisfies ScreenEntries;
