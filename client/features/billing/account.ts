// What is left of a user's resources: the account box in the header shows it on every page, so it
// lives apart from the billing screens' code (client/features/billing/model.ts).
import { UNLIMITED } from '../../../shared/core/constants.ts';
import type { Resource } from '../../../shared/contract/billing.ts';

/** One line of the account box: what is left of a resource. */
export interface ResourceLeft {
  type: Resource['type'];
  unlimited: boolean;
  left: number;
  limit: number;
}

/** What is left of each resource the user's active plans grant (nothing for a resource with limit 0). */
export function resourcesLeft(resources: readonly Resource[] | null | undefined): ResourceLeft[] {
  return (resources ?? [])
    .filter((r) => r.limit !== 0)
    .map((r) =>
      r.limit === UNLIMITED
        ? { type: r.type, unlimited: true, left: UNLIMITED, limit: UNLIMITED }
        : { type: r.type, unlimited: false, left: Math.max(0, r.limit - (r.used ?? 0)), limit: r.limit },
    );
}
