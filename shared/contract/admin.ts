// The operator area's api (issue 23): every /api/admin/* endpoint needs a role (admin implies
// moderator) and two-factor sign-in enrolled: 401 signed out, 403 FORBIDDEN without the role, 403
// MFA_REQUIRED with the role but no second factor (api/admin/guard.ts).
import { Type, type Static } from 'typebox';
import { Body, Id, ListMeta, pagingQuery } from './common.ts';
import { endpoint, errorResponses } from './http.ts';
import { Roles } from './roles.ts';

export const ADMIN_USERS_ON_PAGE = 20;

export const AdminUserQuery = Type.Object({
  ...pagingQuery(ADMIN_USERS_ON_PAGE),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'part of the e-mail address or of the first or last name, any case' })),
});
export type AdminUserQuery = Static<typeof AdminUserQuery>;

/** An account as operators see it. */
export const AdminUser = Type.Object(
  {
    _id: Type.String(),
    aliasId: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    roles: Roles,
    createdAt: Type.String({ format: 'date-time' }),
    mfaEnrolled: Type.Boolean(),
  },
  { title: 'AdminUser' },
);
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserList = Type.Object({ meta: ListMeta, values: Type.Array(AdminUser) }, { title: 'AdminUserList' });
export type AdminUserList = Static<typeof AdminUserList>;

export const SetRolesBody = Body(
  {
    roles: Type.Array(Type.String({ maxLength: 40 }), {
      maxItems: 10,
      description: 'every role the account is to hold: admin, moderator; [] for none',
    }),
  },
  { title: 'SetRoles' },
);
export type SetRolesBody = Static<typeof SetRolesBody>;

export const UserIdParams = Type.Object({ id: Id });

export const listAdminUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  operationId: 'listAdminUsers',
  summary: 'Accounts by e-mail address or name, newest first (moderators and admins)',
  tags: ['admin'],
  access: 'session',
  querystring: AdminUserQuery,
  response: { 200: AdminUserList, ...errorResponses(400, 401, 403) },
});

export const setUserRoles = endpoint({
  method: 'PUT',
  path: '/api/admin/users/{id}/roles',
  operationId: 'setUserRoles',
  summary: 'Set the roles of an account (admins only)',
  description:
    'An unknown role is refused with 400 naming roles; the last admin cannot take away their own admin role (409 LAST_ADMIN). The account keeps needing two-factor sign-in before its role works.',
  tags: ['admin'],
  access: 'session',
  params: UserIdParams,
  body: SetRolesBody,
  response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404, 409) },
});
