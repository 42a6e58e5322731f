// Plans, subscriptions and the provision resources they grant, and the orders and payments that buy
// them. The free plan is subscribed at once; a paid plan or a top offer is an order paid by card.
import { Type, type Static } from 'typebox';
import { CURRENCIES, RESOURCE_TYPES, SUBSCRIPTION_STATUSES } from '../core/constants.ts';
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
  summary: 'Subscribe to a free plan (active at once); a paid plan answers 409 USE_ORDERS: it is bought through POST /api/billing/orders',
  tags: ['billing'],
  access: 'session',
  body: SubscribeBody,
  response: { 201: Type.Object({ subscription: Subscription }), ...errorResponses(400, 401, 404, 409) },
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

// ---------------------------------------------------------------------------------------------
// Orders and payments. An order is created by the user and moves pending → paid | failed | canceled
// only through the payment provider's events (the webhook), never through a client's word. Amounts
// are minor units of the order's currency, taken from the stored price, never from the client.

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['plan', 'product'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const PRODUCTS = ['top-offer'] as const;
export type Product = (typeof PRODUCTS)[number];
export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** How long a top offer may be bought for, in days. */
export const TOP_OFFER_DAYS = [7, 14, 30] as const;

export const Order = Type.Object(
  {
    _id: Type.String(),
    kind: StringEnum(ORDER_KINDS),
    planId: Type.Optional(Type.String()),
    product: Type.Optional(StringEnum(PRODUCTS)),
    estateAliasId: Type.Optional(Type.String()),
    days: Type.Optional(Type.Integer()),
    amount: Type.Integer({ description: 'minor units of currency (cents, kopecks)' }),
    currency: StringEnum(CURRENCIES),
    status: StringEnum(ORDER_STATUSES),
    paymentId: Nullable(Type.String({ description: 'the payment intent; null when a resource credit paid the order' })),
    failureCode: Nullable(Type.String({ description: 'why the last payment attempt failed, e.g. card_declined' })),
    createdAt: IsoDate,
    paidAt: Nullable(IsoDate),
  },
  { title: 'Order' },
);
export type Order = Static<typeof Order>;

/** What the order page needs to take the card: the provider, the intent's client secret and, for Stripe, the publishable key. */
export const Payment = Type.Object(
  {
    provider: StringEnum(PAYMENT_PROVIDERS),
    clientSecret: Type.String(),
    publishableKey: Type.Optional(Type.String()),
  },
  { title: 'Payment' },
);
export type Payment = Static<typeof Payment>;

export const OrderWithPayment = Type.Object(
  { order: Order, payment: Nullable(Payment) },
  { title: 'OrderWithPayment', description: 'payment is null when nothing is left to pay (a credit paid it, or the order is no longer pending)' },
);
export type OrderWithPayment = Static<typeof OrderWithPayment>;

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'a repeated POST with the same key answers the same order' }),
  ),
});

export const CreateOrderBody = Body({ planId: Id, currency: Type.Optional(StringEnum(CURRENCIES, { default: 'eur' })) });
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const createOrder = endpoint({
  method: 'POST',
  path: '/api/billing/orders',
  operationId: 'createOrder',
  summary: "Order a paid plan: the amount is the plan's stored price in the chosen currency; answers the payment to confirm on the order page",
  tags: ['billing'],
  access: 'session',
  headers: IdempotencyHeaders,
  body: CreateOrderBody,
  response: { 201: OrderWithPayment, ...errorResponses(400, 401, 404, 409) },
});

const OrderParams = Type.Object({ orderId: Id });

export const getOrder = endpoint({
  method: 'GET',
  path: '/api/billing/orders/{orderId}',
  operationId: 'getOrder',
  summary: 'An order and, while it is pending, its payment (owner only)',
  tags: ['billing'],
  access: 'session',
  params: OrderParams,
  response: { 200: OrderWithPayment, ...errorResponses(400, 401, 404) },
});

export const CreateProductOrderBody = Body({
  product: StringEnum(PRODUCTS),
  estateAliasId: Type.String({ minLength: 1, maxLength: 200 }),
  days: Type.Integer({ minimum: 1, maximum: 365, description: `one of ${TOP_OFFER_DAYS.join(', ')}` }),
  currency: Type.Optional(StringEnum(CURRENCIES, { default: 'eur' })),
  useCredit: Type.Optional(Type.Boolean({ default: false, description: "spend a TOP_OFFER credit of the user's plan instead of paying" })),
});
export type CreateProductOrderBody = Static<typeof CreateProductOrderBody>;

