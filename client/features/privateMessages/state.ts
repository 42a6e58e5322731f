import type { FetchStatus } from '../../../shared/constants.ts';
import type { ListMeta, LocalizedText, Message, UserRef } from '../../../shared/types.ts';
import type { MessageBox } from '../../components/messages/MessageList.tsx';
import { IDLE, type Submission } from '../../components/forms/submission.ts';

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
