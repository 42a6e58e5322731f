// Data for composite pages: the home page (featured countries with estate counts, latest news).
import type { FastifyInstance } from 'fastify';
import { FALLBACK_LANGUAGE } from '../../shared/core/constants.ts';
import { getHomePage } from '../../shared/contract/pages.ts';
import { route } from '../http/route.ts';
import { homePage } from './service.ts';
import { fromReplica } from '../db/reads.ts';

export default async function pageRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    getHomePage,
    fromReplica((request) => homePage(app.db, request.query.lang ?? FALLBACK_LANGUAGE)),
  );
}
