// The saved-searches feature's screens for the registry (client/app/screens.ts).
import type { ScreenEntries } from '../../lib/screens.ts';
import { fetchSavedSearches, fetchUnsubscribe } from './slice.ts';

export const screens = {
  savedSearches: {
    load: () => import('./screens/SavedSearchesScreen.tsx'),
    prefetch: () => fetchSavedSearches(),
    title: ({ t }) => t('savedSearches.title'),
  },
  unsubscribeSearch: {
    load: () => import('./screens/UnsubscribeScreen.tsx'),
    prefetch: (_match, location) => {
      const token = new URLSearchParams(location.search).get('token');
      return token ? fetchUnsubscribe({ token }) : null;
    },
    title: ({ t }) => t('savedSearches.unsubscribeTitle'),
  },
} satisfies ScreenEntries;
