// Sign-in back-off that grows with repeated failures (docs/decisions/0011). Failures are counted in
// the database (shared by every api instance) per account and client address, per address alone
// (account '*', for one address trying many accounts), and per account across all addresses
// (address '*', issue 21: one account guessed from 61 addresses met no delay). Past a few free
// failures each further one doubles the wait before the next attempt, up to a cap; while it lasts,
// attempts answer 429 with Retry-After and are not even checked. The owner signing in from another
// address has a count of their own; the count across addresses waits at most `capAcrossMs`, so
// the owner is slowed, never locked out for long. A success clears the account's count at that
// address and across addresses; counts older than `forgetMs` start again. After `alertAfter`
// failures of an account within an hour its owner is mailed, at most once an hour (alertDue).
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
  /** failures of one account from any addresses before the first wait */
  freeAcrossAddresses: number;
  /** the longest wait of the count across addresses (the owner meets it too) */
  capAcrossMs: number;
  /** failures of one account within an hour after which its owner is told */
  alertAfter: number;
}

export const DEFAULT_LOCKOUT: LockoutSettings = {
  freePerAccount: 5,
  freePerAddress: 20,
  baseMs: 1000,
  capMs: 15 * 60_000,
  forgetMs: 24 * 3_600_000,
  freeAcrossAddresses: 20,
  capAcrossMs: 60_000,
  alertAfter: 10,
};

const HOUR_MS = 3_600_000;

/** the key of the count per address alone */
export const ANY_ACCOUNT = '*';
/** the address key of the count per account across addresses */
export const ANY_ADDRESS = '*';
/** the address key of the hourly count that tells the owner (its locked_until: no mail before) */
const ALERT = '#alert';

/** The wait after the `failures`-th failure: none for the first `free`, then base, 2×base, 4×base, … up to the cap. */
export function backoffMs(failures: number, free: number, s: Pick<LockoutSettings, 'baseMs' | 'capMs'>): number {
  if (failures <= free) return 0;
  const doublings = Math.min(failures - free - 1, 40);
  return Math.min(s.capMs, s.baseMs * 2 ** doublings);
}

export interface Lockout {
  /** 429 with Retry-After while the account at this address, or the address, waits */
  check(account: string, address: string): Promise<void>;
  /** counts a failed sign-in: the wait it started in ms (0: none), and whether to mail the owner now */
  fail(account: string, address: string): Promise<{ waitMs: number; alertOwner: boolean }>;
  /** a success: the account's count at this address starts again */
  clear(account: string, address: string): Promise<void>;
}

export function createLockout(q: Queryable, settings: LockoutSettings, now: () => number): Lockout {
  const count = async (account: string, address: string, at: Date, forgetMs: number) => {
    const r = await q.query<{ failures: number; locked_until: Date | null }>(
      `INSERT INTO sign_in_failures (account, address, failures, last_failure_at) VALUES ($1, $2, 1, $3)
       ON CONFLICT (account, address) DO UPDATE SET
         failures = CASE WHEN sign_in_failures.last_failure_at < $4 THEN 1 ELSE sign_in_failures.failures + 1 END,
         last_failure_at = $3
       RETURNING failures, locked_until`,
      [account, address, at, new Date(at.getTime() - forgetMs)],
    );
    return { failures: Number(r.rows[0].failures), lockedUntil: r.rows[0].locked_until };
  };
  const record = async (account: string, address: string, free: number, at: Date, capMs = settings.capMs): Promise<number> => {
    const { failures } = await count(account, address, at, settings.forgetMs);
    const wait = backoffMs(failures, free, { baseMs: settings.baseMs, capMs });
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
          WHERE ((address = $2 AND account IN ($1, '${ANY_ACCOUNT}')) OR (account = $1 AND address = '${ANY_ADDRESS}'))
            AND locked_until > $3`,
        [account, address, new Date(now())],
      );
      const until = r.rows[0]?.locked_until;
      if (until) throw errors.tooManyRequests(Math.max(1, Math.ceil((new Date(until).getTime() - now()) / 1000)));
    },
    async fail(account, address) {
      const at = new Date(now());
      const [own, any, across] = [
        await record(account, address, settings.freePerAccount, at),
        await record(ANY_ACCOUNT, address, settings.freePerAddress, at),
        await record(account, ANY_ADDRESS, settings.freeAcrossAddresses, at, settings.capAcrossMs),
      ];
      const hourly = await count(account, ALERT, at, HOUR_MS);
      const alertOwner = hourly.failures >= settings.alertAfter && (!hourly.lockedUntil || new Date(hourly.lockedUntil) <= at);
      if (alertOwner) {
        await q.query('UPDATE sign_in_failures SET locked_until = $3 WHERE account = $1 AND address = $2', [
          account,
          ALERT,
          new Date(at.getTime() + HOUR_MS),
        ]);
      }
      return { waitMs: Math.max(own, any, across), alertOwner };
    },
    async clear(account, address) {
      await q.query('DELETE FROM sign_in_failures WHERE account = $1 AND address IN ($2, $3)', [account, address, ANY_ADDRESS]);
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
