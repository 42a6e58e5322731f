// The messages feature, declared once (client/lib/feature.ts): its store part and its screens with
// their routes, data, titles and heads. client/app/features.ts lists it.
import { defineFeature } from '../../lib/feature.ts';
import type { messagesReducer } from './slice.ts';
import { pageParam } from '../../lib/paging.ts';
import { boxParam, composeParams } from './query.ts';
import { fetchMessageList, openMessage, prepareCompose } from './actions.ts';

export default defineFeature({
  key: 'messages',
  lazy: () => import('./store.ts'),
  screens: {
    messages: {
      privateNav: { order: 80, label: 'privateArea.nav.messages', badge: 'unread' },
      path: '/private/messages',
      guard: { private: true },
      load: () => import('./screens/MessagesScreen.tsx'),
      prefetch: (_match, location) => fetchMessageList({ box: boxParam(location.search), page: pageParam(location.search) }),
    },
    newMessage: {
      path: '/private/messages/new',
      guard: { private: true },
      load: () => import('./screens/NewMessageScreen.tsx'),
      prefetch: (_match, location) => prepareCompose(composeParams(location.search)),
    },
    message: {
      path: '/private/messages/:messageId',
      guard: { private: true },
      load: () => import('./screens/MessageScreen.tsx'),
      prefetch: (match) => openMessage({ id: match.params.messageId }),
    },
  },
});

declare module '../../store/state.ts' {
  interface FeatureStates {
    messages: ReturnType<typeof messagesReducer>;
  }
}
