// Which order an order page shows, from its query (the routes and the screens read it).
import type { Order } from '../../../shared/contract/billing.ts';

export type OrderKind = Order['kind'];

/** `?kind=product` → product; anything else is a plan order. */
export function orderKindOf(search: string): OrderKind {
  return new URLSearchParams(search).get('kind') === 'product' ? 'product' : 'plan';
}
