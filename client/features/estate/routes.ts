// The estate feature's screens for the registry (client/app/screens.ts): code, prefetch and title.
import type { ScreenEntries } from '../../lib/screens.ts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/core/constants.ts';
import type { RouteMatch } from '../../../shared/routing/routes.ts';
import { pickLocalized } from '../../lib/localized.ts';
import { fetchEstate } from './slice.ts';
import type { EstateFeatureState } from './slice.ts';

const estateScreen = {
  load: () => import('./screens/EstateScreen.tsx'),
  prefetch: (match: RouteMatch) => (match.params.aliasId ? fetchEstate({ aliasId: match.params.aliasId }) : null),
  title: ({ state, match, t }: { state: { estate: EstateFeatureState; language: { current: Language } }; match: RouteMatch; t: TFunction }) => {
    const e = state.estate.aliasId === match.params.aliasId ? state.estate.estate : null;
    return (e && pickLocalized(e.title, state.language.current)?.text) || t('titles.estate');
  },
};

export const screens = { estate: estateScreen } satisfies ScreenEntries;
