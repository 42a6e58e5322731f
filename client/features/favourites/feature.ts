// The favourites feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import { favouritesSaga } from './sagas.ts';
import { favouritesReducer, fetchFavouriteList } from './slice.ts';

export default defineFeature({
  key: 'favourites',
  reducer: favouritesReducer,
  saga: favouritesSaga,
  screens: {
    favourites: {
      privateNav: { order: 30, label: 'favourites.title' },
      path: '/private/favourites',
      guard: { private: true },
      load: () => import('./screens/FavouritesScreen.tsx'),
      prefetch: () => fetchFavouriteList(),
      title: ({ t }) => t('favourites.title'),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    favourites: ReturnType<typeof favouritesReducer>;
  }
}
