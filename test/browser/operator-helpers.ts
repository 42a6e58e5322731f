// Shared by the operator area's Chromium tests (admin*.test.ts): the product started with the demo
// account as an admin, and TOTP codes from a secret (the integration tests' own function).
import { DEMO } from '../helpers/api.ts';

export { codeAt } from '../integration/api-admin-operators-fixtures.ts';

/** startStack's options for the operator tests: no demo estates, the demo account an admin, no sign-in back-off in the way. */
export const OPERATOR_STACK = {
  estates: 0,
  api: { config: { adminEmails: [DEMO.demo.email], rateLimits: { authPerAddress: 1000, authPerIp: 1000 } } },
};
