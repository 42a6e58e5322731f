// The plans feature's api call (shared/contract/billing.ts).
import type { listPlans as ListPlans } from '../../../shared/contract/billing.ts';
import { endpointCall } from '../../lib/api.ts';

export const listPlans = endpointCall<typeof ListPlans>('GET', '/api/billing/plans');
