import type { MessagesState } from './state.ts';

type S = { messages: MessagesState };

export const selectUnreadMessages = (s: S): number => s.messages.unreadMessages;
export const selectMessagesUpdating = (s: S): boolean => s.messages.isUpdating;
export const selectMessagesError = (s: S): string | null => s.messages.error;
