// Plans, subscriptions and the provision resources they grant. The free plan is subscribed at once;
// paid plans need card payments, which are not built yet, so subscribing to one answers 501.
import { Type, type Static } from 'typebox';
import { CURRENCIES, RESOURCE_TYPES, SUBSCRIPTION_STATUSES } from '../constants.ts';
import { Body, Id, IsoDate, Nullable, StringEnum, TextMap } from './common.ts';
import { endpoint, errorResponses } from './http.ts';

/** A provision resource: limit -1 is unlimited; `used` is there where the api counts the user's use. */
export const Resource = Type.Object(
  {
    type: StringEnum(RESOURCE_TYPES),
    limit: Type.Integer({ description: '-1: unlimited' }),
    used: Type.Optional(Type.Integer()),
  },
  { title: 'Resource' },
);
export type Resource = Static<typeof Resource>;

/** Minor units (cents, kopecks) per period in every currency; all 0 for a free plan. */
export const Prices = Type.Object(
  Object.fromEntries(CURRENCIES.map((c) => [c, Type.Integer()])) as Record<(typeof CURRENCIES)[number], ReturnType<typeof Type.Integer>>,
  { title: 'Prices' },
);
export type Prices = Static<typeof Prices>;

const UpgradableTo = Type.Union([Type.Literal('all'), Type.Array(Type.String())], { description: 'the plans this one may be changed to' });
export const PLAN_PERIODS = ['month', 'year'] as const;
const Period = Nullable(StringEnum(PLAN_PERIODS, { description: 'null: endless' }));
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export const Plan = Type.Object(
  {
    _id: Type.String(),
    name: TextMap,
    prices: Prices,
    period: Period,
    resources: Type.Array(Resource),
    upgradableTo: UpgradableTo,
    isInitial: Type.Boolean(),
    isFree: Type.Boolean(),
  },
  { title: 'Plan' },
);
export type Plan = Static<typeof Plan>;

export const Subscription = Type.Object(
  {
    _id: Type.String(),
    status: StringEnum(SUBSCRIPTION_STATUSES),
    renew: Type.Boolean(),
    plan: Type.Object({ _id: Type.String(), name: TextMap, upgradableTo: UpgradableTo, period: Period, prices: Prices }),
    currentPeriodEndsAt: Nullable(IsoDate),
    resources: Type.Object({
      meta: Type.Object({ total: Type.Integer() }),
      values: Type.Array(Resource),
    }),
    createdAt: IsoDate,
    canceledAt: Nullable(IsoDate),
  },
  { title: 'Subscription' },
);
export type Subscription = Static<typeof Subscription>;
/** the same schema under its former name (users.ts takes it for the current user's answer) */
export const SubscriptionSchema = Subscription;

const PlanList = Type.Array(Plan, { title: 'PlanList' });

// ---------------------------------------------------------------------------------------------
// Endpoints

export const listInitialPlans = endpoint({
  method: 'GET',
  path: '/api/billing/initial-plans',
  operationId: 'listInitialPlans',
  summary: 'The plans a new user chooses from',
  tags: ['billing'],
  access: 'public',
  response: { 200: PlanList, ...errorResponses(400) },
});

export const listPlans = endpoint({
  method: 'GET',
  path: '/api/billing/plans',
  operationId: 'listPlans',
  summary: 'Every plan on offer, prices in minor units of each currency',
  tags: ['billing'],
  access: 'public',
  response: { 200: PlanList, ...errorResponses(400) },
});

export const SubscribeBody = Body({ planId: Id });
export type SubscribeBody = Static<typeof SubscribeBody>;

export const subscribe = endpoint({
  method: 'POST',
  path: '/api/billing/subscribe',
  operationId: 'subscribe',
  summary: 'Subscribe to a plan: a free plan is active at once; paid plans answer 501 until payments exist',
  tags: ['billing'],
  access: 'session',
  body: SubscribeBody,
  response: { 201: Type.Object({ subscription: Subscription }), ...errorResponses(400, 401, 404, 409, 501) },
});

export const ToggleRenewBody = Body({ subscriptionId: Id });
export type ToggleRenewBody = Static<typeof ToggleRenewBody>;

export const toggleRenew = endpoint({
  method: 'POST',
  path: '/api/billing/toggle-renew',
  operationId: 'toggleRenew',
  summary: "Switch a subscription's automatic renewal on or off (owner only)",
  tags: ['billing'],
  access: 'session',
  body: ToggleRenewBody,
  response: { 200: Subscription, ...errorResponses(400, 401, 404) },
});
