// Messages of the private area: the list, one message (opening it marks it read: the badge goes down
// by one, or is fetched anew when it is not known whether the message was unread), the context of a
// new message (recipient, listing, the message replied to) and sending.
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Estate, ListMeta, Message, PublicUser, UnreadAmount, User, UserRef } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import { FORM, apiErrorToFormErrors, msg, toApiFailure, type FormErrors } from '../../lib/forms/errors.ts';
import { unreadReduce, unreadSuccess } from '../unreadCount/slice.ts';
import { pageLoadFinished, pageLoadStarted } from '../root/slice.ts';
import { loadPageData } from '../root/sagas.ts';
import { selectUserData } from '../user/slice.ts';
import {
  composeReady, fetchMessageList, messageListFailed, messageListLoaded, messageOpenFailed, messageOpened, messageSent, openMessage, prepareCompose,
  sendFailed, sendMessage,
} from './slice.ts';
import { selectPrivateMessages } from './slice.ts';
import { MESSAGES_ON_PAGE, type PrivateMessagesState } from './slice.ts';

function* listWorker(action: ReturnType<typeof fetchMessageList>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const { box, page } = action.payload;
  const result = yield call(loadPageData, 'messages', () =>
    api.get<{ values: Message[]; meta: ListMeta }>('/api/messages', { query: { box, page, onPage: MESSAGES_ON_PAGE } }),
  );
  if (result.ok) yield put(messageListLoaded(result.data));
  else yield put(messageListFailed());
}

function* openWorker(action: ReturnType<typeof openMessage>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const { id } = action.payload;
  const before: PrivateMessagesState = yield select(selectPrivateMessages);
  const known = before.list.values.find((m) => m._id === id);
  const result = yield call(loadPageData, 'message', () => api.get<Message>(`/api/messages/${encodeURIComponent(id)}`));
  if (!result.ok) {
    yield put(messageOpenFailed());
    return;
  }
  const message: Message = result.data;
  yield put(messageOpened(message));
  const me: User | null = yield select(selectUserData);
  if (!me || message.to._id !== me._id) return;
  if (known) {
    if (known.readAt === null) yield put(unreadReduce());
    return;
  }
  try {
    const res: UnreadAmount = yield call(api.get, '/api/messages/unread-amount');
    yield put(unreadSuccess(res));
  } catch {
    // the periodic refresh will correct the badge
  }
}

const reSubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

function* prepareWorker(action: ReturnType<typeof prepareCompose>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const me: User | null = yield select(selectUserData);
  const { re, estate: estateAlias, subject } = action.payload;
  let to = action.payload.to ?? '';
  let recipient: UserRef | null = null;
  let estate: { aliasId: string; title: Record<string, string> } | null = null;
  let subjectText = subject ?? '';
  yield put(pageLoadStarted());
  try {
    if (re) {
      try {
        const original: Message = yield call(api.get, `/api/messages/${encodeURIComponent(re)}`);
        recipient = original.from._id === me?._id ? original.to : original.from;
        to = recipient.aliasId;
        if (!subjectText) subjectText = reSubject(original.subject);
        if (original.estate) estate = { aliasId: original.estate.aliasId, title: original.estate.title ?? {} };
      } catch {
        // no such message: an empty form
      }
    }
    if (estateAlias && !estate) {
      try {
        const e: Estate = yield call(api.get, `/api/estate/${encodeURIComponent(estateAlias)}`);
        estate = { aliasId: e.aliasId, title: e.title };
        if (!to && e.owner) {
          to = e.owner.aliasId;
          recipient = e.owner;
        }
      } catch {
        // an unknown listing is simply not shown
      }
    }
    if (to && !recipient) {
      try {
        const user: PublicUser = yield call(api.get, `/api/user/aliasId/${encodeURIComponent(to)}`);
        recipient = user;
      } catch {
        // unknown recipient: the id stays in the field; sending names the problem
      }
    }
  } finally {
    yield put(pageLoadFinished());
  }
  yield put(composeReady({ to, recipient, estate, subject: subjectText }));
}

/** The message form's fields (components/messages/MessageForm.tsx). */
const MESSAGE_FIELDS = ['to', 'subject', 'body', 'estateAliasId'];

/** A refused message as form errors. */
export function sendErrors(err: unknown): FormErrors {
  const failure = toApiFailure(err);
  return apiErrorToFormErrors(failure, MESSAGE_FIELDS, {
    codes: {
      SELF_RECIPIENT: { field: 'to', message: msg('privateMessages.errors.self') },
      UNKNOWN_RECIPIENT: { field: 'to', message: msg('privateMessages.errors.unknownRecipient') },
      UNKNOWN_ESTATE: { message: msg('privateMessages.errors.unknownEstate') },
    },
  });
}

function* sendWorker(action: ReturnType<typeof sendMessage>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  try {
    const res: { message: Message } = yield call(api.post, '/api/messages', action.payload);
    yield put(messageSent(res.message));
  } catch (err) {
    yield put(sendFailed(sendErrors(err)));
  }
}

export function* privateMessagesSaga(): Generator {
  yield takeLatest(fetchMessageList.type, listWorker);
  yield takeLatest(openMessage.type, openWorker);
  yield takeLatest(prepareCompose.type, prepareWorker);
  yield takeLatest(sendMessage.type, sendWorker);
}
