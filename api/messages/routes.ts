// Messages between users: inbox and sent box, one message (marks read), send, unread count.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser, requireUser } from '../http/auth.ts';
import { byUser } from '../http/rate-limit.ts';
import { Body, errorResponses, listMeta, ListMetaSchema, Nullable, pagingQuery, StringEnum } from '../http/schema-common.ts';
import { UserRefSchema } from '../../shared/contract/users.ts';
import { listMessages, openMessage, sendMessage, unreadAmount } from './service.ts';

const MessageSchema = Type.Object({
  _id: Type.String(),
  from: UserRefSchema,
  to: UserRefSchema,
  estate: Nullable(Type.Object({ _id: Type.String(), aliasId: Type.String(), title: Type.Record(Type.String(), Type.String()) })),
  subject: Type.String(),
  body: Type.String({ description: 'plain text' }),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Nullable(Type.String({ format: 'date-time' })),
});

const NotBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bearer = [{ bearer: [] }];
  app.addHook('preHandler', requireUser);

  app.get(
    '/messages',
    {
      schema: {
        tags: ['messages'],
        security: bearer,
        querystring: Type.Object({ ...pagingQuery(20), box: Type.Optional(StringEnum(['inbox', 'sent'] as const, { default: 'inbox' })) }),
        response: { 200: Type.Object({ meta: ListMetaSchema, values: Type.Array(MessageSchema) }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page = 1, onPage = 20, box = 'inbox' } = request.query;
      const { total, values } = await listMessages(app.db, currentUser(request).id, box, page, onPage);
      return { meta: listMeta(page, onPage, total), values };
    },
  );

  app.get(
    '/messages/unread-amount',
    { schema: { tags: ['messages'], security: bearer, response: { 200: Type.Object({ unreadAmount: Type.Integer() }), ...errorResponses(401) } } },
    async (request) => ({ unreadAmount: await unreadAmount(app.db, currentUser(request).id) }),
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        tags: ['messages'],
        security: bearer,
        summary: 'A message the caller sent or received; opening it as the recipient marks it read',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: MessageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => openMessage(app.db, currentUser(request).id, request.params.id),
  );

  app.post(
    '/messages',
    {
      preHandler: [app.limit('messages-user', app.limits.messagesPerUser, byUser)],
      schema: {
        tags: ['messages'],
        security: bearer,
        summary: 'Send a plain-text message to a user (by aliasId), optionally about an estate',
        body: Body({
          to: Type.String({ minLength: 1, maxLength: 100 }),
          estateAliasId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
          subject: NotBlank(200),
          body: NotBlank(5000),
        }),
        response: { 201: Type.Object({ message: MessageSchema }), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const message = await sendMessage(app.db, user.id, request.body);
      request.log.info({ messageId: message._id, from: user.id }, 'message sent');
      return reply.code(201).send({ message });
    },
  );
};

export default routes;
