// The SQL of the listing statistics (migration 025): writing a batch of the counter, the day's salt,
// the clean-up of past days, and reading one listing's numbers per day.
import type { Db, Queryable } from '../db/index.ts';
import type { Batch } from './buffer.ts';

/** The salt of a day, made by whichever process asks first (every process must hash alike). */
export async function daySalt(db: Queryable, day: string, candidate: string): Promise<string> {
  await db.query('INSERT INTO stats_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [day, candidate]);
  const r = await db.query<{ salt: string }>('SELECT salt FROM stats_salts WHERE day = $1', [day]);
  return r.rows[0]?.salt ?? candidate;
}

/**
 * Writes a batch in one transaction. A view counts when its (listing, day, visitor) row is new
 * here: with several processes flushing, the primary key decides which one counts it. The owner's
 * own views and unknown listings are dropped. Then hashes and salts of days before `today` go.
 */
export async function writeBatch(db: Db, batch: Batch, today: string): Promise<{ views: number; impressions: number }> {
  return db.transaction(async (tx) => {
    let views = 0;
    if (batch.views.length) {
      const r = await tx.query<{ n: string | number }>(
        `WITH hits AS (SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::text[]) AS h(alias_id, day, visitor, user_id)),
         fresh AS (
           INSERT INTO estate_view_visitors (estate_id, day, visitor)
           SELECT e.id, h.day, h.visitor FROM hits h JOIN estates e ON e.alias_id = h.alias_id
            WHERE h.user_id IS NULL OR e.owner_id <> h.user_id
           ON CONFLICT DO NOTHING
           RETURNING estate_id, day),
         counted AS (
           INSERT INTO estate_stats_daily (estate_id, day, views)
           SELECT estate_id, day, count(*) FROM fresh GROUP BY estate_id, day
           ON CONFLICT (estate_id, day) DO UPDATE SET views = estate_stats_daily.views + excluded.views
           RETURNING 1)
         SELECT count(*) AS n FROM fresh`,
        [batch.views.map((v) => v.aliasId), batch.views.map((v) => v.day), batch.views.map((v) => v.visitor), batch.views.map((v) => v.userId)],
      );
      views = Number(r.rows[0]?.n ?? 0);
    }
    if (batch.impressions.length) {
      await tx.query(
        `INSERT INTO estate_stats_daily (estate_id, day, impressions)
         SELECT i.estate_id, i.day, sum(i.n) FROM unnest($1::text[], $2::date[], $3::integer[]) AS i(estate_id, day, n)
          JOIN estates e ON e.id = i.estate_id
          GROUP BY i.estate_id, i.day
         ON CONFLICT (estate_id, day) DO UPDATE SET impressions = estate_stats_daily.impressions + excluded.impressions`,
        [batch.impressions.map((i) => i.estateId), batch.impressions.map((i) => i.day), batch.impressions.map((i) => i.count)],
      );
    }
    await tx.query('DELETE FROM estate_view_visitors WHERE day < $1::date', [today]);
    await tx.query('DELETE FROM stats_salts WHERE day < $1::date', [today]);
    return { views, impressions: batch.impressions.reduce((s, i) => s + i.count, 0) };
  });
}

export interface StatsEstate {
  id: string;
  alias_id: string;
  owner_id: string;
}

export async function estateByAlias(db: Queryable, aliasId: string): Promise<StatsEstate | null> {
  const r = await db.query<StatsEstate>('SELECT id, alias_id, owner_id FROM estates WHERE alias_id = $1', [aliasId]);
  return r.rows[0] ?? null;
}

export interface DayRow {
  date: string;
  views: number;
  impressions: number;
  contacts: number;
  favourites: number;
}

/**
 * Every day from `from` to `to` (UTC) with its numbers: views and impressions from the counter;
 * contacts are the leads plus the first message of each sender about the listing to its owner (a
 * message a lead sent is the lead's, not counted twice); favourites by the day they were saved.
 */
export async function statsPerDay(db: Queryable, estate: StatsEstate, from: string, to: string): Promise<DayRow[]> {
  const r = await db.query<{ date: string | Date; views: number; impressions: number; contacts: string | number; favourites: string | number }>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS d),
     range AS (SELECT ($2::date)::timestamp AT TIME ZONE 'UTC' AS lo, ($3::date + 1)::timestamp AT TIME ZONE 'UTC' AS hi),
     leads_per AS (
       SELECT (l.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM leads l, range
        WHERE l.estate_id = $1 AND l.created_at >= range.lo AND l.created_at < range.hi GROUP BY 1),
     messages_per AS (
       SELECT (m.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM messages m, range
        WHERE m.estate_id = $1 AND m.to_user_id = $4 AND m.created_at >= range.lo AND m.created_at < range.hi
          AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.message_id = m.id)
          AND NOT EXISTS (SELECT 1 FROM messages p WHERE p.estate_id = m.estate_id AND p.from_user_id = m.from_user_id
                            AND p.to_user_id = m.to_user_id AND (p.created_at, p.id) < (m.created_at, m.id))
        GROUP BY 1),
     favourites_per AS (
       SELECT (f.created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM favourites f, range
        WHERE f.estate_id = $1 AND f.created_at >= range.lo AND f.created_at < range.hi GROUP BY 1)
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, COALESCE(s.views, 0) AS views, COALESCE(s.impressions, 0) AS impressions,
            COALESCE(lp.n, 0) + COALESCE(mp.n, 0) AS contacts, COALESCE(fp.n, 0) AS favourites
       FROM days
       LEFT JOIN estate_stats_daily s ON s.estate_id = $1 AND s.day = days.day
       LEFT JOIN leads_per lp ON lp.day = days.day
       LEFT JOIN messages_per mp ON mp.day = days.day
       LEFT JOIN favourites_per fp ON fp.day = days.day
      ORDER BY days.day`,
    [estate.id, from, to, estate.owner_id],
  );
  return r.rows.map((row) => ({
    date: String(row.date),
    views: Number(row.views),
    impressions: Number(row.impressions),
    contacts: Number(row.contacts),
    favourites: Number(row.favourites),
  }));
}

/** The paid top-offer orders of a listing, in the order they were paid: each extends the last. */
export async function topOfferOrders(db: Queryable, estateId: string): Promise<{ paidAt: Date; days: number }[]> {
  const r = await db.query<{ paid_at: Date | string; days: number }>(
    `SELECT paid_at, days FROM orders
      WHERE kind = 'product' AND product = 'top-offer' AND estate_id = $1 AND status = 'paid' AND paid_at IS NOT NULL
      ORDER BY paid_at, id`,
    [estateId],
  );
  return r.rows.map((row) => ({ paidAt: new Date(row.paid_at), days: Number(row.days) }));
}
