
import type { UnreadAmount } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface MessagesState {
  unreadMessages: number;
  isUpdating: boolean;
  error: string | null;
}

export const initialMessagesState: MessagesState = { unreadMessages: 0, isUpdating: false, error: null };

export const unreadRequest = actionCreator('messages/unreadRequest');
export const unreadSuccess = actionCreator<UnreadAmount>('messages/unreadSuccess');
export const unreadFailure = actionCreator<string>('messages/unreadFailure');
/** one message was read: the count goes down by one, never below zero */
export const unreadReduce = actionCreator('messages/unreadReduce');
/** start refreshing the count periodically (browser only; ignored on the server) */
export const startUnreadRefresh = actionCreator('messages/startRefresh');
export const stopUnreadRefresh = actionCreator('messages/stopRefresh');

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

type S = { messages: MessagesState };

export const selectUnreadMessages = (s: S): number => s.messages.unreadMessages;
export const selectMessagesUpdating = (s: S): boolean => s.messages.isUpdating;
export const selectMessagesError = (s: S): string | null => s.messages.error;
