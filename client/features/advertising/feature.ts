// The advertising feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
export default defineFeature({
  key: 'advertising',
  screens: {
    advertising: { path: '/advertising', load: () => import('./screens/AdvertisingScreen.tsx') },
  },
});
