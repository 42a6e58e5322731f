// Listings that stay fresh (issue 24, item 6; docs/listing-quality.md). The job (freshness-plugin.ts)
// asks the owner of each published listing unconfirmed for LISTING_STALE_DAYS "Is it still available?"
// by mail, once, with two signed one-click links; LISTING_STALE_GRACE_DAYS later a listing still
// unconfirmed is archived and its owner told how to republish. Each listing is claimed by a
// conditional update before its mail goes out, so overlapping runs (two instances) mail it once.
// The links open a page of the site: GET tells what the link does and changes nothing (mail scanners
// prefetch links), POST does it, idempotently.
import type { FastifyInstance } from 'fastify';
import { freshnessTimings } from '../config.ts';
import type { Db } from '../db/index.ts';
import { ApiError, errors } from '../errors.ts';
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import type { FreshnessInfo } from '../../shared/contract/freshness.ts';
import { freshnessArchivedMail, freshnessAskMail } from './freshness-mail.ts';
import { freshnessSecret, signFreshness, verifyFreshness } from './freshness-token.ts';
import { archiveRow, archiveUnanswered, claimStale, confirmRow, confirmRows, freshnessRow, type FreshnessMailRow } from './sql-freshness.ts';

/** The page of the site a freshness link opens (client/features/myEstates). */
export const FRESHNESS_PAGE = '/listing-check';
const BATCH = 200;

export interface FreshnessReport {
  asked: number;
  archived: number;
  failed: number;
}

const languageOf = (l: string): Language => ((LANGUAGES as readonly string[]).includes(l) ? (l as Language) : 'en');
const titleIn = (t: Record<string, string> | null, lng: Language) => t?.[lng] || t?.en || Object.values(t ?? {})[0] || '';

/** One run: asks about the listings that became stale, archives those asked and unanswered past the grace. */
export async function runFreshness(app: FastifyInstance, opts: { now?: Date; signal?: AbortSignal } = {}): Promise<FreshnessReport> {
  const now = opts.now ?? new Date();
  const { staleMs, graceMs } = freshnessTimings(app.config);
  const secret = await freshnessSecret(app.db);
  const origin = app.config.publicOrigin.replace(/\/$/, '');
  const report: FreshnessReport = { asked: 0, archived: 0, failed: 0 };
  const mail = async (row: FreshnessMailRow, build: (lng: Language) => Parameters<FastifyInstance['mail']['send']>[0]) => {
    try {
      await app.mail.send(build(languageOf(row.language)));
    } catch (err) {
      report.failed++;
      app.log.error({ err, estateId: row.id }, 'freshness mail could not be sent');
    }
  };
  for (;;) {
    if (opts.signal?.aborted) return report;
    const claimed = await claimStale(app.db, new Date(now.getTime() - staleMs), now, BATCH);
    for (const row of claimed) {
      const expires = new Date(new Date(row.notified_at).getTime() + graceMs);
      const link = (action: 'confirm' | 'archive') =>
        `${origin}${FRESHNESS_PAGE}?token=${encodeURIComponent(signFreshness(secret, row.id, action, expires))}`;
      await mail(row, (lng) =>
        freshnessAskMail(row.email, lng, {
          name: row.first_name,
          title: titleIn(row.title, lng),
          listing: `${origin}/estate/${encodeURIComponent(row.alias_id)}`,
          confirmLink: link('confirm'),
          archiveLink: link('archive'),
          expires,
        }),
      );
      report.asked++;
    }
    if (claimed.length < BATCH) break;
  }
  for (;;) {
    if (opts.signal?.aborted) return report;
    const archived = await archiveUnanswered(app.db, new Date(now.getTime() - graceMs), BATCH);
    for (const row of archived) {
      await mail(row, (lng) =>
        freshnessArchivedMail(row.email, lng, {
          name: row.first_name,
          title: titleIn(row.title, lng),
          myEstates: `${origin}/private/myestates?status=archived`,
        }),
      );
      report.archived++;
    }
    if (archived.length < BATCH) break;
  }
  return report;
}

/** The listing a token names; 400 for a forged or malformed token, 410 past its expiry, 404 when the listing is gone. */
async function tokenTarget(db: Db, token: string, now: Date) {
  const v = verifyFreshness(await freshnessSecret(db), token);
  if (!v) throw errors.invalidField('querystring/token', 'is not a valid link', 'INVALID_TOKEN');
  if (now.getTime() > v.expiresAt.getTime()) throw new ApiError(410, 'LINK_EXPIRED', 'This link has expired');
  return v;
}

function info(row: NonNullable<Awaited<ReturnType<typeof freshnessRow>>>, action: FreshnessInfo['action']): FreshnessInfo {
  return {
    aliasId: row.alias_id,
    title: row.title ?? {},
    action,
    status: row.status,
    confirmedAt: new Date(row.confirmed_at).toISOString(),
  };
}

/** GET: what the link does, changing nothing. */
export async function freshnessInfo(db: Db, token: string, now = new Date()): Promise<FreshnessInfo> {
  const v = await tokenTarget(db, token, now);
  const row = await freshnessRow(db, v.estateId);
  if (!row) throw errors.notFound('estate');
  return info(row, v.action);
}

/** POST: does it (confirm: a published listing is confirmed now; archive: a published listing is archived). */
export async function answerFreshness(db: Db, token: string, now = new Date()): Promise<FreshnessInfo> {
  const v = await tokenTarget(db, token, now);
  return db.transaction(async (tx) => {
    const row = await freshnessRow(tx, v.estateId, true);
    if (!row) throw errors.notFound('estate');
    if (v.action === 'confirm') await confirmRow(tx, row.id);
    else await archiveRow(tx, row.id);
    return info((await freshnessRow(tx, row.id))!, v.action);
  });
}

/** A feed import still carries these listings (api/import): each counts as confirmed. */
export function confirmCarried(q: Parameters<typeof confirmRows>[0], estateIds: readonly string[]): Promise<void> {
  return confirmRows(q, estateIds);
}
