// The listing statistics endpoints (shared/contract/stats.ts): the estate page's view beacon, and
// the owner's numbers as JSON and CSV.
import type { FastifyInstance } from 'fastify';
import * as contract from '../../shared/contract/stats.ts';
import { currentUser } from '../http/auth.ts';
import { route } from '../http/route.ts';
import { csvFilename, estateStats, statsCsv } from './service.ts';

export default async function statsRoutes(app: FastifyInstance): Promise<void> {
  // answered at once; nothing is read or written in the database here (but the day's salt, once a day)
  route(app, contract.recordEstateView, async (request) => {
    await app.stats.view({
      aliasId: request.params.aliasId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      userId: request.user?.id,
    });
    return null;
  });

  route(app, contract.getEstateStats, (request) => estateStats(app.db, currentUser(request).id, request.params.aliasId, request.query));

  route(app, contract.exportEstateStats, async (request, reply) => {
    const stats = await estateStats(app.db, currentUser(request).id, request.params.aliasId, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFilename(request.params.aliasId, stats)}"`)
      .header('cache-control', 'private, no-store')
      .send(statsCsv(stats)) as never;
  });
}
