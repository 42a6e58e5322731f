// The message screens' state: the list of a box, the open message, the context of a new message and
// its sending. The store keeps this under the key `messages` (client/store/features.ts).
import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { ListMeta, LocalizedText } from '../../../shared/contract/common.ts';
import type { Message, MessageBox, MessageInput } from '../../../shared/contract/messages.ts';
import type { UserRef } from '../../../shared/contract/users.ts';
import { IDLE, type Submission, BUSY, DONE, failedWith } from '../../lib/forms/submission.ts';
import type { FormErrors } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchMessageList, openMessage, prepareCompose } from './actions.ts';
import type { Action } from 'redux';

export interface ComposeContext {
  status: FetchStatus;
  /** the recipient's id as given (or taken from the listing or the message replied to) */
  to: string;
  recipient: UserRef | null;
  estate: { aliasId: string; title: LocalizedText } | null;
  subject: string;
  /** bumps when the context is ready, so the form starts from it */
  key: number;
}

export interface MessagesState {
  list: { status: FetchStatus; box: MessageBox; values: Message[]; meta: ListMeta };
  current: { status: FetchStatus; message: Message | null };
  compose: ComposeContext;
  send: Submission;
}

export const MESSAGES_ON_PAGE = 20;

export const initialMessagesState: MessagesState = {
  list: { status: 'notFetched', box: 'inbox', values: [], meta: { page: 1, onPage: MESSAGES_ON_PAGE, totalPages: 1, total: 0 } },
  current: { status: 'notFetched', message: null },
  compose: { status: 'notFetched', to: '', recipient: null, estate: null, subject: '', key: 0 },
  send: IDLE,
};

export const messageListLoaded = actionCreator<{ values: Message[]; meta: ListMeta }>('messages/listLoaded');
export const messageListFailed = actionCreator('messages/listFailed');

export const messageOpened = actionCreator<Message>('messages/opened');
export const messageOpenFailed = actionCreator('messages/openFailed');

export const composeReady = actionCreator<Omit<ComposeContext, 'status' | 'key'>>('messages/composeReady');

export const sendMessage = actionCreator<MessageInput>('messages/send');
export const messageSent = actionCreator<Message>('messages/sent');
export const sendFailed = actionCreator<FormErrors>('messages/sendFailed');

export function messagesReducer(state: MessagesState = initialMessagesState, action: Action): MessagesState {
  if (fetchMessageList.match(action)) return { ...state, list: { ...state.list, status: 'fetching', box: action.payload.box } };
  if (messageListLoaded.match(action)) return { ...state, list: { ...state.list, status: 'success', ...action.payload } };
  if (messageListFailed.match(action)) return { ...state, list: { ...state.list, status: 'failed' } };
  if (openMessage.match(action)) return { ...state, current: { status: 'fetching', message: null } };
  if (messageOpened.match(action)) {
    const m = action.payload;
    // the list shows it read from now on
    const values = state.list.values.map((x) => (x._id === m._id ? { ...x, readAt: m.readAt } : x));
    return { ...state, current: { status: 'success', message: m }, list: { ...state.list, values } };
  }
  if (messageOpenFailed.match(action)) return { ...state, current: { status: 'failed', message: null } };
  if (prepareCompose.match(action)) return { ...state, compose: { ...state.compose, status: 'fetching' }, send: IDLE };
  if (composeReady.match(action)) return { ...state, compose: { ...action.payload, status: 'success', key: state.compose.key + 1 } };
  if (sendMessage.match(action)) return { ...state, send: BUSY };
  if (messageSent.match(action)) return { ...state, send: DONE };
  if (sendFailed.match(action)) return { ...state, send: failedWith(action.payload) };
  return state;
}

export const selectMessages = (s: { messages: MessagesState }): MessagesState => s.messages;

export * from './actions.ts';
