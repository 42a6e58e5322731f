// The initial-plan screen's api calls (shared/contract/billing.ts).
import type { listInitialPlans as ListInitialPlans, subscribe as Subscribe } from '../../../shared/contract/billing.ts';
import { endpointCall } from '../../lib/api.ts';

export const listInitialPlans = endpointCall<typeof ListInitialPlans>('GET', '/api/billing/initial-plans');
export const subscribe = endpointCall<typeof Subscribe>('POST', '/api/billing/subscribe');
