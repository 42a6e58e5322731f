// The import engine, its second half: the run that writes a validated feed (api/import/sync.ts reads
// and checks it). The run streams the retained file again (memory stays bounded) and writes its
// listings in small transactions (every listing in its own savepoint, so one bad listing fails alone)
// that commit after `batchSize` listings or `transactionMs` of work, each with the run's progress (a
// run interrupted by a restart resumes after the last committed listing), and checks for
// cancellation at the start of each. PGlite runs in the process that serves requests, on a single
// connection, and its queries resolve without giving the event loop back: the run yields after every
// listing and between transactions, so requests (the page's progress polls, search, uploads through
// the gateway of the all-in-one) are answered while it runs (issue 21 item 4). Photos are fetched
// and processed before the transaction, never inside it.
import type { Db } from '../db/index.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import type { ImportProblem, ImportProgress, ImportReport } from '../../shared/contract/import.ts';
import { ApiError } from '../errors.ts';
import {
  createImportedEstate,
  lockImportedEstate,
  publicationRoom,
  ratesFor,
  replaceImportedPhotos,
  setImportedEstateStatus,
  updateImportedEstate,
} from '../estates/imported.ts';
import { removeFiles } from '../estates/photo-service.ts';
import { confirmCarried } from '../estates/freshness.ts';
import { readFeed, type OpenedFeed } from './formats/index.ts';
import { fetchListingFloorPlans, fetchListingPhotos } from './photos.ts';
import { replaceImportedFloorPlans } from '../estates/documents.ts';
import type { ImportSettings } from './settings.ts';
import {
  markSeen,
  selectImport,
  selectImportedListings,
  selectUnseen,
  setWithdrawn,
  updateImport,
  upsertImportedListing,
  type ImportedListingRow,
  type ImportRow,
} from './sql.ts';
import {
  addProblems,
  asStored,
  batches,
  emptyProgress,
  emptyReport,
  prepareListing,
  verdictOf,
  yieldToLoop,
  type PreparedListing,
  type Verdict,
} from './sync.ts';

export interface RunContext {
  db: Db;
  media: MediaStore;
  settings: ImportSettings;
  log: { info(o: object, msg: string): void; warn(o: object, msg: string): void };
}

export type RunOutcome = 'done' | 'canceled' | 'interrupted';

interface Planned {
  p: PreparedListing;
  verdict: Verdict;
  existing?: ImportedListingRow;
  photos?: Awaited<ReturnType<typeof fetchListingPhotos>>['photos'];
  floorPlans?: Awaited<ReturnType<typeof fetchListingFloorPlans>>['floorPlans'];
}

/**
 * Runs a claimed import from where its progress says it stopped. Resolves 'interrupted' when `signal`
 * aborted (the batch in flight was committed first), 'canceled' when the owner canceled it.
 */
export async function runImport(c: RunContext, row: ImportRow, signal: AbortSignal): Promise<RunOutcome> {
  const { settings } = c;
  const importId = row.id;
  const ownerId = row.owner_id;
  const progress: ImportProgress = { ...emptyProgress(row.report.total), ...row.progress };
  const report: ImportReport = { ...emptyReport(), ...row.report };
  // the problems of the run come after the validation's; a resumed run keeps what was recorded
  if (!row.file_path) throw new RunFailure('FILE_MISSING', 'the uploaded file is gone');
  let feed: OpenedFeed;
  try {
    feed = await readFeed(row.file_path, { ...settings.feedLimits, maxPhotosPerListing: settings.photosPerListing });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'FILE_MISSING' : 'FEED_UNREADABLE';
    throw new RunFailure(code, err instanceof Error ? err.message : String(err));
  }
  const skip = progress.processed;
  // the report's drafts count what the run saved as drafts (the validation's figure was a forecast)
  if (skip === 0) report.drafts = 0;
  let index = 0;
  try {
    const listings = (async function* () {
      for await (const l of feed.listings) {
        if (index++ < skip) continue;
        yield l;
      }
    })();
    for await (const batch of batches(listings, settings.batchSize)) {
      const outcome = await runBatch(c, importId, ownerId, batch.map(prepareListing), feed, progress, report, signal);
      if (outcome !== 'ok') return outcome;
      if (signal.aborted) return 'interrupted';
    }
    if (row.full_feed) {
      const outcome = await withdrawUnseen(c, importId, ownerId, progress, report);
      if (outcome === 'canceled') return 'canceled';
    }
    return 'done';
  } finally {
    await feed.close().catch(() => undefined);
  }
}

