// Estate routes (registered under /api):
//   GET    /estate/search?…filters…&topOffersSeparately=true → {meta, values, topOffers}
//   GET    /estate/my?page&onPage&status                  → the caller's own estates
//   GET    /estate/:aliasId                               → an estate (drafts only for their owner)
//   POST   /estate                                        → 201 estate; publishes unless status "draft"
//   PATCH  /estate/:aliasId                               → estate; owner only
//   DELETE /estate/:aliasId                               → 204; owner only
// Photos live in api/routes/photos.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errors } from '../errors.ts';
import { currentUser, optionalUser, requireUser } from '../http/auth.ts';
import { errorResponses, NoContent } from '../http/schema-common.ts';
import { searchEstates, type SearchQuery } from './search.ts';
import { findEstate, listMyEstates } from './read.ts';
import { createEstate, deleteEstate, updateEstate, type EstateInput, type EstatePatch } from './write.ts';
import {
  AliasParams, CreateEstateBody, CurrencyQuery, EstateListSchema, EstateSchema, MyQuerySchema, PatchEstateBody, SearchQuerySchema,
  SearchResultSchema,
} from '../../shared/contract/estates.ts';

/** Search forms send empty fields (`price_gte=`); like the search-query codec, they mean "no filter". */
async function dropEmptyQueryValues(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}

/** The path of the first string holding a NUL character (PostgreSQL cannot store one), if any. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nulPath(v, `${path}/${k}`);
      if (found) return found;
    }
  }
  return null;
}

async function rejectNul(request: FastifyRequest): Promise<void> {
  const found = nulPath(request.params, 'params') ?? nulPath(request.query, 'querystring') ?? nulPath(request.body, 'body');
  if (found) throw errors.invalidField(found, 'must not contain NUL characters');
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bearer = [{ bearer: [] }];
  const tags = ['estates'];
  // runs for the routes of this plugin only
  app.addHook('preValidation', rejectNul);

  app.get(
    '/estate/search',
    {
      preValidation: [dropEmptyQueryValues],
      schema: {
        tags,
        summary: 'Published estates by the filters of the search state; list values match any; prices compare in eur',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchEstates(app.db, request.query as SearchQuery),
  );

  app.get(
    '/estate/my',
    {
      preHandler: [requireUser],
      schema: { tags, security: bearer, querystring: MyQuerySchema, response: { 200: EstateListSchema, ...errorResponses(400, 401) } },
    },
    async (request) => listMyEstates(app.db, currentUser(request), request.query),
  );

  app.get(
    '/estate/:aliasId',
    {
      preHandler: [optionalUser],
      schema: { tags, params: AliasParams, querystring: CurrencyQuery, response: { 200: EstateSchema, ...errorResponses(400, 404) } },
    },
    async (request) => findEstate(app.db, request.params.aliasId, request.user, request.query.currency),
  );

  app.post(
    '/estate',
    {
      preHandler: [requireUser],
      schema: {
        tags,
        security: bearer,
        summary: 'Create an estate; it is published (using a PUBLICATION resource) unless status is "draft"',
        body: CreateEstateBody,
        response: { 201: EstateSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const estate = await createEstate(app.db, currentUser(request), request.body as EstateInput);
      request.log.info({ estateId: estate._id, status: estate.status }, 'estate created');
      return reply.code(201).send(estate);
    },
  );

  app.patch(
    '/estate/:aliasId',
    {
      preHandler: [requireUser],
      schema: {
        tags,
        security: bearer,
        summary: 'Change an estate; publishing it again uses a PUBLICATION resource',
        params: AliasParams,
        body: PatchEstateBody,
        response: { 200: EstateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const estate = await updateEstate(app.db, currentUser(request), request.params.aliasId, request.body as EstatePatch);
      request.log.info({ estateId: estate._id, status: estate.status }, 'estate changed');
      return estate;
    },
  );

  app.delete(
    '/estate/:aliasId',
    {
      preHandler: [requireUser],
      schema: { tags, security: bearer, params: AliasParams, response: { 204: NoContent, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      const keys = await deleteEstate(app.db, currentUser(request), request.params.aliasId);
      // files after the commit: a failed removal leaves an orphan file, never a row without its file
      for (const key of keys) {
        await app.media.remove(key).catch(() => undefined);
        await app.media.remove(key.replace(/\.webp$/, '.thumb.webp')).catch(() => undefined);
      }
      request.log.info({ aliasId: request.params.aliasId, photos: keys.length }, 'estate deleted');
      return reply.code(204).send(null);
    },
  );
};

export default routes;
