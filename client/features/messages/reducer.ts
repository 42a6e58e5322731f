import type { Action } from 'redux';
import { unreadFailure, unreadReduce, unreadRequest, unreadSuccess } from './actions.ts';
import { initialMessagesState, type MessagesState } from './state.ts';

export function messagesReducer(state: MessagesState = initialMessagesState, action: Action): MessagesState {
  if (unreadRequest.match(action)) return { ...state, isUpdating: true };
  if (unreadSuccess.match(action)) {
    const n = Number(action.payload?.unreadAmount);
    return { unreadMessages: Number.isFinite(n) && n > 0 ? Math.floor(n) : 0, isUpdating: false, error: null };
  }
  if (unreadFailure.match(action)) return { ...state, isUpdating: false, error: action.payload };
  if (unreadReduce.match(action)) return { ...state, unreadMessages: Math.max(0, state.unreadMessages - 1) };
  return state;
}
