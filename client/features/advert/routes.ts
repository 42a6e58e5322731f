// The guided listing flow's screens for the registry (client/app/screens.ts): one per step, each
// titled by its step. No page data: the draft is the browser's.
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';

export const screens = {
  advertWhat: { load: () => import('./screens/WhatScreen.tsx'), title: ({ t }) => t('advert.steps.what.title') },
  advertPrice: { load: () => import('./screens/PriceScreen.tsx'), title: ({ t }) => t('advert.steps.price.title') },
  advertPhotos: { load: () => import('./screens/PhotosScreen.tsx'), title: ({ t }) => t('advert.steps.photos.title') },
  advertContact: { load: withFeature('auth', () => import('./screens/ContactScreen.tsx')), title: ({ t }) => t('advert.steps.contact.title') },
  advertPlan: { load: () => import('./screens/PlanScreen.tsx'), title: ({ t }) => t('advert.steps.plan.title') },
  advertPublish: { load: () => import('./screens/PublishScreen.tsx'), title: ({ t }) => t('advert.steps.publish.title') },
} satisfies ScreenEntries;
