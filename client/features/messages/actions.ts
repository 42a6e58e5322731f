// The messages feature's actions that its manifest (client/features/messages/feature.ts) dispatch: they stay in the
// first-load code while the reducer and saga load with the feature's screens (client/store/lazyFeatures.ts).
import type { MessageBox } from '../../../shared/contract/messages.ts';
import { actionCreator } from '../../store/action.ts';

export const fetchMessageList = actionCreator<{ box: MessageBox; page: number }>('messages/fetchList');
export const openMessage = actionCreator<{ id: string }>('messages/open');
/** page data of /private/messages/new?to=&estate=&re= */
export const prepareCompose = actionCreator<{ to: string | null; estate: string | null; re: string | null; subject: string | null }>(
  'messages/prepare',
);
