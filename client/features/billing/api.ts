// The billing feature's api calls (shared/contract/billing.ts): plans and the free subscription,
// orders of paid plans and of top offers, and the test-mode card provider's two calls. An order is
// created with an Idempotency-Key made once per attempt on the page, so a double click or a retry
// answers the same order.
import type {
  authenticateLocalPayment as AuthenticateLocalPayment,
  confirmLocalPayment as ConfirmLocalPayment,
  createOrder as CreateOrder,
  createProductOrder as CreateProductOrder,
  getOrder as GetOrder,
  getProductOrder as GetProductOrder,
  listInitialPlans as ListInitialPlans,
  listPlans as ListPlans,
  subscribe as Subscribe,
} from '../../../shared/contract/billing.ts';
import { endpointCall } from '../../lib/api.ts';

export const listInitialPlans = endpointCall<typeof ListInitialPlans>('GET', '/api/billing/initial-plans');
export const listPlans = endpointCall<typeof ListPlans>('GET', '/api/billing/plans');
export const subscribe = endpointCall<typeof Subscribe>('POST', '/api/billing/subscribe');
export const createOrder = endpointCall<typeof CreateOrder>('POST', '/api/billing/orders');
export const getOrder = endpointCall<typeof GetOrder>('GET', '/api/billing/orders/{orderId}');
export const createProductOrder = endpointCall<typeof CreateProductOrder>('POST', '/api/billing/product-orders');
export const getProductOrder = endpointCall<typeof GetProductOrder>('GET', '/api/billing/product-orders/{productOrderId}');
export const confirmLocalPayment = endpointCall<typeof ConfirmLocalPayment>('POST', '/api/billing/local/payments/{paymentId}/confirm');
export const authenticateLocalPayment = endpointCall<typeof AuthenticateLocalPayment>('POST', '/api/billing/local/payments/{paymentId}/authenticate');

/** The header a repeated order creation carries so that it answers the first order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A new attempt key: random, 32 hex digits. `crypto.randomUUID` exists only in secure contexts, so
 * the key is made from `getRandomValues`, which every browser and Node has.
 */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
