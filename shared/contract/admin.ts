// The operator area's api (issue 23): every /api/admin/* endpoint needs a role (admin implies
// moderator) and two-factor sign-in enrolled: 401 signed out, 403 FORBIDDEN without the role, 403
// MFA_REQUIRED with the role but no second factor (api/admin/guard.ts).
import { Type, type Static } from 'typebox';
import { Body, Id, ListMeta, LocalizedText, Nullable, pagingQuery, StringEnum } from './common.ts';
import { CURRENCIES, ESTATE_MODERATIONS, ESTATE_STATUSES } from '../core/constants.ts';
import { REPORT_REASONS } from './limits.ts';
import { AliasParams } from './estate-inputs.ts';
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
    isRealtor: Type.Boolean(),
    blockedAt: Nullable(Type.String({ format: 'date-time' })),
    blockedReason: Nullable(Type.String()),
    verified: Type.Boolean(),
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

// ---- issue 23, items 3 (rest), 4, 5 and 9 (rest) --------------------------------------------------

/** The operator's reason: required where a listing is taken down or an account blocked. */
const Reason = Type.String({
  minLength: 1,
  maxLength: 1000,
  description: 'why, as the operator writes it (mailed to the owner on unpublish and reject)',
});

export const ADMIN_LIST_ON_PAGE = 20;

export const AdminReportsQuery = Type.Object({
  status: Type.Optional(StringEnum(['open'] as const, { default: 'open', description: 'only open reports are listed' })),
  ...pagingQuery(ADMIN_LIST_ON_PAGE),
});
export type AdminReportsQuery = Static<typeof AdminReportsQuery>;

const ReasonCounts = Type.Object(
  Object.fromEntries(REPORT_REASONS.map((r) => [r, Type.Integer()])) as Record<(typeof REPORT_REASONS)[number], ReturnType<typeof Type.Integer>>,
);

export const ReportedListing = Type.Object(
  {
    estateId: Type.String(),
    aliasId: Type.String(),
    title: LocalizedText,
    ownerId: Type.String(),
    hiddenAt: Nullable(Type.String({ format: 'date-time' })),
    reports: Type.Integer(),
    reporters: Type.Integer(),
    reasons: ReasonCounts,
    firstAt: Type.String({ format: 'date-time' }),
    lastAt: Type.String({ format: 'date-time' }),
    items: Type.Array(
      Type.Object({
        reason: StringEnum(REPORT_REASONS),
        message: Nullable(Type.String()),
        createdAt: Type.String({ format: 'date-time' }),
        userId: Nullable(Type.String()),
      }),
    ),
  },
  { title: 'ReportedListing' },
);
export const ReportedListingList = Type.Object({ meta: ListMeta, values: Type.Array(ReportedListing) }, { title: 'ReportedListingList' });

export const AdminDashboard = Type.Object(
  {
    openReports: Type.Integer({ minimum: 0, description: 'listings with open reports' }),
    pending: Type.Integer({ minimum: 0, description: 'listings waiting for review' }),
    importsRunning: Type.Integer({ minimum: 0, description: 'feed imports queued or running' }),
    today: Type.Optional(
      Type.Object(
        {
          orders: Type.Integer({ minimum: 0, description: 'orders paid since midnight UTC (refunded ones included)' }),
          revenue: Type.Array(Type.Object({ currency: StringEnum(CURRENCIES), amount: Type.Integer({ description: 'minor units' }) })),
        },
        { description: 'admins only' },
      ),
    ),
  },
  { title: 'AdminDashboard' },
);
export type AdminDashboard = Static<typeof AdminDashboard>;

export const getAdminDashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  operationId: 'getAdminDashboard',
  summary: "The operator area's dashboard: open reports, listings waiting, imports running; for admins today's orders and revenue per currency",
  tags: ['admin'],
  access: 'session',
  response: { 200: AdminDashboard, ...errorResponses(401, 403) },
});

export const listAdminReports = endpoint({
  method: 'GET',
  path: '/api/admin/reports',
  operationId: 'listAdminReports',
  summary: 'Open reports grouped per listing, with counts per reason (moderators and admins)',
  tags: ['admin'],
  access: 'session',
  querystring: AdminReportsQuery,
  response: { 200: ReportedListingList, ...errorResponses(400, 401, 403) },
});

export const ADMIN_ESTATE_STATUSES = [...ESTATE_MODERATIONS, ...ESTATE_STATUSES, 'hidden'] as const;

export const AdminEstatesQuery = Type.Object({
  ...pagingQuery(ADMIN_LIST_ON_PAGE),
  status: Type.Optional(
    StringEnum(ADMIN_ESTATE_STATUSES, {
      description:
        'a moderation state (approved, pending, rejected, unpublished), an owner status (draft, published, archived) or hidden (by reports)',
    }),
  ),
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'part of the aliasId, of a title, or of the owner’s e-mail address or name, any case' }),
  ),
});
export type AdminEstatesQuery = Static<typeof AdminEstatesQuery>;

