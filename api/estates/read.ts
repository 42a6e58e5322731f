// Reading single estates and a user's own list. A published estate is public; a draft or archived
// one exists only for its owner (404 for anyone else, so its existence does not leak).
import type { Db } from '../db/index.ts';
import type { Currency, EstateStatus } from '../../shared/constants.ts';
import { errors } from '../errors.ts';
import { currencyRates, loadEstates, type EstateJson } from './serialize.ts';

export interface Viewer {
  id: string;
}

export async function findEstate(db: Db, aliasId: string, viewer: Viewer | undefined, currency?: Currency): Promise<EstateJson> {
  const r = await db.query<{ id: string; owner_id: string; status: EstateStatus; currency: Currency }>(
    'SELECT id, owner_id, status, currency FROM estates WHERE alias_id = $1',
    [aliasId],
  );
  const row = r.rows[0];
  if (!row || (row.status !== 'published' && row.owner_id !== viewer?.id)) throw errors.notFound('estate');
  if (row.status === 'published' && row.owner_id !== viewer?.id) {
    await db.query('UPDATE estates SET views = views + 1 WHERE id = $1', [row.id]);
  }
  const rates = await currencyRates(db);
  const [estate] = await loadEstates(db, [row.id], currency ?? row.currency, rates);
  if (!estate) throw errors.notFound('estate');
  return estate;
}

export interface MyEstatesQuery {
  page?: number;
  onPage?: number;
  status?: EstateStatus;
  currency?: Currency;
}

export async function listMyEstates(db: Db, viewer: Viewer, q: MyEstatesQuery) {
  const page = q.page ?? 1;
  const onPage = q.onPage ?? 20;
  const params: unknown[] = [viewer.id];
  let where = 'e.owner_id = $1';
  if (q.status) where += ` AND e.status = $${params.push(q.status)}`;
  const [ids, count] = await Promise.all([
    db.query<{ id: string }>(
      `SELECT e.id FROM estates e WHERE ${where} ORDER BY e.updated_at DESC, e.id DESC LIMIT ${onPage} OFFSET ${(page - 1) * onPage}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM estates e WHERE ${where}`, params),
  ]);
  const rates = await currencyRates(db);
  const total = Number(count.rows[0].n);
  const values = await loadEstates(db, ids.rows.map((x) => x.id), q.currency ?? 'eur', rates);
  return { meta: { page, onPage, totalPages: Math.max(1, Math.ceil(total / onPage)), total }, values };
}
