
import type { FetchStatus } from '../../../shared/constants.ts';
import type { ListMeta, LocalizedText, Message, UserRef, MessageInput } from '../../../shared/types.ts';
import type { MessageBox } from './components/MessageList.tsx';
import { IDLE, type Submission, BUSY, DONE, failedWith } from '../../lib/forms/submission.ts';
import type { FormErrors } from '../../lib/forms/errors.ts';
import { actionCreator } from '../../store/action.ts';
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

export interface PrivateMessagesState {
  list: { status: FetchStatus; box: MessageBox; values: Message[]; meta: ListMeta };
  current: { status: FetchStatus; message: Message | null };
  compose: ComposeContext;
  send: Submission;
}

export const MESSAGES_ON_PAGE = 20;

export const initialPrivateMessagesState: PrivateMessagesState = {
  list: { status: 'notFetched', box: 'inbox', values: [], meta: { page: 1, onPage: MESSAGES_ON_PAGE, totalPages: 1, total: 0 } },
  current: { status: 'notFetched', message: null },
  compose: { status: 'notFetched', to: '', recipient: null, estate: null, subject: '', key: 0 },
  send: IDLE,
};

export const fetchMessageList = actionCreator<{ box: MessageBox; page: number }>('privateMessages/fetchList');
export const messageListLoaded = actionCreator<{ values: Message[]; meta: ListMeta }>('privateMessages/listLoaded');
export const messageListFailed = actionCreator('privateMessages/listFailed');

export const openMessage = actionCreator<{ id: string }>('privateMessages/open');
export const messageOpened = actionCreator<Message>('privateMessages/opened');
export const messageOpenFailed = actionCreator('privateMessages/openFailed');

/** page data of /private/messages/new?to=&estate=&re= */
export const prepareCompose = actionCreator<{ to: string | null; estate: string | null; re: string | null; subject: string | null }>('privateMessages/prepare');
export const composeReady = actionCreator<Omit<ComposeContext, 'status' | 'key'>>('privateMessages/composeReady');

export const sendMessage = actionCreator<MessageInput>('privateMessages/send');
export const messageSent = actionCreator<Message>('privateMessages/sent');
export const sendFailed = actionCreator<FormErrors>('privateMessages/sendFailed');

export function privateMessagesReducer(state: PrivateMessagesState = initialPrivateMessagesState, action: Action): PrivateMessagesState {
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

export const selectPrivateMessages = (s: { privateMessages: PrivateMessagesState }): PrivateMessagesState => s.privateMessages;
