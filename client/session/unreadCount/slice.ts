// The unread badge: how many received messages are not opened yet, and how many enquiries about the
// user's listings are new (the account box's second count). The store keeps this under the
// key `messages` (client/store/features.ts).
import type { UnreadAmount } from '../../../shared/contract/messages.ts';
import { actionCreator } from '../../store/action.ts';
import type { Action } from 'redux';

export interface UnreadCountState {
  unreadMessages: number;
  /** the enquiries about the user's listings still new (issue 24), from the same call */
  newLeads: number;
  isUpdating: boolean;
  /** why the last refresh failed, for logs and tests; never shown */
  error: string | null;
}

export const initialUnreadCountState: UnreadCountState = { unreadMessages: 0, newLeads: 0, isUpdating: false, error: null };

export const unreadRequest = actionCreator('unreadCount/request');
export const unreadSuccess = actionCreator<UnreadAmount>('unreadCount/success');
export const unreadFailure = actionCreator<string>('unreadCount/failure');
/** one message was read: the count goes down by one, never below zero */
export const unreadReduce = actionCreator('unreadCount/reduce');
/** start refreshing the count periodically (browser only; ignored on the server) */
export const startUnreadRefresh = actionCreator('unreadCount/startRefresh');
export const stopUnreadRefresh = actionCreator('unreadCount/stopRefresh');

export function unreadCountReducer(state: UnreadCountState = initialUnreadCountState, action: Action): UnreadCountState {
  if (unreadRequest.match(action)) return { ...state, isUpdating: true };
  if (unreadSuccess.match(action)) {
    const count = (v: unknown) => {
      const n = Number(v);
      return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
    };
    return { unreadMessages: count(action.payload?.unreadAmount), newLeads: count(action.payload?.newLeads), isUpdating: false, error: null };
  }
  if (unreadFailure.match(action)) return { ...state, isUpdating: false, error: action.payload };
  if (unreadReduce.match(action)) return { ...state, unreadMessages: Math.max(0, state.unreadMessages - 1) };
  return state;
}

type S = { unreadCount: UnreadCountState };

export const selectUnreadMessages = (s: S): number => s.unreadCount.unreadMessages;
export const selectNewLeads = (s: S): number => s.unreadCount.newLeads;
export const selectUnreadUpdating = (s: S): boolean => s.unreadCount.isUpdating;
export const selectUnreadError = (s: S): string | null => s.unreadCount.error;
