// An estate's price history (migration 008 records it by trigger on every write): readable by whoever
// may read the estate — anyone for a published one, only the owner for a draft or archived one.
import type { Db } from '../db/index.ts';
import { PRICE_HISTORY_LIMIT, type PriceHistory } from '../../shared/contract/price-history.ts';
import type { Currency } from '../../shared/core/constants.ts';
import { errors } from '../errors.ts';
import { estateHead } from './sql.ts';

export async function priceHistory(db: Db, aliasId: string, viewer: { id: string } | undefined): Promise<PriceHistory> {
  const head = await estateHead(db, aliasId);
  if (!head || (!head.public && head.owner_id !== viewer?.id)) throw errors.notFound('estate');
  const r = await db.query<{ price: number; currency: Currency; changed_at: Date | string }>(
    `SELECT price::float8 AS price, currency, changed_at FROM estate_price_history
      WHERE estate_id = $1 ORDER BY changed_at DESC, id DESC LIMIT $2`,
    [head.id, PRICE_HISTORY_LIMIT],
  );
  return { values: r.rows.map((row) => ({ price: Number(row.price), currency: row.currency, changedAt: new Date(row.changed_at).toISOString() })) };
}
