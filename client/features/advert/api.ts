// The flow's own calls (shared/contract/billing.ts): the plans a new account starts from and taking
// the free one in place. The steps run in the browser after hydration (the draft is the browser's),
// so they call the api straight through the gateway, like the photo upload, instead of through a
// saga: the same caller the app's sagas get in the browser.
import type { listInitialPlans as ListInitialPlans, subscribe as Subscribe } from '../../../shared/contract/billing.ts';
import { createApiCaller, endpointCall, type ApiCaller } from '../../lib/api.ts';

export const listInitialPlans = endpointCall<typeof ListInitialPlans>('GET', '/api/billing/initial-plans');
export const subscribe = endpointCall<typeof Subscribe>('POST', '/api/billing/subscribe');

let caller: ApiCaller | null = null;
/** The api through the gateway, with the session cookie (browser only). */
export function browserApi(): ApiCaller {
  caller ??= createApiCaller({ base: '' });
  return caller;
}
