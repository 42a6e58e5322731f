// What other features use of the unread badge: its count, the actions that refresh or lower it, and
// the call that fetches it.
export { getUnreadAmount } from './api.ts';
export { selectNewLeads, selectUnreadMessages, startUnreadRefresh, stopUnreadRefresh, unreadReduce, unreadRequest, unreadSuccess } from './slice.ts';
