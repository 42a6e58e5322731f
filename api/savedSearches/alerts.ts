// The alert job: one run takes each saved search that is on and due, one at a time, and mails its
// owner what is new since the search last ran: listings published (matching the search, not the
// owner's own) and price drops of matching listings (the latest change in estate_price_history,
// migration 008, lowered the price: by amount in the same currency, by euro value across currencies,
// as decision 0013 defines "reduced"). Prices are shown in the search's currency, texts in the
// account's language.
//
// Exactly once, across instances: each search is claimed FOR UPDATE SKIP LOCKED in its own
// transaction, which records what it mails in saved_search_sent (search, estate, kind, price,
// currency) and moves next_run_at on; a listing already mailed for a search at that price is never
// mailed again, so the window can look back past the last run (LOOK_BACK) and still catch a listing
// whose transaction committed late. The mail goes out after the commit; a mail that fails takes its
// rows out of saved_search_sent again, so the next run retries it.
// `now` is the run's clock: tests pass one (api/savedSearches/alerts-plugin.ts passes the real one).
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.ts';
import { LANGUAGES, type Currency, type Language } from '../../shared/core/constants.ts';
import { formatPlaceLabel, formatPrice } from '../../shared/core/format.ts';
import { toApiSearchQuery } from '../../shared/search/search-query.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { AlertFrequency } from '../../shared/search/saved-searches.ts';
import { estatesByIds, exchangeRates } from '../estates/read.ts';
import { searchWhere } from '../estates/search.ts';
import { alertMail, type AlertItem } from './mail.ts';
import { searchStateOf, searchUrlOf } from './service.ts';
import type { SavedSearchRow } from './sql.ts';
import { signUnsubscribe, unsubscribeSecret } from './token.ts';

type Rates = Readonly<Record<string, number>>;

const HOUR_MS = 3_600_000;
/** how long after a search's run a later-committed listing is still caught (the sent table dedupes) */
export const LOOK_BACK_MS = HOUR_MS;
/** how often each frequency runs; instant: at every run of the job */
export const PERIOD_MS: Readonly<Record<AlertFrequency, number>> = { instant: 0, daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };
/** listings of each kind one mail shows at most (the rest: the link to the whole search) */
export const MAX_ITEMS = 20;
/** searches one run handles at most; the next run goes on */
const MAX_SEARCHES = 1000;

export interface AlertRunOptions {
  /** the run's clock (default: now) */
  now?: Date;
  /** aborts when the app stops: the run ends after the search in hand (the rest wait for the next run) */
  signal?: AbortSignal;
}

export interface AlertReport {
  /** searches looked at */
  searches: number;
  /** mails sent */
  mailed: number;
  /** listings mailed (new and reduced) */
  listings: number;
  /** searches whose run or mail failed (logged; retried at a later run) */
  errors: string[];
}

interface Claimed extends SavedSearchRow {
  email: string;
  first_name: string;
  language: string;
}

interface Found {
  search: Claimed;
  newIds: string[];
  drops: { id: string; price: number; currency: Currency }[];
}

function languageOf(l: string): Language {
  return (LANGUAGES as readonly string[]).includes(l) ? (l as Language) : 'en';
}

/** The WHERE of the search's filter over estate_search `s`, the owner's own listings left out. */
async function whereOf(tx: Queryable, search: Claimed) {
  const where = await searchWhere(tx, toApiSearchQuery(searchStateOf(search.query), null, { topOffersSeparately: false }));
  where.add((p) => `s.owner_id <> ${p(search.user_id)}`);
  return where;
}

async function claim(tx: Queryable, now: Date, skip: string[]): Promise<Claimed | undefined> {
  const r = await tx.query<Claimed>(
    `SELECT ss.id, ss.user_id, ss.name, ss.query, ss.frequency, ss.enabled, ss.watch_from, ss.last_run_at, ss.next_run_at, ss.created_at,
            u.email, u.first_name, u.language
       FROM saved_searches ss JOIN users u ON u.id = ss.user_id
      WHERE ss.enabled AND ss.next_run_at <= $1 AND NOT (ss.id = ANY($2::text[]))
      ORDER BY ss.next_run_at, ss.id LIMIT 1 FOR UPDATE OF ss SKIP LOCKED`,
    [now, skip],
  );
  return r.rows[0];
}

async function newListings(tx: Queryable, search: Claimed, from: Date, now: Date): Promise<string[]> {
  const where = await whereOf(tx, search);
  where.add((p) => `s.published_at > ${p(from)} AND s.published_at <= ${p(now)}`);
  where.add((p) => `NOT EXISTS (SELECT 1 FROM saved_search_sent x WHERE x.search_id = ${p(search.id)} AND x.estate_id = s.id)`);
  const r = await tx.query<{ id: string }>(
    `SELECT s.id FROM estate_search s WHERE ${where.sql} ORDER BY s.published_at DESC, s.id DESC LIMIT ${MAX_ITEMS}`,
    where.params,
  );
  return r.rows.map((row) => row.id);
}