export class RunFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RunFailure';
  }
}

const rest = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : yieldToLoop());

/**
 * One batch of the feed: what was imported before is read, photos are fetched (outside any
 * transaction), then the listings are written in transactions that commit after `batchSize` listings
 * or `transactionMs` of work, whichever comes first, each with the run's progress, and rests
 * `restMs` after each. PGlite runs in this
 * process on one connection: a long transaction would hold every request waiting for the database, and
 * its queries resolve without giving the event loop back, so the run yields after every listing and
 * between two transactions.
 */
async function runBatch(
  c: RunContext,
  importId: string,
  ownerId: string,
  prepared: PreparedListing[],
  feed: OpenedFeed,
  progress: ImportProgress,
  report: ImportReport,
  signal: AbortSignal,
): Promise<'ok' | 'canceled' | 'interrupted'> {
  const existing = await selectImportedListings(
    c.db,
    ownerId,
    prepared.map((p) => p.externalId),
  );
  const plan: Planned[] = prepared.map((p) => ({ p, verdict: verdictOf(p, existing.get(p.externalId)), existing: existing.get(p.externalId) }));
  // photos before the transaction: downloads and sharp must not hold the database
  for (const item of plan) {
    const needsPhotos = item.verdict === 'new' || (item.verdict === 'updated' && item.existing?.photos_hash !== item.p.photosHash);
    if (!needsPhotos) continue;
    const fetched = await fetchListingPhotos(item.p.externalId, item.p.photos, feed.openPhoto, c.settings);
    item.photos = fetched.photos;
    item.p.problems.push(...fetched.problems);
    if (item.p.floorPlans) {
      const plans = await fetchListingFloorPlans(item.p.externalId, item.p.floorPlans, feed.openPhoto, c.settings);
      item.floorPlans = plans.floorPlans;
      item.p.problems.push(...plans.problems);
    }
  }
  let at = 0;
  while (at < plan.length) {
    const next = await commitSome(c, importId, ownerId, plan, at, progress, report);
    if (next === 'canceled') return 'canceled';
    at = next;
    await rest(c.settings.restMs);
    if (at < plan.length && signal.aborted) return 'interrupted';
  }
  return 'ok';
}

/**
 * Writes plan[from…] in one transaction until the time budget is spent (at least one listing), with
 * the progress; the index of the first listing left for the next transaction, or 'canceled'.
 */
