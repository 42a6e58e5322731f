// The message screens for the registry (client/app/screens.ts): the boxes, a message, a new message.
import type { ScreenEntries } from '../../lib/screens.ts';
import { pageParam } from '../../lib/paging.ts';
import { boxParam, composeParams } from './query.ts';
import { fetchMessageList, openMessage, prepareCompose } from './slice.ts';

export const screens = {
  messages: {
    load: () => import('./screens/MessagesScreen.tsx'),
    prefetch: (_match, location) => fetchMessageList({ box: boxParam(location.search), page: pageParam(location.search) }),
  },
  newMessage: {
    load: () => import('./screens/NewMessageScreen.tsx'),
    prefetch: (_match, location) => prepareCompose(composeParams(location.search)),
  },
  message: { load: () => import('./screens/MessageScreen.tsx'), prefetch: (match) => openMessage({ id: match.params.messageId }) },
} satisfies ScreenEntries;
