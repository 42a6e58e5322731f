// The favourites feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { fetchFavouriteList } from './slice.ts';

export const screens = {
  favourites: {
    load: () => import('./screens/FavouritesScreen.tsx'),
    prefetch: () => fetchFavouriteList(),
    title: ({ t }) => t('favourites.title'),
  },
} satisfies ScreenEntries;
