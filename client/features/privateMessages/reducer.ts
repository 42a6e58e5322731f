import type { Action } from 'redux';
import { BUSY, DONE, IDLE, failedWith } from '../../components/forms/submission.ts';
import {
  composeReady, fetchMessageList, messageListFailed, messageListLoaded, messageOpenFailed, messageOpened, messageSent, openMessage, prepareCompose,
  sendFailed, sendMessage,
} from './actions.ts';
import { initialPrivateMessagesState, type PrivateMessagesState } from './state.ts';

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
