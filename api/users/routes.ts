// The signed-in user's own record, the public user directory (realtors) and public profiles.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../errors.ts';
import { currentUser, requireUser } from '../http/auth.ts';
import { CountryCodeSchema, errorResponses, listMeta, ListMetaSchema, pagingQuery, StringEnum } from '../http/schema-common.ts';
import { CurrentUserSchema, OwnUserSchema, ProfileSchema, UpdateUserBody } from '../../shared/contract/users.ts';
import { updateProfile } from '../auth/service.ts';
import { listSubscriptions } from '../billing/subscriptions.ts';
import { findUserById, ownUser, publicUser, userColumns, type UserRow } from './service.ts';

const ORDERS = {
  estates: 'published DESC, u.last_name, u.first_name, u.id',
  name: 'u.last_name, u.first_name, u.id',
  newest: 'u.created_at DESC, u.id',
} as const;

const ListQuery = Type.Object({
  ...pagingQuery(20),
  isRealtor: Type.Optional(Type.Boolean({ description: 'only true: private persons are not listed' })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  countryCode: Type.Optional(CountryCodeSchema),
  orderBy: Type.Optional(StringEnum(Object.keys(ORDERS) as (keyof typeof ORDERS)[], { default: 'estates' })),
});

const PUBLISHED = `(SELECT count(*) FROM estates e WHERE e.owner_id = u.id AND e.status = 'published')::integer`;

type ProfileRow = UserRow & { published: number };
const profile = (row: ProfileRow) => ({ ...publicUser(row), estates: { published: Number(row.published) } });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const bearer = [{ bearer: [] }];

  app.get(
    '/user/current',
    { preHandler: [requireUser], schema: { tags: ['users'], security: bearer, response: { 200: CurrentUserSchema, ...errorResponses(401) } } },
    async (request) => {
      const { id } = currentUser(request);
      const row = await findUserById(app.db, id);
      if (!row) throw errors.unauthorized();
      return { user: ownUser(row), subscriptions: await listSubscriptions(app.db, id) };
    },
  );

  app.patch(
    '/user/current',
    {
      preHandler: [requireUser],
      schema: {
        tags: ['users'],
        security: bearer,
        summary: 'Change profile fields; the place may come flat (countryCode, area, city) or as geoData',
        body: UpdateUserBody,
        response: { 200: Type.Object({ user: OwnUserSchema }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const row = await updateProfile(app.db, currentUser(request).id, request.body);
      request.log.info({ userId: row.id }, 'profile updated');
      return { user: ownUser(row) };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'The realtor directory; q matches names and company',
        querystring: ListQuery,
        response: { 200: Type.Object({ meta: ListMetaSchema, values: Type.Array(ProfileSchema) }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { page = 1, onPage = 20, isRealtor, q, countryCode, orderBy = 'estates' } = request.query;
      // the directory lists realtors only: private persons are reachable by aliasId, never enumerable
      if (isRealtor === false) throw errors.invalidField('querystring/isRealtor', 'must be true: only realtors are listed');
      const where: string[] = ['u.is_realtor'];
      const params: unknown[] = [];
      if (countryCode) {
        params.push(countryCode.toUpperCase());
        where.push(`u.country_code = $${params.length}`);
      }
      const term = q?.trim();
      if (term) {
        params.push(`%${term.replace(/[\\%_]/g, '\\$&')}%`);
        const p = `$${params.length}`;
        where.push(`(u.first_name ILIKE ${p} OR u.last_name ILIKE ${p} OR u.company ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p})`);
      }
      const clause = `WHERE ${where.join(' AND ')}`;
      const total = (await app.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM users u ${clause}`, params)).rows[0].n;
      const rows = await app.db.query<ProfileRow>(
        `SELECT ${userColumns('u')}, ${PUBLISHED} AS published FROM users u ${clause}
          ORDER BY ${ORDERS[orderBy]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, onPage, (page - 1) * onPage],
      );
      return { meta: listMeta(page, onPage, Number(total)), values: rows.rows.map(profile) };
    },
  );

  app.get(
    '/user/aliasId/:aliasId',
    {
      schema: {
        tags: ['users'],
        summary: 'A public profile with the number of published estates',
        params: Type.Object({ aliasId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: ProfileSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const r = await app.db.query<ProfileRow>(`SELECT ${userColumns('u')}, ${PUBLISHED} AS published FROM users u WHERE u.alias_id = $1`, [
        request.params.aliasId,
      ]);
      if (!r.rows[0]) throw errors.notFound('user');
      return profile(r.rows[0]);
    },
  );
};

export default routes;
