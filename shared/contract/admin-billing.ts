// The operator area's billing (issue 23, items 7 and 8), admins only (api/admin/guard.ts: 401 signed
// out, 403 FORBIDDEN for a moderator or a user, 403 MFA_REQUIRED without two-factor sign-in): orders
// listed and refunded in full, plan prices changed, exchange rates looked at and overridden for a
// day. Every change writes the audit trail in its own transaction.
import { Type, type Static } from 'typebox';
import { CURRENCIES } from '../core/constants.ts';
import { Body, Id, IsoDate, ListMeta, Nullable, pagingQuery, StringEnum } from './common.ts';
import { ORDER_KINDS, ORDER_STATUSES, Plan, PRODUCTS, Resource } from './billing.ts';
import { CurrencyInfo } from './geodata.ts';
import { endpoint, errorResponses } from './http.ts';

export const ADMIN_ORDERS_ON_PAGE = 20;
/** The largest plan price an admin may set, in minor units (one million in euro, dollars or roubles ×100). */
export const MAX_PLAN_PRICE = 100_000_000;
/** How long an override of an exchange rate stays current. */
export const RATE_OVERRIDE_MS = 24 * 3600_000;

export const AdminOrdersQuery = Type.Object({
  ...pagingQuery(ADMIN_ORDERS_ON_PAGE),
  status: Type.Optional(StringEnum(ORDER_STATUSES)),
  q: Type.Optional(Type.String({ maxLength: 200, description: 'an order id, or part of the customer’s e-mail address, any case' })),
});
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;

/** An order as admins see it: the customer, and the refund once asked for. */
export const AdminOrder = Type.Object(
  {
    _id: Type.String(),
    kind: StringEnum(ORDER_KINDS),
    planId: Nullable(Type.String()),
    product: Nullable(StringEnum(PRODUCTS)),
    estateAliasId: Nullable(Type.String()),
    days: Nullable(Type.Integer()),
    amount: Type.Integer({ description: 'minor units of currency' }),
    currency: StringEnum(CURRENCIES),
    status: StringEnum(ORDER_STATUSES),
    provider: Type.String({ description: 'stripe, local (test mode) or credit (a plan’s resource paid it)' }),
    paymentId: Nullable(Type.String()),
    renewal: Type.Boolean(),
    customer: Type.Object({ _id: Type.String(), email: Type.String(), language: Type.String() }),
    createdAt: IsoDate,
    paidAt: Nullable(IsoDate),
    refundRequestedAt: Nullable(IsoDate),
    refundReason: Nullable(Type.String()),
    refundedAt: Nullable(IsoDate),
  },
  { title: 'AdminOrder' },
);
export type AdminOrder = Static<typeof AdminOrder>;

export const AdminOrderList = Type.Object({ meta: ListMeta, values: Type.Array(AdminOrder) }, { title: 'AdminOrderList' });
export type AdminOrderList = Static<typeof AdminOrderList>;

export const RefundBody = Body(
  { reason: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S', description: 'why, for the audit trail' }) },
  { title: 'RefundBody' },
);
export type RefundBody = Static<typeof RefundBody>;

export const listAdminOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  operationId: 'listAdminOrders',
  summary: 'Plan and product orders, newest first, by status and by order id or customer e-mail (admins only)',
  tags: ['admin'],
  access: 'session',
  querystring: AdminOrdersQuery,
  response: { 200: AdminOrderList, ...errorResponses(400, 401, 403) },
});

export const refundOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/{id}/refund',
  operationId: 'refundOrder',
  summary: 'Refund a paid order in full (admins only)',
  description:
    'Through the payment provider (Stripe’s Refunds API, or the local test mode), whose signed charge.refunded event makes the order refunded: a plan’s subscription ends (the free plan comes back and listings beyond its limit are archived, never deleted), a top offer ends, the customer is mailed in their language. 409 ALREADY_REFUNDED for a second refund, 409 ORDER_NOT_PAID for an order that is not paid, 409 NOT_REFUNDABLE for one a plan’s credit paid.',
  tags: ['admin'],
  access: 'session',
  params: Type.Object({ id: Id }),
  body: RefundBody,
  response: { 200: AdminOrder, ...errorResponses(400, 401, 403, 404, 409, 503) },
});

