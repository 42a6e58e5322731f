export interface MessagesState {
  unreadMessages: number;
  isUpdating: boolean;
  error: string | null;
}

export const initialMessagesState: MessagesState = { unreadMessages: 0, isUpdating: false, error: null };