async function priceDrops(tx: Queryable, search: Claimed, from: Date, now: Date, except: string[]): Promise<Found['drops']> {
  const where = await whereOf(tx, search);
  where.add((p) => `h.changed_at > ${p(from)} AND h.changed_at <= ${p(now)}`);
  where.add((p) => `NOT (s.id = ANY(${p(except)}::text[]))`);
  // h is the estate's latest price, and it is lower than the one before it
  where.add(
    () => `NOT EXISTS (SELECT 1 FROM estate_price_history l WHERE l.estate_id = h.estate_id AND (l.changed_at, l.id) > (h.changed_at, h.id))`,
  );
  where.add(
    () => `EXISTS (SELECT 1 FROM (SELECT p.price, p.currency, p.price_eur FROM estate_price_history p
             WHERE p.estate_id = h.estate_id AND (p.changed_at, p.id) < (h.changed_at, h.id) ORDER BY p.changed_at DESC, p.id DESC LIMIT 1) b
           WHERE CASE WHEN b.currency = h.currency THEN h.price < b.price ELSE h.price_eur < b.price_eur END)`,
  );
  where.add(
    (p) => `NOT EXISTS (SELECT 1 FROM saved_search_sent x WHERE x.search_id = ${p(search.id)} AND x.estate_id = s.id
             AND x.price = h.price AND x.currency = h.currency)`,
  );
  const r = await tx.query<{ id: string; price: number; currency: Currency }>(
    `SELECT s.id, h.price::float8 AS price, h.currency FROM estate_price_history h JOIN estate_search s ON s.id = h.estate_id
      WHERE ${where.sql} ORDER BY h.changed_at DESC, h.id DESC LIMIT ${MAX_ITEMS}`,
    where.params,
  );
  return r.rows.map((row) => ({ id: row.id, price: Number(row.price), currency: row.currency }));
}

/** Records what will be mailed; answers the rows this run inserted (another run's are left out). */
async function recordSent(tx: Queryable, searchId: string, found: Omit<Found, 'search'>): Promise<Omit<Found, 'search'>> {
  const rows: [string, string, number | null, string | null][] = [
    ...found.newIds.map((id): [string, string, null, null] => [id, 'new', null, null]),
    ...found.drops.map((d): [string, string, number, string] => [d.id, 'drop', d.price, d.currency]),
  ];
  if (!rows.length) return { newIds: [], drops: [] };
  const r = await tx.query<{ estate_id: string; kind: string }>(
    `INSERT INTO saved_search_sent (search_id, estate_id, kind, price, currency)
     SELECT $1, x.estate_id, x.kind, COALESCE(x.price, e.price), COALESCE(x.currency, e.currency)
       FROM unnest($2::text[], $3::text[], $4::numeric[], $5::text[]) AS x(estate_id, kind, price, currency)
       JOIN estates e ON e.id = x.estate_id
     ON CONFLICT DO NOTHING RETURNING estate_id, kind`,
    [searchId, rows.map((x) => x[0]), rows.map((x) => x[1]), rows.map((x) => x[2]), rows.map((x) => x[3])],
  );
  const inserted = new Set(r.rows.map((row) => `${row.kind}:${row.estate_id}`));
  return { newIds: found.newIds.filter((id) => inserted.has(`new:${id}`)), drops: found.drops.filter((d) => inserted.has(`drop:${d.id}`)) };
}

