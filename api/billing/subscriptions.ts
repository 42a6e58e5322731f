// What a user holds: their live subscriptions and the resources those grant. Other domains ask here
// (the current user's answer lists the subscriptions; estates check the resources before publishing).
import type { Queryable } from '../db/index.ts';
import type { ResourceType } from '../../shared/constants.ts';
import type { Subscription } from '../../shared/contract/billing.ts';
import { selectLiveSubscriptions, selectUsage } from './sql.ts';

/** The user's subscriptions that are not canceled, newest first, with resource use. */
export function listSubscriptions(q: Queryable, userId: string): Promise<Subscription[]> {
  return selectLiveSubscriptions(q, userId);
}

export interface ActiveResource {
  type: ResourceType;
  /** -1: unlimited */
  limit: number;
  used: number;
}

/**
 * What a user may still do: the sum of limits over active subscriptions (any -1 makes it unlimited)
 * against the derived use. Estates call this before publishing or promoting.
 */
export async function activeResources(q: Queryable, userId: string): Promise<Record<ResourceType, ActiveResource>> {
  const subs = await selectLiveSubscriptions(q, userId);
  const used = await selectUsage(q, userId);
  const total: Record<ResourceType, ActiveResource> = {
    PUBLICATION: { type: 'PUBLICATION', limit: 0, used: used.get('PUBLICATION') ?? 0 },
    TOP_OFFER: { type: 'TOP_OFFER', limit: 0, used: used.get('TOP_OFFER') ?? 0 },
  };
  for (const s of subs) {
    if (s.status !== 'active') continue;
    for (const r of s.resources.values) {
      const t = total[r.type];
      if (!t) continue;
      t.limit = t.limit === -1 || r.limit === -1 ? -1 : t.limit + r.limit;
    }
  }
  return total;
}
