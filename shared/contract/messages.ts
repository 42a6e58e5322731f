// Plain-text messages between users, optionally about an estate: the inbox and the sent box, one
// message (opening it as the recipient marks it read), sending, and the unread count of the badge.
import { Type, type Static } from 'typebox';
import { Body, Id, IsoDate, ListMeta, NotBlank, Nullable, pagingQuery, StringEnum, TextMap } from './common.ts';
import { MESSAGE_LIMITS } from './limits.ts';
import { endpoint, errorResponses } from './http.ts';
import { UserRef } from './users.ts';

export const Message = Type.Object(
  {
    _id: Type.String(),
    from: UserRef,
    to: UserRef,
    estate: Nullable(Type.Object({ _id: Type.String(), aliasId: Type.String(), title: TextMap })),
    subject: Type.String(),
    body: Type.String({ description: 'plain text' }),
    createdAt: IsoDate,
    readAt: Nullable(IsoDate),
  },
  { title: 'Message' },
);
export type Message = Static<typeof Message>;

/** What `POST /api/messages` takes: the recipient by aliasId, optionally the estate it is about. */
export const MessageInput = Body(
  {
    to: Type.String({ minLength: 1, maxLength: 100, description: "the recipient's aliasId" }),
    estateAliasId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    subject: NotBlank(MESSAGE_LIMITS.subject),
    body: NotBlank(MESSAGE_LIMITS.body),
  },
  { title: 'MessageInput' },
);
export type MessageInput = Static<typeof MessageInput>;

export const MESSAGE_BOXES = ['inbox', 'sent'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const MESSAGES_ON_PAGE = 20;

export const MessageList = Type.Object({ meta: ListMeta, values: Type.Array(Message) }, { title: 'MessageList' });
export type MessageList = Static<typeof MessageList>;

export const UnreadAmount = Type.Object(
  {
    unreadAmount: Type.Integer({ minimum: 0 }),
    /** the enquiries about the caller's listings still new (issue 24): the account box's second count, in the same call */
    newLeads: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { title: 'UnreadAmount' },
);
export type UnreadAmount = Static<typeof UnreadAmount>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const listMessages = endpoint({
  method: 'GET',
  path: '/api/messages',
  operationId: 'listMessages',
  summary: "A page of the caller's inbox or sent box, newest first",
  tags: ['messages'],
  access: 'session',
  querystring: Type.Object({ ...pagingQuery(MESSAGES_ON_PAGE), box: Type.Optional(StringEnum(MESSAGE_BOXES, { default: 'inbox' })) }),
  response: { 200: MessageList, ...errorResponses(400, 401) },
});

export const getUnreadAmount = endpoint({
  method: 'GET',
  path: '/api/messages/unread-amount',
  operationId: 'getUnreadAmount',
  summary: 'How many messages the caller has received and not opened, and how many enquiries about their listings are new',
  tags: ['messages'],
  access: 'session',
  response: { 200: UnreadAmount, ...errorResponses(401) },
});

export const getMessage = endpoint({
  method: 'GET',
  path: '/api/messages/{id}',
  operationId: 'getMessage',
  summary: 'A message the caller sent or received; opening it as the recipient marks it read',
  tags: ['messages'],
  access: 'session',
  params: Type.Object({ id: Id }),
  response: { 200: Message, ...errorResponses(400, 401, 404) },
});

export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/messages',
  operationId: 'sendMessage',
  summary: 'Send a plain-text message to a user (by aliasId), optionally about an estate',
  tags: ['messages'],
  access: 'session',
  body: MessageInput,
  response: { 201: Type.Object({ message: Message }), ...errorResponses(400, 401, 429) },
});
