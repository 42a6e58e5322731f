// The import engine, its first half: a feed listing checked against our estate model, what it does to
// what was imported before, and the validation report of an uploaded feed (nothing written); the run
// that writes it is api/import/run.ts. Listings are keyed by the owner and the feed's own id; a hash
// of the mapped listing and one of its photo sources tell a changed listing from an unchanged one, so
// importing the same file twice changes nothing.
import { createHash } from 'node:crypto';
import { Compile } from 'typebox/compile';
import type { Queryable } from '../db/index.ts';
import { CreateEstateBody, type EstateInput } from '../../shared/contract/estate-inputs.ts';
import type { ImportProblem, ImportProgress, ImportReport } from '../../shared/contract/import.ts';
import { publicationRoom } from '../estates/imported.ts';
import { readFeed, type FeedFormat, type FeedListing, type FeedProblem } from './formats/index.ts';
import type { ImportSettings } from './settings.ts';
import { countLiveImported, selectImportedListings, type ImportedListingRow } from './sql.ts';

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

export function asStored<T extends { description?: Record<string, string | undefined> | null }>(estate: T): T {
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

/** Lets timers and requests run (setImmediate: after the I/O callbacks already waiting). */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);

/** A feed listing checked against our estate model: what to write, or why it cannot be. */
export interface PreparedListing {
  externalId: string;
  remove: boolean;
  estate?: EstateInput;
  photos: FeedListing['photos'];
  /** the feed's floor plans (OpenImmo GRUNDRISS); absent when it names none */
  floorPlans?: FeedListing['floorPlans'];
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
    ...(l.floorPlans ? { floorPlans: l.floorPlans } : {}),
    problems,
    contentHash: estate ? sha(estate) : '',
    // floor plans count with the photos (a listing without any keeps the hash it had before them)
    photosHash: l.floorPlans ? sha([l.photos, l.floorPlans]) : sha(l.photos),
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

export function addProblems(report: ImportReport, problems: readonly FeedProblem[] | readonly ImportProblem[], max: number): void {
  for (const p of problems) {
    report.problemCount++;
    if (report.problems.length < max) report.problems.push({ externalId: p.externalId, field: p.field, code: p.code, message: p.message });
  }
}

export async function* batches<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
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

/** Listings checked between two turns of the event loop (and per lookup of what was imported before) while validating. */
const ANALYSIS_BATCH = 100;

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
    for await (const batch of batches(feed.listings, ANALYSIS_BATCH)) {
      // checking a listing is synchronous work: give the event loop back between two batches
      await yieldToLoop();
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