/** A listing as operators see it, whatever its state. */
export const AdminEstate = Type.Object(
  {
    _id: Type.String(),
    aliasId: Type.String(),
    title: LocalizedText,
    status: StringEnum(ESTATE_STATUSES),
    moderation: StringEnum(ESTATE_MODERATIONS),
    moderationReason: Nullable(Type.String()),
    moderatedAt: Nullable(Type.String({ format: 'date-time' })),
    hiddenAt: Nullable(Type.String({ format: 'date-time' })),
    public: Type.Boolean({ description: 'anyone may see it now' }),
    openReports: Type.Integer(),
    owner: Type.Object({ _id: Type.String(), aliasId: Type.String(), email: Type.String(), blocked: Type.Boolean() }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'AdminEstate' },
);
export type AdminEstate = Static<typeof AdminEstate>;
export const AdminEstateList = Type.Object({ meta: ListMeta, values: Type.Array(AdminEstate) }, { title: 'AdminEstateList' });
export type AdminEstateList = Static<typeof AdminEstateList>;

export const MODERATION_ACTIONS = ['unpublish', 'restore', 'dismiss_reports', 'approve', 'reject'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ModerationBody = Body(
  {
    action: StringEnum(MODERATION_ACTIONS),
    reason: Type.Optional(Reason),
  },
  { title: 'ModerationBody' },
);
export type ModerationBody = Static<typeof ModerationBody>;

export const listAdminEstates = endpoint({
  method: 'GET',
  path: '/api/admin/estates',
  operationId: 'listAdminEstates',
  summary: 'Any listing, by state and text, latest change first (moderators and admins)',
  tags: ['admin'],
  access: 'session',
  querystring: AdminEstatesQuery,
  response: { 200: AdminEstateList, ...errorResponses(400, 401, 403) },
});

export const moderateEstate = endpoint({
  method: 'POST',
  path: '/api/admin/estates/{aliasId}/moderation',
  operationId: 'moderateEstate',
  summary: 'Unpublish, restore, approve or reject a listing, or dismiss its reports (moderators and admins)',
  description:
    'unpublish (reason required): out of every public read, its open reports closed as upheld, the owner mailed the reason in their language; the owner may edit it, which asks for another review. restore: public again, reports dismissed. dismiss_reports: reports closed as dismissed, shown again if reports hid it. approve / reject (reason required): a listing waiting for review (MODERATION=pre or after an edit), 409 NOT_PENDING otherwise. Every action writes an audit entry in the same transaction.',
  tags: ['admin'],
  access: 'session',
  params: AliasParams,
  body: ModerationBody,
  response: { 200: AdminEstate, ...errorResponses(400, 401, 403, 404, 409) },
});

export const BlockBody = Body({ reason: Reason }, { title: 'BlockBody' });

export const blockUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/block',
  operationId: 'blockUser',
  summary:
    'Block an account: its sessions end at once, sign-in answers 403 ACCOUNT_BLOCKED, its listings leave every public read (moderators and admins)',
  description: 'An account holding an operator role cannot be blocked (409 OPERATOR_ACCOUNT): take its roles first.',
  tags: ['admin'],
  access: 'session',
  params: UserIdParams,
  body: BlockBody,
  response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404, 409) },
});

export const unblockUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/unblock',
  operationId: 'unblockUser',
  summary: 'Unblock an account: sign-in works again and its listings are back (moderators and admins)',
  tags: ['admin'],
  access: 'session',
  params: UserIdParams,
  response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
});

export const verifyUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/verify',
  operationId: 'verifyUser',
  summary: 'Give a realtor the verified badge (admins only)',
  description: 'Only a realtor account can be verified (409 NOT_REALTOR).',
  tags: ['admin'],
  access: 'session',
  params: UserIdParams,
  response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404, 409) },
});

export const unverifyUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/{id}/unverify',
  operationId: 'unverifyUser',
  summary: 'Take the verified badge away (admins only)',
  tags: ['admin'],
  access: 'session',
  params: UserIdParams,
  response: { 200: AdminUser, ...errorResponses(400, 401, 403, 404) },
});

export const AuditQuery = Type.Object({
  ...pagingQuery(50),
  actor: Type.Optional(Type.String({ maxLength: 100, description: 'the operator’s user id' })),
  action: Type.Optional(Type.String({ maxLength: 60, description: 'e.g. estate.unpublish, user.block, roles.change, reports.close' })),
  target: Type.Optional(
    Type.String({ maxLength: 200, pattern: '^[a-z_]+(:.+)?$', description: 'a target type (estate, user) or type:id, e.g. user:42' }),
  ),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object(
  {
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    actor: Type.String(),
    action: Type.String(),
    target: Type.String({ description: 'type:id, e.g. estate:17 or user:42 (the form the target filter takes)' }),
    reason: Nullable(Type.String()),
    before: Type.Optional(Type.Unknown()),
    after: Type.Optional(Type.Unknown()),
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditList = Type.Object({ meta: ListMeta, values: Type.Array(AuditEntry) }, { title: 'AuditList' });
export type AuditList = Static<typeof AuditList>;

export const listAudit = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  operationId: 'listAudit',
  summary: 'The operators’ audit trail, newest first, filtered by actor, action and target (admins only)',
  tags: ['admin'],
  access: 'session',
  querystring: AuditQuery,
  response: { 200: AuditList, ...errorResponses(400, 401, 403) },
});