export const createProductOrder = endpoint({
  method: 'POST',
  path: '/api/billing/product-orders',
  operationId: 'createProductOrder',
  summary: "Promote one's own published estate to a top offer for some days, paid by card or by a TOP_OFFER credit",
  tags: ['billing'],
  access: 'session',
  headers: IdempotencyHeaders,
  body: CreateProductOrderBody,
  response: { 201: OrderWithPayment, ...errorResponses(400, 401, 403, 404, 409) },
});

const ProductOrderParams = Type.Object({ productOrderId: Id });

export const getProductOrder = endpoint({
  method: 'GET',
  path: '/api/billing/product-orders/{productOrderId}',
  operationId: 'getProductOrder',
  summary: 'A product order and, while it is pending, its payment (owner only)',
  tags: ['billing'],
  access: 'session',
  params: ProductOrderParams,
  response: { 200: OrderWithPayment, ...errorResponses(400, 401, 404) },
});

export const WebhookAnswer = Type.Object({ received: Type.Boolean(), ignored: Type.Optional(Type.String()) }, { title: 'WebhookAnswer' });

export const billingWebhook = endpoint({
  method: 'POST',
  path: '/api/billing/webhook',
  operationId: 'billingWebhook',
  summary: "The payment provider's events, signed (Stripe-Signature over the raw body, 5-minute tolerance); idempotent",
  description:
    'An unknown payment, a wrong amount or currency, or an event delivered twice changes nothing and is answered 200 with `ignored`; a bad signature is answered 400.',
  tags: ['billing'],
  access: 'public',
  headers: Type.Object({ 'stripe-signature': Type.String({ minLength: 1, maxLength: 2000 }) }),
  response: { 200: WebhookAnswer, ...errorResponses(400) },
});

// ---------------------------------------------------------------------------------------------
// The local test-mode card provider (no Stripe keys): it keeps Stripe's contract — a payment intent
// with a client secret, confirmed from the order page, then a signed webhook event to
// /api/billing/webhook — and Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
// is declined, 4000 0027 6000 3184 asks for authentication first. No real charge is ever made.
// These two endpoints exist only in local mode; the client secret is the proof, as with Stripe.

export const LOCAL_PAYMENT_STATUSES = ['succeeded', 'requires_action', 'failed'] as const;

export const LocalPaymentResult = Type.Object(
  {
    status: StringEnum(LOCAL_PAYMENT_STATUSES),
    failureCode: Type.Optional(Type.String({ description: 'card_declined, authentication_failed, expired_card, incorrect_cvc, …' })),
  },
  { title: 'LocalPaymentResult' },
);
export type LocalPaymentResult = Static<typeof LocalPaymentResult>;

const LocalPaymentParams = Type.Object({ paymentId: Id });

export const ConfirmLocalPaymentBody = Body({
  clientSecret: Type.String({ minLength: 1, maxLength: 300 }),
  cardNumber: Type.String({ minLength: 12, maxLength: 23, pattern: '^[0-9 ]+$' }),
  expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  expYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
  cvc: Type.String({ pattern: '^[0-9]{3,4}$' }),
});
export type ConfirmLocalPaymentBody = Static<typeof ConfirmLocalPaymentBody>;

export const confirmLocalPayment = endpoint({
  method: 'POST',
  path: '/api/billing/local/payments/{paymentId}/confirm',
  operationId: 'confirmLocalPayment',
  summary: 'Test mode only: pay a payment intent with a test card (no real charge)',
  tags: ['billing'],
  access: 'public',
  params: LocalPaymentParams,
  body: ConfirmLocalPaymentBody,
  response: { 200: LocalPaymentResult, ...errorResponses(400, 404, 409) },
});

export const AuthenticateLocalPaymentBody = Body({ clientSecret: Type.String({ minLength: 1, maxLength: 300 }), approve: Type.Boolean() });
export type AuthenticateLocalPaymentBody = Static<typeof AuthenticateLocalPaymentBody>;

export const authenticateLocalPayment = endpoint({
  method: 'POST',
  path: '/api/billing/local/payments/{paymentId}/authenticate',
  operationId: 'authenticateLocalPayment',
  summary: "Test mode only: the card holder's answer to the authentication step (3-D Secure)",
  tags: ['billing'],
  access: 'public',
  params: LocalPaymentParams,
  body: AuthenticateLocalPaymentBody,
  response: { 200: LocalPaymentResult, ...errorResponses(400, 404, 409) },
});
