// The billing screens' decisions as plain functions (no React, no store), so they can be tested on
// their own: where an order is paid and watched, the card form's checks, what a payment failure says,
// what a status page shows, and what is left of a user's resources.
import { safeReturnTo } from '../../../shared/routing/guards.ts';
import { UNLIMITED } from '../../../shared/core/constants.ts';
import { luhnValid } from '../../../shared/billing/card.ts';
import type { OrderStatus, Plan, Resource, TOP_OFFER_DAYS } from '../../../shared/contract/billing.ts';
import { FORM, msg, type FieldMessage, type FormErrors } from '../../lib/forms/errors.ts';
import type { OrderKind } from './query.ts';

export { orderKindOf, type OrderKind } from './query.ts';
export { resourcesLeft, type ResourceLeft } from './account.ts';

/** How long a top offer may be bought for, in days (the contract's list: a difference is a type error). */
export const PROMOTE_DAYS: typeof TOP_OFFER_DAYS = [7, 14, 30];

/** How often a status page asks for the order, and when it gives up. */
export const POLL_INTERVAL_MS = 1_500;
export const POLL_GIVE_UP_MS = 120_000;

/** The order page of an order: a product order says so in its query, since it is read from another endpoint. */
export function orderPagePath(kind: OrderKind, orderId: string, returnTo: string | null = null): string {
  return withQuery(`/private/order/${encodeURIComponent(orderId)}`, { kind: kind === 'product' ? 'product' : null, returnTo });
}

