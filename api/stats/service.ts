// One listing's statistics for its owner (shared/contract/stats.ts): the range checked, the days
// read (./sql.ts), the totals summed, the top-offer periods worked out from the paid orders, and the
// same numbers as CSV.
import type { EstateStats, StatsQuery, TopOfferPeriod } from '../../shared/contract/stats.ts';
import { STATS_DEFAULT_DAYS, STATS_MAX_DAYS } from '../../shared/contract/stats.ts';
import type { Queryable } from '../db/index.ts';
import { errors } from '../errors.ts';
import { utcDay } from './buffer.ts';
import { estateByAlias, statsPerDay, topOfferOrders } from './sql.ts';

const DAY_MS = 86_400_000;

/** A real calendar day (not 2026-02-30), as its UTC midnight, or undefined. */
function parseDay(s: string): Date | undefined {
  const at = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(at.getTime()) || utcDay(at) !== s ? undefined : at;
}

/** The range asked for, checked: 400 naming `from` or `to`. */
export function statsRange(query: StatsQuery, now: Date = new Date()): { from: string; to: string } {
  const to = query.to === undefined ? new Date(`${utcDay(now)}T00:00:00Z`) : parseDay(query.to);
  if (!to) throw errors.invalidField('querystring/to', 'must be a date YYYY-MM-DD', 'INVALID_FORMAT');
  const from = query.from === undefined ? new Date(to.getTime() - (STATS_DEFAULT_DAYS - 1) * DAY_MS) : parseDay(query.from);
  if (!from) throw errors.invalidField('querystring/from', 'must be a date YYYY-MM-DD', 'INVALID_FORMAT');
  if (from > to) throw errors.invalidField('querystring/from', 'must not be after to', 'TOO_LARGE');
  if ((to.getTime() - from.getTime()) / DAY_MS + 1 > STATS_MAX_DAYS) {
    throw errors.invalidField('querystring/to', `must be at most ${STATS_MAX_DAYS} days from from`, 'TOO_LARGE');
  }
  return { from: utcDay(from), to: utcDay(to) };
}

/** Consecutive top-offer periods from paid orders (each extends the current one, as billing does), clipped to the range. */
export function topOfferPeriods(orders: { paidAt: Date; days: number }[], from: string, to: string): TopOfferPeriod[] {
  const spans: { start: number; end: number }[] = [];
  for (const o of orders) {
    const last = spans.at(-1);
    const start = o.paidAt.getTime();
    if (last && last.end >= start) last.end += o.days * DAY_MS;
    else spans.push({ start, end: start + o.days * DAY_MS });
  }
  const [lo, hi] = [from, to];
  return spans
    .map((s) => ({ from: utcDay(new Date(s.start)), to: utcDay(new Date(s.end - 1)) }))
    .filter((p) => p.to >= lo && p.from <= hi)
    .map((p) => ({ from: p.from < lo ? lo : p.from, to: p.to > hi ? hi : p.to }));
}

/** The statistics of an own listing; anyone else's, or none, is 404. */
export async function estateStats(db: Queryable, userId: string, aliasId: string, query: StatsQuery): Promise<EstateStats> {
  const estate = await estateByAlias(db, aliasId);
  if (!estate || estate.owner_id !== userId) throw errors.notFound('estate');
  const { from, to } = statsRange(query);
  const days = await statsPerDay(db, estate, from, to);
  const totals = { views: 0, impressions: 0, contacts: 0, favourites: 0 };
  for (const d of days) {
    totals.views += d.views;
    totals.impressions += d.impressions;
    totals.contacts += d.contacts;
    totals.favourites += d.favourites;
  }
  return { from, to, totals, days, topOffers: topOfferPeriods(await topOfferOrders(db, estate.id), from, to) };
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet (= + - @ tab CR first get a '). */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function statsCsv(stats: EstateStats): string {
  const header = ['date', 'views', 'impressions', 'contacts', 'favourites'];
  const rows = stats.days.map((d) => [d.date, d.views, d.impressions, d.contacts, d.favourites]);
  rows.push(['total', stats.totals.views, stats.totals.impressions, stats.totals.contacts, stats.totals.favourites]);
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The attachment's name: only letters, digits, - and _ of the alias. */
export const csvFilename = (aliasId: string, stats: EstateStats): string =>
  `stats-${aliasId.replace(/[^A-Za-z0-9_-]/g, '') || 'listing'}-${stats.from}-${stats.to}.csv`;
