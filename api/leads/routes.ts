// Enquiries about a listing (shared/contract/leads.ts): sending one (signed in or not, limited per IP),
// the lister's list of them and a status change with a note (their new count comes with the unread
// messages' count, api/messages/routes.ts).
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/leads.ts';
import { currentUser } from '../http/auth.ts';
import { byIp } from '../http/rate-limit.ts';
import { route } from '../http/route.ts';
import { listLeads, sendLead, updateLead } from './service.ts';

export default async function leadRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    contract.sendLead,
    async (request) => {
      const { leadId, ...received } = await sendLead(
        { db: app.db, mail: app.mail, publicOrigin: app.config.publicOrigin, log: request.log },
        { aliasId: request.params.aliasId, userId: request.user?.id, body: request.body },
      );
      // a honeypot hit has no lead id: logged so operators can see bots, answered the same
      request.log.info({ leadId, thread: received.messageId !== null, honeypot: leadId === null }, 'lead received');
      return received;
    },
    { preHandler: [app.limit('leads-ip', app.limits.leadsPerIp, byIp)] },
  );

  route(app, contract.listLeads, (request) => listLeads(app.db, currentUser(request).id, request.query));

  route(app, contract.updateLead, async (request) => {
    const lead = await updateLead(app.db, currentUser(request).id, request.params.id, request.body);
    request.log.info({ leadId: lead._id, status: lead.status }, 'lead updated');
    return lead;
  });
}
