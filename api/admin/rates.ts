// Exchange rates for admins (issue 23, item 8): each currency's current rate with its day and
// publisher, when the feed last gave it a rate, and the override in force; and the override itself
// (api/rates/overrides.ts).
import type { AdminRate, RateOverride } from '../../shared/contract/admin-billing.ts';
import type { Currency } from '../../shared/core/constants.ts';
import type { Db } from '../db/index.ts';
import { listCurrencies } from '../geodata/service.ts';
import { expireRateOverrides, liveOverrides, type RateOverrideRow } from '../rates/overrides.ts';

const toOverride = (o: RateOverrideRow): RateOverride => ({
  currency: o.currency,
  rate: Number(o.rate),
  note: o.note,
  by: o.actor,
  createdAt: new Date(o.created_at).toISOString(),
  expiresAt: new Date(o.expires_at).toISOString(),
});

/** The current rates (an override whose day is over ends first). */
export async function listAdminRates(db: Db, now = new Date()): Promise<AdminRate[]> {
  await expireRateOverrides(db, now);
  const currencies = await listCurrencies(db);
  const fetched = await db.query<{ currency: Currency; at: Date | string }>(
    'SELECT currency, max(fetched_at) AS at FROM currency_rates GROUP BY currency',
  );
  const fetchedAt = new Map(fetched.rows.map((r) => [r.currency, new Date(r.at).toISOString()]));
  const overrides = await liveOverrides(db);
  return currencies.map((c) => {
    const o = overrides.get(c.code);
    return { ...c, fetchedAt: fetchedAt.get(c.code) ?? null, override: o ? toOverride(o) : null };
  });
}
