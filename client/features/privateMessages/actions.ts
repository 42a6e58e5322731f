import type { ListMeta, Message, MessageInput } from '../../../shared/types.ts';
import type { FormErrors } from '../../components/forms/messages.ts';
import type { MessageBox } from '../../components/messages/MessageList.tsx';
import { actionCreator } from '../../store/action.ts';
import type { ComposeContext } from './state.ts';

export const fetchMessageList = actionCreator<{ box: MessageBox; page: number }>('privateMessages/fetchList');
export const messageListLoaded = actionCreator<{ values: Message[]; meta: ListMeta }>('privateMessages/listLoaded');
export const messageListFailed = actionCreator('privateMessages/listFailed');

export const openMessage = actionCreator<{ id: string }>('privateMessages/open');
export const messageOpened = actionCreator<Message>('privateMessages/opened');
export const messageOpenFailed = actionCreator('privateMessages/openFailed');

/** page data of /private/messages/new?to=&estate=&re= */
export const prepareCompose = actionCreator<{ to: string | null; estate: string | null; re: string | null; subject: string | null }>('privateMessages/prepare');
export const composeReady = actionCreator<Omit<ComposeContext, 'status' | 'key'>>('privateMessages/composeReady');

export const sendMessage = actionCreator<MessageInput>('privateMessages/send');
export const messageSent = actionCreator<Message>('privateMessages/sent');
export const sendFailed = actionCreator<FormErrors>('privateMessages/sendFailed');
