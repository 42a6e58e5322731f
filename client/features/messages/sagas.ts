// Messages of the private area: the list, one message (opening it marks it read: the badge goes down
// by one, or is fetched anew when it is not known whether the message was unread), the context of a
// new message (recipient, listing, the message replied to) and sending.
import { put, select, takeLatest } from 'redux-saga/effects';
import type { LocalizedText } from '../../../shared/contract/common.ts';
import type { Message } from '../../../shared/contract/messages.ts';
import type { UserRef } from '../../../shared/contract/users.ts';
import { callApi } from '../../lib/api.ts';
import { apiErrorToFormErrors, msg, toApiFailure, type FormErrors } from '../../lib/forms/errors.ts';
import { getUnreadAmount, unreadReduce, unreadSuccess } from '../../session/unreadCount/index.ts';
import { loadPageData, pageLoadFinished, pageLoadStarted } from '../../session/root/index.ts';
import { selectUserData } from '../../session/user/index.ts';
import * as messagesApi from './api.ts';
import {
  composeReady,
  fetchMessageList,
  messageListFailed,
  messageListLoaded,
  messageOpenFailed,
  messageOpened,
  messageSent,
  openMessage,
  prepareCompose,
  sendFailed,
  sendMessage,
  selectMessages,
  MESSAGES_ON_PAGE,
  type MessagesState,
} from './slice.ts';

function* listWorker(action: ReturnType<typeof fetchMessageList>): Generator<unknown, void, any> {
  const { box, page } = action.payload;
  const result = yield* loadPageData('messages', () => callApi(messagesApi.listMessages, { query: { box, page, onPage: MESSAGES_ON_PAGE } }));
  if (result.ok) yield put(messageListLoaded(result.data));
  else yield put(messageListFailed());
}

function* openWorker(action: ReturnType<typeof openMessage>): Generator<unknown, void, any> {
  const { id } = action.payload;
  const before: MessagesState = yield select(selectMessages);
  const known = before.list.values.find((m) => m._id === id);
  const result = yield* loadPageData('message', () => callApi(messagesApi.getMessage, { params: { id } }));
  if (!result.ok) {
    yield put(messageOpenFailed());
    return;
  }
  const message = result.data;
  yield put(messageOpened(message));
  const me: { _id: string } | null = yield select(selectUserData);
  if (!me || message.to._id !== me._id) return;
  if (known) {
    if (known.readAt === null) yield put(unreadReduce());
    return;
  }
  try {
    const res = yield* callApi(getUnreadAmount, {});
    yield put(unreadSuccess(res));
  } catch {
    // the periodic refresh will correct the badge
  }
}

const reSubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

function* prepareWorker(action: ReturnType<typeof prepareCompose>): Generator<unknown, void, any> {
  const me: { _id: string } | null = yield select(selectUserData);
  const { re, estate: estateAlias, subject } = action.payload;
  let to = action.payload.to ?? '';
  let recipient: UserRef | null = null;
  let estate: { aliasId: string; title: LocalizedText } | null = null;
  let subjectText = subject ?? '';
  yield put(pageLoadStarted());
  try {
    if (re) {
      try {
        const original: Message = yield* callApi(messagesApi.getMessage, { params: { id: re } });
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
        const e = yield* callApi(messagesApi.getEstate, { params: { aliasId: estateAlias } });
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
        recipient = yield* callApi(messagesApi.getUserProfile, { params: { aliasId: to } });
      } catch {
        // unknown recipient: the id stays in the field; sending names the problem
      }
    }
  } finally {
    yield put(pageLoadFinished());
  }
  yield put(composeReady({ to, recipient, estate, subject: subjectText }));
}

/** The message form's fields (components/MessageForm.tsx). */
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
  try {
    const res = yield* callApi(messagesApi.sendMessage, { body: action.payload });
    yield put(messageSent(res.message));
  } catch (err) {
    yield put(sendFailed(sendErrors(err)));
  }
}

export function* messagesSaga(): Generator {
  yield takeLatest(fetchMessageList.type, listWorker);
  yield takeLatest(openMessage.type, openWorker);
  yield takeLatest(prepareCompose.type, prepareWorker);
  yield takeLatest(sendMessage.type, sendWorker);
}
