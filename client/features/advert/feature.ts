// The advert feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
export default defineFeature({
  key: 'advert',
  screens: {
    advertWhat: { path: '/advert/what', load: () => import('./screens/WhatScreen.tsx'), title: ({ t }) => t('advert.steps.what.title') },
    advertPrice: {
      path: '/advert/price',
      noindex: true,
      load: () => import('./screens/PriceScreen.tsx'),
      title: ({ t }) => t('advert.steps.price.title'),
    },
    advertPhotos: {
      path: '/advert/photos',
      noindex: true,
      load: () => import('./screens/PhotosScreen.tsx'),
      title: ({ t }) => t('advert.steps.photos.title'),
    },
    advertContact: {
      path: '/advert/contact',
      noindex: true,
      needs: ['auth'],
      load: () => import('./screens/ContactScreen.tsx'),
      title: ({ t }) => t('advert.steps.contact.title'),
    },
    advertPlan: {
      path: '/advert/plan',
      noindex: true,
      load: () => import('./screens/PlanScreen.tsx'),
      title: ({ t }) => t('advert.steps.plan.title'),
    },
    advertPublish: {
      path: '/advert/publish',
      noindex: true,
      load: () => import('./screens/PublishScreen.tsx'),
      title: ({ t }) => t('advert.steps.publish.title'),
    },
  },
});
