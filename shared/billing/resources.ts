// Provision resources: plans grant PUBLICATION and TOP_OFFER resources through subscriptions; a
// PUBLICATION lets a user publish estates up to its limit (-1: unlimited).
import { UNLIMITED, type ResourceType } from '../core/constants.ts';
import type { Resource, Subscription } from '../contract/billing.ts';

/** What these rules read of a subscription (an endless one may leave out its end date). */
export type SubscriptionTerms = Pick<Subscription, 'status'> &
  Partial<Pick<Subscription, 'currentPeriodEndsAt'>> & { resources?: { values?: readonly Resource[] } };

/**
 * Whether a resource allows one more use. PUBLICATION: unlimited (-1), or fewer used than the limit
 * (an unknown `used` counts as 0). TOP_OFFER: never (a top offer is bought per estate, not drawn from a
 * quota).
 */
export function allowsMore(resource: Resource): boolean {
  if (resource.type !== 'PUBLICATION') return false;
  if (resource.limit === UNLIMITED) return true;
  return (resource.used ?? 0) < resource.limit;
}

/**
 * Whether a subscription grants its resources at `now`: active with its period not over (no end date
 * means endless; an unparsable one counts as over), or unpaid or past due (the api ends those).
 */
export function isSubscriptionActive(sub: SubscriptionTerms, now: Date | number = Date.now()): boolean {
  if (sub.status === 'canceled') return false;
  // a renewal charge under way (unpaid) or a failed one within its grace period (past_due) keeps the
  // resources until the api ends the subscription, as the api counts them
  if (sub.status !== 'active') return true;
  if (sub.currentPeriodEndsAt == null) return true;
  const ends = Date.parse(sub.currentPeriodEndsAt);
  const at = typeof now === 'number' ? now : now.getTime();
  return Number.isFinite(ends) && ends > at;
}

/**
 * The resources of the active subscriptions, merged by type: limits add up (any unlimited makes the
 * sum unlimited). `used` is counted per user, not per subscription (the api reports the user's use of
 * a type on every subscription that grants it), so the merged `used` is the largest one given, never
 * a sum that would count the same estates twice. One entry per type that some subscription grants, in
 * the order PUBLICATION, TOP_OFFER.
 */
export function resourcesFromSubscriptions(subs: readonly SubscriptionTerms[] | null | undefined, now: Date | number = Date.now()): Resource[] {
  const merged = new Map<ResourceType, Resource>();
  for (const sub of subs ?? []) {
    if (!isSubscriptionActive(sub, now)) continue;
    for (const r of sub.resources?.values ?? []) {
      const prev = merged.get(r.type);
      if (!prev) {
        merged.set(r.type, { ...r });
        continue;
      }
      prev.limit = prev.limit === UNLIMITED || r.limit === UNLIMITED ? UNLIMITED : prev.limit + r.limit;
      if (r.used !== undefined || prev.used !== undefined) prev.used = Math.max(prev.used ?? 0, r.used ?? 0);
    }
  }
  return (['PUBLICATION', 'TOP_OFFER'] as const).flatMap((t) => (merged.has(t) ? [merged.get(t)!] : []));
}

/**
 * Whether the user holds a PUBLICATION resource at all (the initial-plan rule: without one a signed-in user is sent to choose a plan), used up or
 * not: someone at their limit has a plan and is not sent back to choose one.
 */
export function hasPublicationResource(resources: readonly Resource[] | null | undefined): boolean {
  return (resources ?? []).some((r) => r.type === 'PUBLICATION');
}

/** Whether the user may publish one more estate now. */
export function canPublish(resources: readonly Resource[] | null | undefined): boolean {
  return (resources ?? []).some(allowsMore);
}
