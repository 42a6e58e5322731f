// Messages between users (shared/contract/messages.ts): inbox and sent box, one message (marks it
// read), sending (rate-limited per user), the unread count.
import type { FastifyPluginAsync } from 'fastify';
import { listMeta } from '../../shared/contract/common.ts';
import * as contract from '../../shared/contract/messages.ts';
import { currentUser } from '../http/auth.ts';
import { byUser } from '../http/rate-limit.ts';
import { route } from '../http/route.ts';
import { listMessages, openMessage, sendMessage, unreadAmount } from './service.ts';
import { newLeadsAmount } from '../leads/service.ts';

const routes: FastifyPluginAsync = async (app) => {
  route(app, contract.listMessages, async (request) => {
    const { page = 1, onPage = contract.MESSAGES_ON_PAGE, box = 'inbox' } = request.query;
    const { total, values } = await listMessages(app.db, currentUser(request).id, box, page, onPage);
    return { meta: listMeta(page, onPage, total), values };
  });

  route(app, contract.getUnreadAmount, async (request) => {
    const userId = currentUser(request).id;
    return { unreadAmount: await unreadAmount(app.db, userId), newLeads: await newLeadsAmount(app.db, userId) };
  });

  route(app, contract.getMessage, (request) => openMessage(app.db, currentUser(request).id, request.params.id));

  route(
    app,
    contract.sendMessage,
    async (request) => {
      const user = currentUser(request);
      const message = await sendMessage(app.db, user.id, request.body);
      request.log.info({ messageId: message._id, from: user.id }, 'message sent');
      return { message };
    },
    { preHandler: [app.limit('messages-user', app.limits.messagesPerUser, byUser)] },
  );
};

export default routes;
