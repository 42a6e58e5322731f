// The message screens for the registry (client/app/screens.ts): the boxes, a message, a new message.
import type { ScreenEntries } from '../../lib/screens.ts';
import { withFeature } from '../../store/lazyFeatures.ts';
import { pageParam } from '../../lib/paging.ts';
import { boxParam, composeParams } from './query.ts';
import { fetchMessageList, openMessage, prepareCompose } from './actions.ts';

export const screens = {
  messages: {
    load: withFeature('messages', () => import('./screens/MessagesScreen.tsx')),
    prefetch: (_match, location) => fetchMessageList({ box: boxParam(location.search), page: pageParam(location.search) }),
  },
  newMessage: {
    load: withFeature('messages', () => import('./screens/NewMessageScreen.tsx')),
    prefetch: (_match, location) => prepareCompose(composeParams(location.search)),
  },
  message: {
    load: withFeature('messages', () => import('./screens/MessageScreen.tsx')),
    prefetch: (match) => openMessage({ id: match.params.messageId }),
  },
} satisfies ScreenEntries;
