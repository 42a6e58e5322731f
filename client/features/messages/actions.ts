import type { UnreadAmount } from '../../../shared/types.ts';
import { actionCreator } from '../../store/action.ts';

export const unreadRequest = actionCreator('messages/unreadRequest');
export const unreadSuccess = actionCreator<UnreadAmount>('messages/unreadSuccess');
export const unreadFailure = actionCreator<string>('messages/unreadFailure');
/** one message was read: the count goes down by one, never below zero */
export const unreadReduce = actionCreator('messages/unreadReduce');
/** start refreshing the count periodically (browser only; ignored on the server) */
export const startUnreadRefresh = actionCreator('messages/startRefresh');
export const stopUnreadRefresh = actionCreator('messages/stopRefresh');
