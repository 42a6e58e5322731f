// Sign-in back-off that grows with repeated failures (docs/decisions/0011). Failures are counted in
// the database (shared by every api instance) per account and client address, and per address alone
// (account '*', for one address trying many accounts). Past a few free failures each further one
// doubles the wait before the next attempt from that address, up to a cap; while it lasts, attempts
// answer 429 with Retry-After and are not even checked. The owner signing in from another address
// has a count of their own and is not locked out by an attacker elsewhere; across addresses the
// account is braked by the rate limit per account (api/auth/routes.ts). A success clears the
// account's count at that address; counts older than `forgetMs` start again.
import type { Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';

export interface LockoutSettings {
  /** failures of one account from one address before the first wait */
  freePerAccount: number;
  /** failures from one address, whatever the account, before the first wait */
  freePerAddress: number;
  /** the first wait; each further failure doubles it */
  baseMs: number;
  /** the longest wait */
  capMs: number;
  /** a count whose last failure is older than this starts again */
  forgetMs: number;
}

export const DEFAULT_LOCKOUT: LockoutSettings = {
  freePerAccount: 5,
  freePerAddress: 20,
  baseMs: 1000,
  capMs: 15 * 60_000,
  forgetMs: 24 * 3_600_000,
};

/** the key of the count per address alone */
export const ANY_ACCOUNT = '*';

/** The wait after the `failures`-th failure: none for the first `free`, then base, 2×base, 4×base, … up to the cap. */
export function backoffMs(failures: number, free: number, s: Pick<LockoutSettings, 'baseMs' | 'capMs'>): number {
  if (failures <= free) return 0;
  const doublings = Math.min(failures - free - 1, 40);
  return Math.min(s.capMs, s.baseMs * 2 ** doublings);
}

export interface Lockout {
  /** 429 with Retry-After while the account at this address, or the address, waits */
  check(account: string, address: string): Promise<void>;
  /** counts a failed sign-in; returns the wait it started in ms (0: none) */
  fail(account: string, address: string): Promise<number>;
  /** a success: the account's count at this address starts again */
  clear(account: string, address: string): Promise<void>;
}

export function createLockout(q: Queryable, settings: LockoutSettings, now: () => number): Lockout {
  const record = async (account: string, address: string, free: number, at: Date): Promise<number> => {
    const r = await q.query<{ failures: number }>(
      `INSERT INTO sign_in_failures (account, address, failures, last_failure_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (account, address) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.last_failure_at < $4 THEN 1 ELSE sign_in_failures.failures + 1 END,
         last_failure_at = $3
       RETURNING failures`,
      [account, address, at, new Date(at.getTime() - settings.forgetMs)],
    );
    const wait = backoffMs(Number(r.rows[0].failures), free, settings);
    if (wait > 0) {
      await q.query('UPDATE sign_in_failures SET locked_until = $3 WHERE account = $1 AND address = $2', [
        account,
        address,
        new Date(at.getTime() + wait),
      ]);
    }
    return wait;
  };
  return {
    async check(account, address) {
      const r = await q.query<{ locked_until: Date }>(
        `SELECT max(locked_until) AS locked_until FROM sign_in_failures
          WHERE address = $2 AND account IN ($1, '${ANY_ACCOUNT}') AND locked_until > $3`,
        [account, address, new Date(now())],
      );
      const until = r.rows[0]?.locked_until;
      if (until) throw errors.tooManyRequests(Math.max(1, Math.ceil((new Date(until).getTime() - now()) / 1000)));
    },
    async fail(account, address) {
      const at = new Date(now());
      const [own, any] = [
        await record(account, address, settings.freePerAccount, at),
        await record(ANY_ACCOUNT, address, settings.freePerAddress, at),
      ];
      return Math.max(own, any);
    },
    async clear(account, address) {
      await q.query('DELETE FROM sign_in_failures WHERE account = $1 AND address = $2', [account, address]);
    },
  };
}

/** Removes counts nobody will read again (the periodic clean-up). */
export async function forgetOldFailures(q: Queryable, settings: LockoutSettings, now: number): Promise<number> {
  const r = await q.query('DELETE FROM sign_in_failures WHERE last_failure_at < $1 AND (locked_until IS NULL OR locked_until < $2)', [
    new Date(now - settings.forgetMs),
    new Date(now),
  ]);
  return r.rowCount ?? 0;
}
