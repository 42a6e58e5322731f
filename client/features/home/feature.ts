// The home feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import { homeHead } from './head.ts';
import { homeSaga } from './sagas.ts';
import { fetchHome, homeReducer } from './slice.ts';

export default defineFeature({
  key: 'home',
  reducer: homeReducer,
  saga: homeSaga,
  screens: {
    home: {
      path: '/',
      head: process.env.BROWSER === 'true' ? undefined : homeHead,
      dataFailed: (state) => state.home.status === 'failed',
      load: () => import('./screens/HomeScreen.tsx'),
      prefetch: () => fetchHome(),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    home: ReturnType<typeof homeReducer>;
  }
}
