// The import engine: the validation report of an uploaded feed (nothing written) and the run that
// writes it. Listings are keyed by the owner and the feed's own id; a hash of the mapped listing and
// one of its photo sources tell a changed listing from an unchanged one, so importing the same file
// twice changes nothing. The run streams the retained file again (memory stays bounded), writes
// batches of listings in one transaction each (every listing in its own savepoint, so one bad listing
// fails alone), records its progress in the same transaction (a run interrupted by a restart resumes
// after the last committed listing) and checks for cancellation between batches. Photos are fetched
// and processed before the batch's transaction, never inside it.
import { createHash } from 'node:crypto';
import { Compile } from 'typebox/compile';
import type { Db, Queryable } from '../db/index.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import { CreateEstateBody, type EstateInput } from '../../shared/contract/estate-inputs.ts';
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
import { readFeed, type FeedFormat, type FeedListing, type FeedProblem, type OpenedFeed } from './formats/index.ts';
import { fetchListingPhotos } from './photos.ts';
import type { ImportSettings } from './settings.ts';
import {
  countLiveImported,
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

const estateSchema = Compile(CreateEstateBody);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A feed's description is plain text (formats/common.ts cleanText: tags dropped, entities decoded
 * once); an estate's description is HTML (sanitized by the estate rules). It is written as the form
 * writes typed text (client/features/estateForm/description.ts textToHtml): paragraphs and line
 * breaks, every character escaped once, so `&` reads `&` (issue 21) and the lines stay lines.
 */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((line) => line.trim().replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]))
          .join('<br>')}</p>`,
    )
    .join('');
}

function asStored<T extends { description?: Record<string, string | undefined> | null }>(estate: T): T {
  if (!estate.description) return estate;
  const description = Object.fromEntries(Object.entries(estate.description).map(([lng, text]) => [lng, text ? descriptionHtml(text) : text]));
  return { ...estate, description };
}

export const emptyProgress = (total = 0): ImportProgress => ({ total, processed: 0, created: 0, updated: 0, unchanged: 0, withdrawn: 0, failed: 0 });
export const emptyReport = (): ImportReport => ({
  total: 0,
  new: 0,
  updated: 0,
  unchanged: 0,
  withdrawn: 0,
  drafts: 0,
  problems: [],
  problemCount: 0,
});

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** A feed listing checked against our estate model: what to write, or why it cannot be. */
export interface PreparedListing {
  externalId: string;
  remove: boolean;
  estate?: EstateInput;
  photos: FeedListing['photos'];
  problems: FeedProblem[];
  contentHash: string;
  photosHash: string;
}

/** `/geoData/city` → `geoData.city` */
const dotted = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.');

export function prepareListing(l: FeedListing): PreparedListing {
  const problems = [...l.problems];
  let estate = l.estate;
  if (estate && !problems.some((p) => p.fatal)) {
    if (!estateSchema.Check(estate)) {
      for (const e of estateSchema.Errors(estate)) {
        const missing = (e.params as { requiredProperties?: string[] }).requiredProperties;
        if (e.keyword === 'required' && missing) {
          for (const m of missing)
            problems.push({
              externalId: l.externalId,
              field: dotted(`${e.instancePath}/${m}`),
              code: 'REQUIRED',
              message: `${m} is missing`,
              fatal: true,
            });
        } else {
          const field = dotted(e.instancePath) || 'listing';
          problems.push({ externalId: l.externalId, field, code: 'INVALID', message: `${field} ${e.message}`, fatal: true });
        }
      }
    }
  }
  if (problems.some((p) => p.fatal)) estate = undefined;
  return {
    externalId: l.externalId,
    remove: l.action === 'delete',
    estate,
    photos: l.photos,
    problems,
    contentHash: estate ? sha(estate) : '',
    photosHash: sha(l.photos),
  };
}

/** What a listing does to what was imported before. */
export type Verdict = 'invalid' | 'new' | 'updated' | 'unchanged' | 'withdraw' | 'absent';

export function verdictOf(p: PreparedListing, existing: ImportedListingRow | undefined): Verdict {
  if (p.remove) return existing && !existing.withdrawn ? 'withdraw' : 'absent';
  if (!p.estate) return 'invalid';
  if (!existing) return 'new';
  if (!existing.withdrawn && existing.content_hash === p.contentHash && existing.photos_hash === p.photosHash) return 'unchanged';
  return 'updated';
}

function addProblems(report: ImportReport, problems: readonly FeedProblem[] | readonly ImportProblem[], max: number): void {
  for (const p of problems) {
    report.problemCount++;
    if (report.problems.length < max) report.problems.push({ externalId: p.externalId, field: p.field, code: p.code, message: p.message });
  }
}

async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export interface Analysis {
  format: FeedFormat;
  fullFeed: boolean;
  report: ImportReport;
}

/** Reads the whole feed and says what importing it would do; writes nothing. Throws FeedError for an unreadable file. */
export async function analyzeFeed(
  db: Queryable,
  settings: ImportSettings,
  ownerId: string,
  filePath: string,
  fullFeedAsked: boolean,
): Promise<Analysis> {
  const feed = await readFeed(filePath, { ...settings.feedLimits, maxPhotosPerListing: settings.photosPerListing });
  try {
    const fullFeed = feed.header.fullFeed || fullFeedAsked;
    const report = emptyReport();
    const seen = new Set<string>();
    let toPublish = 0;
    for await (const batch of batches(feed.listings, 500)) {
      const prepared = batch.map(prepareListing);
      const existing = await selectImportedListings(
        db,
        ownerId,
        prepared.map((p) => p.externalId),
      );
      for (const p of prepared) {
        report.total++;
        seen.add(p.externalId);
        addProblems(report, p.problems, settings.maxReportedProblems);
        const before = existing.get(p.externalId);
        const v = verdictOf(p, before);
        if (v === 'new') {
          report.new++;
          toPublish++;
        } else if (v === 'updated') {
          report.updated++;
          if (before?.withdrawn) toPublish++;
        } else if (v === 'unchanged') report.unchanged++;
        else if (v === 'withdraw') report.withdrawn++;
      }
    }
    if (fullFeed) report.withdrawn += await countLiveImported(db, ownerId, feed.header.format, seen);
    const room = await publicationRoom(db, ownerId);
    report.drafts = Math.max(0, toPublish - room);
    return { format: feed.header.format, fullFeed, report };
  } finally {
    await feed.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The run

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
      const outcome = await runBatch(c, importId, ownerId, batch.map(prepareListing), feed, progress, report);
      if (outcome === 'canceled') return 'canceled';
      // PGlite answers without real I/O, so a run could keep the event loop to itself: let requests
      // (the page's progress polls, a close) in between two batches
      await new Promise((resolve) => setImmediate(resolve));
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

async function runBatch(
  c: RunContext,
  importId: string,
  ownerId: string,
  prepared: PreparedListing[],
  feed: OpenedFeed,
  progress: ImportProgress,
  report: ImportReport,
): Promise<'ok' | 'canceled'> {
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
  }
  const written: string[] = [];
  const replaced: string[] = [];
  const runProblems: ImportProblem[] = [];
  const next = { ...progress };
  const nextReport = { ...report, problems: [...report.problems] };
  let canceled = false;
  try {
    await c.db.transaction(async (tx) => {
      const state = await tx.query<{ cancel_requested: boolean }>('SELECT cancel_requested FROM imports WHERE id = $1 FOR UPDATE', [importId]);
      if (state.rows[0]?.cancel_requested) {
        canceled = true;
        return;
      }
      const rates = await ratesFor(tx);
      let room = await publicationRoom(tx, ownerId);
      const seen: string[] = [];
      for (const item of plan) {
        const { p, verdict } = item;
        next.processed++;
        // photo problems found now; the reader's were reported with the validation
        runProblems.push(...p.problems.filter((x) => x.field.startsWith('photos[') && x.code.startsWith('PHOTO_')));
        if (verdict === 'invalid') {
          next.failed++;
          continue;
        }
        if (verdict === 'unchanged' || verdict === 'absent') {
          next.unchanged++;
          if (verdict === 'unchanged') seen.push(p.externalId);
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
              estateId = (await createImportedEstate(tx, rates, ownerId, estate, status)).id;
              next.created++;
            } else {
              // a listing the import withdrew comes back: published again when there is room
              let status: 'published' | 'draft' | undefined;
              if (item.existing?.withdrawn) {
                status = room > 0 ? 'published' : 'draft';
                if (status === 'published') room--;
                else nextReport.drafts++;
              }
              await updateImportedEstate(tx, rates, estateId!, estate, status);
              next.updated++;
            }
            if (item.photos !== undefined) {
              const r = await replaceImportedPhotos(tx, c.media, estateId!, item.photos);
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
      }
      await markSeen(tx, ownerId, seen, importId);
      addProblems(nextReport, runProblems, c.settings.maxReportedProblems);
      await updateImport(tx, importId, { progress: next, report: nextReport, heartbeat: true });
    });
  } catch (err) {
    await removeFiles(
      c.media,
      written.filter((k) => k.endsWith('.webp') && !k.endsWith('.thumb.webp')),
    );
    throw err;
  }
  if (canceled) {
    await removeFiles(
      c.media,
      written.filter((k) => k.endsWith('.webp') && !k.endsWith('.thumb.webp')),
    );
    return 'canceled';
  }
  await removeFiles(c.media, replaced);
  Object.assign(progress, next);
  Object.assign(report, nextReport);
  return 'ok';
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
  }
  return 'ok';
}
