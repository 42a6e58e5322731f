// Visitors' reports of a listing (shared/contract/reports.ts): signed in or not, limited per IP.
import type { FastifyInstance } from 'fastify';
import { reportEstate as reportEndpoint } from '../../shared/contract/reports.ts';
import { byIp } from '../http/rate-limit.ts';
import { route } from '../http/route.ts';
import { reportEstate } from './service.ts';

export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    reportEndpoint,
    async (request) => {
      const { hidden, ...received } = await reportEstate(app.db, {
        aliasId: request.params.aliasId,
        userId: request.user?.id,
        address: request.ip,
        body: request.body,
        hideAt: app.config.reportsHideAt,
      });
      request.log.info({ reportId: received.reportId, reason: received.reason, hidden }, 'listing reported');
      return received;
    },
    { preHandler: [app.limit('reports-ip', app.limits.reportsPerIp, byIp)] },
  );
}