async function unrecord(app: FastifyInstance, found: Found): Promise<void> {
  const rows = [...found.newIds.map((id) => [id, 'new', null, null]), ...found.drops.map((d) => [d.id, 'drop', d.price, d.currency])];
  await app.db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM saved_search_sent x USING unnest($2::text[], $3::text[], $4::numeric[], $5::text[]) AS r(estate_id, kind, price, currency)
        WHERE x.search_id = $1 AND x.estate_id = r.estate_id AND x.kind = r.kind
          AND (r.price IS NULL OR (x.price = r.price AND x.currency = r.currency))`,
      [found.search.id, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2]), rows.map((r) => r[3])],
    );
    // due again at the next run of the job, whatever its frequency
    await tx.query('UPDATE saved_searches SET next_run_at = last_run_at WHERE id = $1', [found.search.id]);
  });
}

/** One search, in its own transaction: what is new, recorded as sent, the search's next run set. */
async function runOne(app: FastifyInstance, now: Date, skip: string[]): Promise<Found | null | undefined> {
  return app.db.transaction(async (tx) => {
    const search = await claim(tx, now, skip);
    if (!search) return undefined;
    skip.push(search.id);
    const watchFrom = new Date(search.watch_from);
    const lastRun = search.last_run_at ? new Date(new Date(search.last_run_at).getTime() - LOOK_BACK_MS) : watchFrom;
    const from = lastRun > watchFrom ? lastRun : watchFrom;
    const newIds = await newListings(tx, search, from, now);
    const drops = await priceDrops(tx, search, from, now, newIds);
    const sent = await recordSent(tx, search.id, { newIds, drops });
    await tx.query('UPDATE saved_searches SET last_run_at = $2, next_run_at = $3 WHERE id = $1', [
      search.id,
      now,
      new Date(now.getTime() + PERIOD_MS[search.frequency]),
    ]);
    return sent.newIds.length || sent.drops.length ? { search, ...sent } : null;
  });
}

function titleOf(e: Estate, lng: Language): string {
  const t = e.title as Partial<Record<Language, string>>;
  return t[lng] || t.en || Object.values(t).find(Boolean) || e.aliasId;
}

/** A price in `currency`: as listed when it is the listing's own, else converted through the euro. */
function priceIn(amount: number, from: Currency, to: Currency, rates: Rates): number {
  if (from === to) return amount;
  return Math.round((amount / (rates[from] ?? 1)) * (rates[to] ?? 1));
}

async function mailFound(app: FastifyInstance, found: Found, secret: Buffer): Promise<void> {
  const { search } = found;
  const lng = languageOf(search.language);
  const currency = searchStateOf(search.query).currency;
  const rates = await exchangeRates(app.db);
  const ids = [...found.newIds, ...found.drops.map((d) => d.id)];
  // titles in the account's language: the lister's, else a cached machine translation (marked in the mail)
  const estates = new Map((await estatesByIds(app.db, ids, currency, { lang: lng, fields: ['title'] })).map((e) => [e._id, e]));
  const origin = app.config.publicOrigin;
  const withLng = (path: string) => `${origin}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
  const item = (e: Estate, before?: number): AlertItem => ({
    title: titleOf(e, lng),
    ...(e.titleTranslation ? { translated: true } : {}),
    place: formatPlaceLabel(e.geoData, lng),
    price: formatPrice(e.priceConverted.amount, currency, lng),
    ...(before !== undefined ? { before: formatPrice(before, currency, lng) } : {}),
    link: withLng(`/estate/${encodeURIComponent(e.aliasId)}`),
  });
  const newItems = found.newIds.flatMap((id) => (estates.has(id) ? [item(estates.get(id)!)] : []));
  const drops = found.drops.flatMap((d) => {
    const e = estates.get(d.id);
    if (!e?.previousPrice) return e ? [item(e)] : [];
    return [item(e, priceIn(e.previousPrice.amount, e.previousPrice.currency, currency, rates))];
  });
  const token = encodeURIComponent(signUnsubscribe(secret, search.id));
  await app.mail.send(
    alertMail(search.email, lng, {
      name: search.first_name,
      search: search.name,
      newItems,
      drops,
      searchLink: withLng(searchUrlOf(search.query)),
      manageLink: withLng('/private/saved-searches'),
      unsubscribePage: withLng(`/saved-searches/unsubscribe?token=${token}`),
      unsubscribePost: `${origin}/api/saved-searches/unsubscribe?token=${token}`,
    }),
  );
}

/** One run of the job over every due search (at most MAX_SEARCHES; the next run goes on). */
export async function runSavedSearchAlerts(app: FastifyInstance, opts: AlertRunOptions = {}): Promise<AlertReport> {
  const now = opts.now ?? new Date();
  const report: AlertReport = { searches: 0, mailed: 0, listings: 0, errors: [] };
  const skip: string[] = [];
  const secret = await unsubscribeSecret(app.db);
  for (let i = 0; i < MAX_SEARCHES && !opts.signal?.aborted; i++) {
    let found: Found | null | undefined;
    const claimed = skip.length;
    try {
      found = await runOne(app, now, skip);
    } catch (err) {
      // a search whose run throws is left for a later run; a failure before any claim ends this one
      if (skip.length === claimed) throw err;
      app.log.error({ err, savedSearchId: skip[skip.length - 1] }, 'saved search alert run failed');
      report.errors.push(skip[skip.length - 1]);
      continue;
    }
    if (found === undefined) break;
    report.searches++;
    if (!found) continue;
    try {
      await mailFound(app, found, secret);
      report.mailed++;
      report.listings += found.newIds.length + found.drops.length;
      app.log.info({ savedSearchId: found.search.id, listings: found.newIds.length + found.drops.length }, 'saved search alert mailed');
    } catch (err) {
      app.log.error({ err, savedSearchId: found.search.id }, 'saved search alert could not be mailed');
      report.errors.push(found.search.id);
      await unrecord(app, found).catch((e: unknown) => app.log.error({ err: e }, 'saved search alert could not be put back'));
    }
  }
  return report;
}