async function commitSome(
  c: RunContext,
  importId: string,
  ownerId: string,
  plan: Planned[],
  from: number,
  progress: ImportProgress,
  report: ImportReport,
): Promise<number | 'canceled'> {
  const written: string[] = [];
  const replaced: string[] = [];
  const runProblems: ImportProblem[] = [];
  const next = { ...progress };
  const nextReport = { ...report, problems: [...report.problems] };
  let canceled = false;
  let at = from;
  try {
    await c.db.transaction(async (tx) => {
      const t0 = performance.now();
      const state = await tx.query<{ cancel_requested: boolean }>('SELECT cancel_requested FROM imports WHERE id = $1 FOR UPDATE', [importId]);
      if (state.rows[0]?.cancel_requested) {
        canceled = true;
        return;
      }
      const rates = await ratesFor(tx);
      let room = await publicationRoom(tx, ownerId);
      const seen: string[] = [];
      const carried: string[] = [];
      while (at < plan.length && (at === from || performance.now() - t0 < c.settings.transactionMs)) {
        const item = plan[at++];
        const { p, verdict } = item;
        next.processed++;
        // photo problems found now; the reader's were reported with the validation
        runProblems.push(
          ...p.problems.filter((x) => (x.field.startsWith('photos[') || x.field.startsWith('floorPlans[')) && x.code.startsWith('PHOTO_')),
        );
        if (verdict === 'invalid') {
          next.failed++;
          continue;
        }
        if (verdict === 'unchanged' || verdict === 'absent') {
          next.unchanged++;
          if (verdict === 'unchanged') {
            seen.push(p.externalId);
            if (item.existing) carried.push(item.existing.estate_id);
          }
          continue;
        }
        await tx.query('SAVEPOINT listing');
        try {
          if (verdict === 'withdraw') {
            await setImportedEstateStatus(tx, item.existing!.estate_id, 'archived');
            await setWithdrawn(tx, ownerId, p.externalId, importId);
            next.withdrawn++;
          } else {
            const estate = asStored(p.estate!);
            let estateId = item.existing?.estate_id;
            const current = estateId ? await lockImportedEstate(tx, estateId) : undefined;
            if (!current || current.owner_id !== ownerId) {
              const status = room > 0 ? 'published' : 'draft';
              if (status === 'published') room--;
              else nextReport.drafts++;
              estateId = (await createImportedEstate(tx, rates, ownerId, estate, status, { premoderation: c.settings.premoderation })).id;
              next.created++;
            } else {
              // a listing the import withdrew comes back: published again when there is room
              let status: 'published' | 'draft' | undefined;
              if (item.existing?.withdrawn) {
                status = room > 0 ? 'published' : 'draft';
                if (status === 'published') room--;
                else nextReport.drafts++;
              }
              await updateImportedEstate(tx, rates, estateId!, estate, status, { premoderation: c.settings.premoderation });
              next.updated++;
            }
            if (item.photos !== undefined) {
              const r = await replaceImportedPhotos(tx, c.media, estateId!, item.photos);
              written.push(...r.written);
              replaced.push(...r.replaced);
            }
            if (item.floorPlans !== undefined) {
              const r = await replaceImportedFloorPlans(tx, c.media, estateId!, item.floorPlans);
              written.push(...r.written);
              replaced.push(...r.replaced);
            }
            await upsertImportedListing(
              tx,
              ownerId,
              { external_id: p.externalId, estate_id: estateId!, content_hash: p.contentHash, photos_hash: p.photosHash },
              importId,
            );
          }
          await tx.query('RELEASE SAVEPOINT listing');
        } catch (err) {
          await tx.query('ROLLBACK TO SAVEPOINT listing');
          next.failed++;
          runProblems.push(writeProblem(p.externalId, err));
          c.log.warn({ importId, externalId: p.externalId, err }, 'imported listing not written');
        }
        // the queries above resolve one after the other without a turn of the event loop
        await yieldToLoop();
      }
      await markSeen(tx, ownerId, seen, importId);
      // a feed that still carries a listing confirms it is on the market (issue 24, listings that stay fresh)
      await confirmCarried(tx, carried);
      addProblems(nextReport, runProblems, c.settings.maxReportedProblems);
      await updateImport(tx, importId, { progress: next, report: nextReport, heartbeat: true });
    });
  } catch (err) {
    await removeFiles(
      c.media,
      written.filter((k) => (k.endsWith('.webp') && !k.endsWith('.thumb.webp')) || k.endsWith('.pdf')),
    );
    throw err;
  }
  if (canceled) {
    await removeFiles(
      c.media,
      written.filter((k) => (k.endsWith('.webp') && !k.endsWith('.thumb.webp')) || k.endsWith('.pdf')),
    );
    return 'canceled';
  }
  await removeFiles(c.media, replaced);
  Object.assign(progress, next);
  Object.assign(report, nextReport);
  return at;
}

function writeProblem(externalId: string, err: unknown): ImportProblem {
  if (err instanceof ApiError && err.fieldErrors?.length) {
    const f = err.fieldErrors[0];
    return { externalId, field: f.field, code: f.code, message: f.message };
  }
  if (err instanceof ApiError) return { externalId, field: 'listing', code: err.code, message: err.message };
  return { externalId, field: 'listing', code: 'WRITE_FAILED', message: 'the listing could not be saved' };
}

/** A full feed's end: the owner's imported listings it did not name are withdrawn (archived, not deleted). */
async function withdrawUnseen(
  c: RunContext,
  importId: string,
  ownerId: string,
  progress: ImportProgress,
  report: ImportReport,
): Promise<'ok' | 'canceled'> {
  const unseen = await selectUnseen(c.db, ownerId, importId);
  for (let i = 0; i < unseen.length; i += c.settings.batchSize) {
    const chunk = unseen.slice(i, i + c.settings.batchSize);
    const canceled = await c.db.transaction(async (tx) => {
      const row = await selectImport(tx, importId, true);
      if (row?.cancel_requested) return true;
      for (const u of chunk) {
        await setImportedEstateStatus(tx, u.estate_id, 'archived');
        await setWithdrawn(tx, ownerId, u.external_id, importId);
        progress.withdrawn++;
      }
      await updateImport(tx, importId, { progress, report, heartbeat: true });
      return false;
    });
    if (canceled) return 'canceled';
    await yieldToLoop();
  }
  return 'ok';
}