/** A path with the given query parameters (null ones left out). */
function withQuery(path: string, params: Record<string, string | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Where the user came from and goes back to once a plan is active (the guided listing flow sends
 * `?returnTo=/advert/publish`): a same-site path only, else null.
 */
export function returnToOf(search: string): string | null {
  const raw = new URLSearchParams(search).get('returnTo');
  if (!raw) return null;
  const safe = safeReturnTo(raw, '');
  return safe || null;
}

/** The status page that watches an order until it is paid or failed. */
export function statusPagePath(kind: OrderKind, orderId: string, returnTo: string | null = null): string {
  const path =
    kind === 'product'
      ? `/private/check-product-order-status/${encodeURIComponent(orderId)}`
      : `/private/check-order-status/${encodeURIComponent(orderId)}`;
  return withQuery(path, { returnTo });
}

/** Whether a plan costs nothing (then it is subscribed at once, no order). */
export const isFreePlan = (p: Pick<Plan, 'prices'> & { isFree?: boolean }): boolean => p.isFree ?? Object.values(p.prices).every((x) => x === 0);

/**
 * The plans a user may change to: those the current plan's `upgradableTo` names ('all': every plan),
 * never the current one. Without a current plan every plan is offered.
 */
export function changeablePlans(plans: readonly Plan[], current: Pick<Plan, '_id' | 'upgradableTo'> | null, pastDue = false): Plan[] {
  if (!current) return [...plans];
  const to = current.upgradableTo;
  // a past-due plan (its renewal charge failed) is offered again: paying it by another card keeps it
  return plans.filter((p) => (p._id === current._id ? pastDue : to === 'all' || to.includes(p._id)));
}

// ---------------------------------------------------------------------------------------------
// The test-mode card form

export interface CardValues {
  number: string;
  /** MM/YY as typed */
  expiry: string;
  cvc: string;
}

export const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;
export const emptyCard: CardValues = { number: '', expiry: '', cvc: '' };

/** The card number's digits. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** "04/30", "4/2030", "04 / 30" → {month: 4, year: 2030}; null when it is not a month and a year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The browser's checks of the card form; `now` decides whether an expiry date is past. */
export function validateCard(values: CardValues, now: Date = new Date()): FormErrors {
  const errors: FormErrors = {};
  const digits = cardDigits(values.number);
  if (digits === '') errors.number = msg('forms.errors.required');
  else if (!luhnValid(digits)) errors.number = msg('billing.card.errors.number');
  const exp = parseExpiry(values.expiry);
  if (values.expiry.trim() === '') errors.expiry = msg('forms.errors.required');
  else if (!exp) errors.expiry = msg('billing.card.errors.expiryFormat');
  else if (exp.year < now.getFullYear() || (exp.year === now.getFullYear() && exp.month < now.getMonth() + 1))
    errors.expiry = msg('billing.payErrors.expiredCard');
  if (values.cvc.trim() === '') errors.cvc = msg('forms.errors.required');
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = msg('billing.card.errors.cvc');
  return errors;
}

/** The card as the test-mode provider's confirm call takes it (after validateCard passed). */
export function cardForConfirm(values: CardValues): { cardNumber: string; expMonth: number; expYear: number; cvc: string } {
  const exp = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
  return { cardNumber: cardDigits(values.number), expMonth: exp.month, expYear: exp.year, cvc: values.cvc.trim() };
}

// ---------------------------------------------------------------------------------------------
// Payment failures, from either provider, as localized messages (beside a field where one is meant)

/**
 * A payment failure code (the test-mode provider's `failureCode`, an order's `failureCode`, or a
 * Stripe error's `code` / `decline_code`) as form errors: the card's fields where the code names
 * one, else a message for the whole form.
 */
export function paymentFailure(code: string | null | undefined): FormErrors {
  switch (code) {
    case 'incorrect_number':
    case 'invalid_number':
    case 'incomplete_number':
      return { number: msg('billing.card.errors.number') };
    case 'expired_card':
      return { expiry: msg('billing.payErrors.expiredCard') };
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'incomplete_expiry':
      return { expiry: msg('billing.card.errors.expiryFormat') };
    case 'incorrect_cvc':
    case 'invalid_cvc':
    case 'incomplete_cvc':
      return { cvc: msg('billing.payErrors.incorrectCvc') };
    default:
      return { [FORM]: paymentFailureMessage(code) };
  }
}

/** The one message a failure code shows where no field can carry it (status page, Stripe's card element). */
export function paymentFailureMessage(code: string | null | undefined): FieldMessage {
  switch (code) {
    case 'card_declined':
    case 'generic_decline':
    case 'insufficient_funds':
    case 'lost_card':
    case 'stolen_card':
    case 'do_not_honor':
    case 'fraudulent':
      return msg('billing.payErrors.cardDeclined');
    case 'authentication_failed':
    case 'authentication_required':
    case 'payment_intent_authentication_failure':
    case 'authentication_canceled':
      return msg('billing.payErrors.authenticationFailed');
    case 'expired_card':
      return msg('billing.payErrors.expiredCard');
    case 'incorrect_cvc':
    case 'invalid_cvc':
      return msg('billing.payErrors.incorrectCvc');
    case 'incorrect_number':
    case 'invalid_number':
      return msg('billing.card.errors.number');
    case 'processing_error':
      return msg('billing.payErrors.processing');
    case 'payment_intent_unexpected_state':
      return msg('billing.payErrors.notPayable');
    default:
      return msg('billing.payErrors.generic');
  }
}

/** What Stripe.js reports (`StripeError`), reduced to what decides the message. */
export interface StripeErrorLike {
  type?: string;
  code?: string;
  decline_code?: string;
}

/**
 * A Stripe.js error as a localized message: card errors by their code (a decline by its code, the
 * decline code says no more than "declined" to the buyer), authentication failures, a request
 * refused for its options (our fault, not the card's), the card element's own errors, the network.
 */
export function stripeFailure(error: StripeErrorLike): FormErrors {
  switch (error.type) {
    case 'card_error':
    case 'validation_error':
      return paymentFailure(error.code === 'card_declined' ? 'card_declined' : (error.code ?? error.decline_code));
    case 'invalid_request_error':
      if (error.code === 'payment_intent_authentication_failure') return { [FORM]: msg('billing.payErrors.authenticationFailed') };
      if (error.code === 'payment_intent_unexpected_state') return { [FORM]: msg('billing.payErrors.notPayable') };
      return { [FORM]: msg('billing.payErrors.badOptions') };
    case 'api_connection_error':
      return { [FORM]: msg('forms.errors.network') };
    case 'rate_limit_error':
      return { [FORM]: msg('forms.errors.tooManyRequests') };
    default:
      return { [FORM]: paymentFailureMessage(error.code) };
  }
}

// ---------------------------------------------------------------------------------------------
// Status pages

export type WatchOutcome = 'waiting' | 'paid' | 'failed' | 'canceled' | 'refunded' | 'timeout';

/** What a status page says of an order after `elapsedMs` of watching: done when paid, failed, canceled or refunded; else wait, up to the limit. */
export function decideStatus(status: OrderStatus | null, elapsedMs: number, giveUpMs = POLL_GIVE_UP_MS): WatchOutcome {
  if (status === 'paid' || status === 'failed' || status === 'canceled' || status === 'refunded') return status;
  return elapsedMs >= giveUpMs ? 'timeout' : 'waiting';
}

/** The next step a status page offers once the order is settled. */
export function nextStep(
  kind: OrderKind,
  outcome: WatchOutcome,
  orderId: string,
  returnTo: string | null = null,
): { href: string; label: string } | null {
  if (outcome === 'paid' && kind === 'plan' && returnTo) return { href: returnTo, label: 'billing.status.continue' };
  if (outcome === 'paid')
    return kind === 'plan'
      ? { href: '/private/addnewestate', label: 'billing.status.publish' }
      : { href: '/private/myestates', label: 'billing.status.backToMyEstates' };
  if (outcome === 'failed') return { href: orderPagePath(kind, orderId, returnTo), label: 'billing.status.tryAnotherCard' };
  if (outcome === 'canceled' || outcome === 'refunded')
    return {
      href: kind === 'plan' ? '/private/changeplan' : '/private/myestates',
      label: kind === 'plan' ? 'billing.status.choosePlan' : 'billing.status.backToMyEstates',
    };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Resources

/** How many top-offer credits are left to spend: -1 for unlimited, else limit minus used (never below 0). */
export function topOfferCredits(resources: readonly Resource[] | null | undefined): number {
  const r = (resources ?? []).find((x) => x.type === 'TOP_OFFER');
  if (!r) return 0;
  if (r.limit === UNLIMITED) return UNLIMITED;
  return Math.max(0, r.limit - (r.used ?? 0));
}