const PriceField = Type.Integer({ minimum: 1, maximum: MAX_PLAN_PRICE, description: 'minor units per period (cents, kopecks)' });

export const PlanPatchBody = Body(
  {
    prices: Type.Optional(
      Body(Object.fromEntries(CURRENCIES.map((c) => [c, PriceField])) as Record<(typeof CURRENCIES)[number], typeof PriceField>, {
        description: 'every currency, positive whole minor units',
      }),
    ),
    resources: Type.Optional(Type.Array(Resource, { minItems: 1, maxItems: 2 })),
    active: Type.Optional(Type.Boolean({ description: 'false: no longer offered (running subscriptions keep it)' })),
  },
  { title: 'PlanPatch' },
);
export type PlanPatchBody = Static<typeof PlanPatchBody>;

export const AdminPlan = Type.Object(
  { ...Plan.properties, active: Type.Boolean(), liveSubscriptions: Type.Integer({ description: 'subscriptions on it that are not canceled' }) },
  { title: 'AdminPlan' },
);
export type AdminPlan = Static<typeof AdminPlan>;

export const listAdminPlans = endpoint({
  method: 'GET',
  path: '/api/admin/plans',
  operationId: 'listAdminPlans',
  summary: 'Every plan, offered or not, with its prices and the subscriptions running on it (admins only)',
  tags: ['admin'],
  access: 'session',
  response: { 200: Type.Array(AdminPlan), ...errorResponses(401, 403) },
});

export const updatePlan = endpoint({
  method: 'PATCH',
  path: '/api/admin/plans/{planId}',
  operationId: 'updatePlan',
  summary: 'Change a plan’s prices, resources or offer (admins only)',
  description:
    'New orders use the new price; a running subscription keeps what it paid for its period and pays the new price at its renewal. A free plan’s prices stay 0 (409 PLAN_IS_FREE).',
  tags: ['admin'],
  access: 'session',
  params: Type.Object({ planId: Id }),
  body: PlanPatchBody,
  response: { 200: AdminPlan, ...errorResponses(400, 401, 403, 404, 409) },
});

export const RateOverride = Type.Object(
  {
    currency: StringEnum(CURRENCIES),
    rate: Type.Number(),
    note: Type.String(),
    by: Nullable(Type.String()),
    createdAt: IsoDate,
    expiresAt: IsoDate,
  },
  { title: 'RateOverride' },
);
export type RateOverride = Static<typeof RateOverride>;

export const AdminRate = Type.Object(
  {
    ...CurrencyInfo.properties,
    fetchedAt: Nullable(Type.String({ format: 'date-time', description: 'when the feed last gave this currency a rate' })),
    override: Nullable(RateOverride),
  },
  { title: 'AdminRate' },
);
export type AdminRate = Static<typeof AdminRate>;

export const listAdminRates = endpoint({
  method: 'GET',
  path: '/api/admin/rates',
  operationId: 'listAdminRates',
  summary: 'The current exchange rates, who published each, when the feed last answered, and any override (admins only)',
  tags: ['admin'],
  access: 'session',
  response: { 200: Type.Array(AdminRate), ...errorResponses(401, 403) },
});

export const RateOverrideBody = Body(
  {
    currency: StringEnum(CURRENCIES.filter((c) => c !== 'eur') as ['usd', 'rub']),
    rate: Type.Number({
      minimum: 0.000001,
      maximum: 1_000_000,
      description: 'units of the currency per 1 eur, above 0 (OpenAPI 3.0 has no numeric exclusiveMinimum)',
    }),
    note: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'why, shown in the audit trail' }),
  },
  { title: 'RateOverrideBody' },
);
export type RateOverrideBody = Static<typeof RateOverrideBody>;

export const overrideRate = endpoint({
  method: 'POST',
  path: '/api/admin/rates/override',
  operationId: 'overrideRate',
  summary: 'Override a currency’s exchange rate for 24 hours, with a note (admins only)',
  description: 'The rate is current at once and for a day, whatever the feed brings meanwhile; then the feed’s latest rate is current again.',
  tags: ['admin'],
  access: 'session',
  body: RateOverrideBody,
  response: { 200: AdminRate, ...errorResponses(400, 401, 403) },
});
