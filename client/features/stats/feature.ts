// The stats feature (issue 24, item 1), declared once (client/lib/feature.ts): the statistics of
// one's own listing, /private/stats/:aliasId, linked from My listings. No store part: the screen
// loads its numbers itself once shown (they change every few seconds, nothing to render first), and
// its chart library (uPlot) loads only with this screen. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';

export default defineFeature({
  key: 'stats',
  screens: {
    stats: {
      path: '/private/stats/:aliasId',
      guard: { private: true },
      load: () => import('./screens/StatsScreen.tsx'),
    },
  },
});
