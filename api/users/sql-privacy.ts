// The queries of the account's privacy rights (issue 22): what the account holds, read for its
// export, and its erasure. The erased user's row stays, anonymised (migration 016), so the orders
// kept for the accounting retention and the other party's messages still point to a row.
import type { Queryable } from '../db/index.ts';

type Row = Record<string, unknown>;

const rows = async (q: Queryable, sql: string, params: unknown[]): Promise<Row[]> => (await q.query<Row>(sql, params)).rows;

/** The account's listings as stored (without the owner), each with the URLs of its photos. */
export function selectListings(q: Queryable, userId: string, mediaBase: string): Promise<Row[]> {
  return rows(
    q,
    `SELECT e.id, e.alias_id, e.status, e.created_at, e.updated_at,
            to_jsonb(e) - 'owner_id' AS data,
            COALESCE((SELECT jsonb_agg($2 || p.storage_key ORDER BY p.position, p.created_at)
                        FROM estate_photos p WHERE p.estate_id = e.id), '[]'::jsonb) AS photos
       FROM estates e WHERE e.owner_id = $1 ORDER BY e.created_at, e.id`,
    [userId, mediaBase],
  );
}

/** Messages the account sent (`box = from`) or received (`to`), with the other party's alias. */
export function selectMessages(q: Queryable, userId: string, box: 'from' | 'to'): Promise<Row[]> {
  const other = box === 'from' ? 'to' : 'from';
  return rows(
    q,
    `SELECT m.id, u.alias_id AS ${other === 'to' ? 'to_user' : 'from_user'}, e.alias_id AS estate, m.subject, m.body, m.created_at, m.read_at
       FROM messages m JOIN users u ON u.id = m.${other}_user_id LEFT JOIN estates e ON e.id = m.estate_id
      WHERE m.${box}_user_id = $1 ORDER BY m.created_at, m.id`,
    [userId],
  );
}

export function selectFavourites(q: Queryable, userId: string): Promise<Row[]> {
  return rows(
    q,
    `SELECT e.alias_id AS estate, f.created_at FROM favourites f JOIN estates e ON e.id = f.estate_id
      WHERE f.user_id = $1 ORDER BY f.created_at`,
    [userId],
  );
}

export function selectSavedSearches(q: Queryable, userId: string): Promise<Row[]> {
  return rows(
    q,
    `SELECT id, name, query, frequency, enabled, last_run_at, created_at, updated_at
       FROM saved_searches WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

export function selectOrders(q: Queryable, userId: string): Promise<Row[]> {
  return rows(
    q,
    `SELECT o.id, o.kind, o.plan_id AS plan, o.product, e.alias_id AS estate, o.days, o.amount, o.currency, o.status,
            o.provider, o.created_at, o.paid_at
       FROM orders o LEFT JOIN estates e ON e.id = o.estate_id WHERE o.user_id = $1 ORDER BY o.created_at, o.id`,
    [userId],
  );
}

export function selectSubscriptions(q: Queryable, userId: string): Promise<Row[]> {
  return rows(
    q,
    `SELECT id, plan_id AS plan, status, renew, current_period_ends_at, created_at, canceled_at
       FROM subscriptions WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
}

/** The stored password hash of a live account; null for an unknown or erased one. */
export async function selectPasswordHash(q: Queryable, userId: string): Promise<string | null> {
  const r = await q.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [userId]);
  return r.rows[0]?.password_hash ?? null;
}

/**
 * Erases the account inside the caller's transaction; answers the storage keys of the photos its
 * listings had (to remove from the media store after the commit). Orders stay (the accounting
 * retention) with their amounts, dates, plan or product, tied only to the anonymised row.
 */
export async function eraseAccount(tx: Queryable, userId: string): Promise<string[]> {
  const email = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
  // an erased account holds no role and no second factor (its operator actions stay in the audit trail)
  await tx.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM mfa_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM user_mfa WHERE user_id = $1', [userId]);
  if (email.rows[0]) await tx.query('DELETE FROM sign_in_failures WHERE account = lower($1)', [email.rows[0].email]);
  await tx.query('DELETE FROM favourites WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM saved_searches WHERE user_id = $1', [userId]);
  const photos = await tx.query<{ storage_key: string }>(
    `SELECT p.storage_key FROM estate_photos p JOIN estates e ON e.id = p.estate_id WHERE e.owner_id = $1
     UNION ALL SELECT d.storage_key FROM estate_documents d JOIN estates e ON e.id = d.estate_id WHERE e.owner_id = $1`,
    [userId],
  );
  await tx.query('DELETE FROM imported_listings WHERE owner_id = $1', [userId]);
  await tx.query('DELETE FROM estates WHERE owner_id = $1', [userId]);
  await tx.query(`DELETE FROM imports WHERE owner_id = $1 AND status NOT IN ('queued', 'running')`, [userId]);
  await tx.query('UPDATE imports SET cancel_requested = true WHERE owner_id = $1', [userId]);
  await tx.query('DELETE FROM payment_customers WHERE user_id = $1', [userId]);
  await tx.query(
    `UPDATE subscriptions SET status = 'canceled', renew = false, canceled_at = COALESCE(canceled_at, now()), payment_method = NULL
      WHERE user_id = $1`,
    [userId],
  );
  await tx.query(
    `UPDATE orders SET client_secret = NULL, idempotency_key = NULL,
            status = CASE WHEN status = 'pending' THEN 'canceled' ELSE status END, updated_at = now()
      WHERE user_id = $1`,
    [userId],
  );
  await tx.query(
    `UPDATE users SET email = 'deleted-' || id || '@deleted.invalid', password_hash = '!erased', title = 'none',
            first_name = '', last_name = '', is_realtor = false, company = NULL, phone = NULL, about = '{}'::jsonb,
            area = NULL, city = '', tags = '{}', deleted_at = now(), updated_at = now(),
            blocked_at = NULL, blocked_reason = NULL, verified_at = NULL
      WHERE id = $1`,
    [userId],
  );
  return photos.rows.map((p) => p.storage_key);
}
