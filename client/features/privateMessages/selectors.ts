import type { PrivateMessagesState } from './state.ts';

export const selectPrivateMessages = (s: { privateMessages: PrivateMessagesState }): PrivateMessagesState => s.privateMessages;
