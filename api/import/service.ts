// The import's rules: an upload is streamed to a file under DATA_DIR/imports (at most IMPORT_MAX_BYTES),
// read and reported on without writing anything, then kept for its run in the import file store (that
// folder, or the S3 bucket so any instance can run it: ./files.ts); start queues it on the job queue; the worker runs
// one import per user at a time (a second one waits its turn), survives restarts (an interrupted run
// is retried and resumes after its last committed batch; one orphaned by a dead process is handed
// back to the queue at the next start) and stops between batches when canceled. Only the owner sees
// an import: anyone else gets 404.
import { mkdir, rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import type { JobQueue } from '../integrations/jobs/queue.ts';
import type { MediaStore } from '../integrations/media/store.ts';
import type { Language } from '../../shared/core/constants.ts';
import { listMeta } from '../../shared/contract/common.ts';
import type { Import, ImportList, ImportValidation } from '../../shared/contract/import.ts';
import { ApiError, errors } from '../errors.ts';
import { uploadDir, type ImportFiles } from './files.ts';
import { FeedError } from './formats/index.ts';
import { languageOf, localizeFailure, localizeProblem } from './messages.ts';
import type { ImportSettings } from './settings.ts';
import {
  claimImport,
  insertImport,
  selectImport,
  selectKeptFiles,
  selectOwnImport,
  selectOwnImports,
  selectStaleRunning,
  updateImport,
  type ImportRow,
} from './sql.ts';
import { RunFailure, runImport } from './run.ts';
import { analyzeFeed, emptyProgress } from './sync.ts';

export const IMPORT_QUEUE = 'import';
/** A run interrupted or failed this many times is given up (failed with the reason). */
const RETRY_LIMIT = 5;
/** How long a job waits before it looks again when the owner's other import is still running. */
const BUSY_RETRY_SECONDS = 2;

export interface ImportContext {
  db: Db;
  media: MediaStore;
  jobs: JobQueue;
  settings: ImportSettings;
  dataDir: string;
  /** where validated uploads wait for their run (./files.ts) */
  files: ImportFiles;
  log: FastifyBaseLogger;
  /** after a run: queues the machine translation of the owner's listings (api/estates/translations-plugin.ts) */
  translate?: (ownerId: string) => Promise<void>;
}

interface ImportJob {
  importId: string;
}

export function toImport(row: ImportRow, lng: Language): Import {
  return {
    _id: row.id,
    format: row.format,
    status: row.status,
    fileName: row.file_name,
    fullFeed: row.full_feed,
    progress: { ...emptyProgress(row.report.total ?? 0), ...row.progress },
    report: { ...row.report, problems: (row.report.problems ?? []).map((p) => localizeProblem(p, lng)) },
    error: localizeFailure(row.error_code, row.error, lng),
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: row.started_at ? new Date(row.started_at).toISOString() : null,
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

/** The whole-file refusal of a reader as an api error: 415 for an unknown format, 413 over a limit, else 400. */
export function feedErrorToApi(err: FeedError): ApiError {
  const status = err.code === 'UNSUPPORTED_FORMAT' ? 415 : err.code === 'TOO_LARGE' ? 413 : 400;
  return new ApiError(status, err.code, err.message);
}

/** Validates an uploaded file (already on disk at `filePath`) and records the import; the file stays for the run. */
export async function validateUpload(
  c: ImportContext,
  user: { id: string; language: string },
  upload: { filePath: string; fileName: string; fullFeed: boolean },
): Promise<ImportValidation> {
  let analysis;
  try {
    analysis = await analyzeFeed(c.db, c.settings, user.id, upload.filePath, upload.fullFeed);
  } catch (err) {
    await rm(upload.filePath, { force: true });
    if (err instanceof FeedError) throw feedErrorToApi(err);
    throw err;
  }
  // invalid: not one listing could be imported (an unchanged listing counts: re-running a feed is allowed)
  const r = analysis.report;
  const importable = r.new + r.updated + r.unchanged + r.withdrawn > 0;
  const status = importable ? 'validated' : 'invalid';
  if (!importable) await rm(upload.filePath, { force: true });
  let kept: string | null = null;
  try {
    if (importable) kept = await c.files.keep(upload.filePath);
  } catch (err) {
    // the object store unreachable: 503, nothing recorded, nothing left behind
    await rm(upload.filePath, { force: true });
    c.log.warn({ err, location: c.files.location }, 'import upload not kept');
    throw errors.unavailable('The file store is unreachable; please upload the feed again later');
  }
  const row = await insertImport(c.db, {
    owner_id: user.id,
    format: analysis.format,
    status,
    file_name: upload.fileName,
    file_path: kept,
    full_feed: analysis.fullFeed,
    lang: languageOf(user.language),
    report: analysis.report,
    progress: emptyProgress(analysis.report.total),
  }).catch(async (err: unknown) => {
    if (kept) await removeFile(c, kept);
    throw err;
  });
  const answer = toImport(row, languageOf(user.language));
  return { _id: answer._id, format: answer.format, status, fileName: answer.fileName, fullFeed: answer.fullFeed, report: answer.report };
}

export async function getImport(c: ImportContext, userId: string, id: string, lng: Language): Promise<Import> {
  const row = await selectOwnImport(c.db, userId, id);
  if (!row) throw errors.notFound('import');
  return toImport(row, lng);
}

export async function listImports(c: ImportContext, userId: string, page: number, onPage: number, lng: Language): Promise<ImportList> {
  const { rows, total } = await selectOwnImports(c.db, userId, onPage, (page - 1) * onPage);
  return { meta: listMeta(page, onPage, total), values: rows.map((r) => toImport(r, lng)) };
}

export async function startImport(c: ImportContext, userId: string, id: string, lng: Language): Promise<Import> {
  const row = await c.db.transaction(async (tx) => {
    const current = await selectOwnImport(tx, userId, id, true);
    if (!current) throw errors.notFound('import');
    if (current.status !== 'validated') throw errors.conflict(`An import that is ${current.status} cannot start`, 'IMPORT_NOT_STARTABLE');
    await updateImport(tx, id, { status: 'queued' });
    return current;
  });
  const jobId = await c.jobs.send<ImportJob>(IMPORT_QUEUE, { importId: row.id });
  await updateImport(c.db, id, { job_id: jobId });
  c.log.info({ importId: id, jobId }, 'import queued');
  return getImport(c, userId, id, lng);
}

export async function cancelImport(c: ImportContext, userId: string, id: string, lng: Language): Promise<Import> {
  const outcome = await c.db.transaction(async (tx) => {
    const current = await selectOwnImport(tx, userId, id, true);
    if (!current) throw errors.notFound('import');
    if (current.status === 'validated' || current.status === 'queued') {
      await updateImport(tx, id, { status: 'canceled', finished: true, file_path: null });
      return { row: current, now: true };
    }
    if (current.status === 'running') {
      await updateImport(tx, id, { cancel_requested: true });
      return { row: current, now: false };
    }
    throw errors.conflict(`An import that is ${current.status} cannot be canceled`, 'IMPORT_FINISHED');
  });
  if (outcome.now) {
    if (outcome.row.job_id) await c.jobs.cancel(IMPORT_QUEUE, outcome.row.job_id).catch(() => undefined);
    if (outcome.row.file_path) await removeFile(c, outcome.row.file_path);
  }
  return getImport(c, userId, id, lng);
}

async function finish(
  c: ImportContext,
  row: ImportRow,
  status: 'done' | 'failed' | 'canceled',
  failure?: { code: string; message: string },
): Promise<void> {
  await updateImport(c.db, row.id, {
    status,
    finished: true,
    file_path: null,
    ...(failure ? { error_code: failure.code, error: failure.message.slice(0, 500) } : {}),
  });
  if (row.file_path) await removeFile(c, row.file_path);
}

/** The kept upload removed; a failure (the store unreachable) is logged, never the import's outcome. */
async function removeFile(c: ImportContext, ref: string): Promise<void> {
  await c.files.remove(ref).catch((err: unknown) => c.log.warn({ err, location: c.files.location }, 'import file not removed'));
}

/** The run reads a local copy of the kept upload (fetched from the store when it is remote). */
async function withLocalFile(c: ImportContext, row: ImportRow): Promise<ImportRow> {
  if (!row.file_path) return row;
  try {
    return { ...row, file_path: await c.files.localCopy(row.file_path) };
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey' || (err as { code?: string }).code === 'ENOENT')
      throw new RunFailure('FILE_MISSING', 'the uploaded file is gone');
    throw err;
  }
}

/** The worker: claims the import, runs it, and records how it ended. */
async function work(c: ImportContext, job: { id: string; data: ImportJob; retryCount: number; signal: AbortSignal }): Promise<void> {
  const row = await selectImport(c.db, job.data.importId);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const claim = await claimImport(c.db, row.id, row.owner_id);
  if (claim === 'gone') return;
  if (claim === 'busy') {
    // the owner's other import runs: this one waits its turn, as a new job a little later
    const jobId = await c.jobs.send<ImportJob>(IMPORT_QUEUE, { importId: row.id }, { startAfterSeconds: BUSY_RETRY_SECONDS });
    await updateImport(c.db, row.id, { job_id: jobId });
    return;
  }
  await updateImport(c.db, row.id, { job_id: job.id });
  const claimed = (await selectImport(c.db, row.id))!;
  c.log.info({ importId: row.id, jobId: job.id, resumeAt: claimed.progress.processed ?? 0 }, 'import running');
  try {
    const outcome = await runImport({ db: c.db, media: c.media, settings: c.settings, log: c.log }, await withLocalFile(c, claimed), job.signal);
    if (outcome === 'interrupted') {
      // back to the queue; pg-boss retries the job at the next start, and the run resumes
      await updateImport(c.db, row.id, { status: 'queued' });
      throw new Error('import interrupted by a stop; it resumes at the next start');
    }
    const latest = (await selectImport(c.db, row.id))!;
    await finish(c, latest, outcome === 'canceled' ? 'canceled' : 'done');
    await translateListings(c, row.owner_id);
    c.log.info({ importId: row.id, outcome, progress: latest.progress }, 'import ended');
  } catch (err) {
    if (err instanceof RunFailure) {
      await finish(c, claimed, 'failed', { code: err.code, message: err.message });
      // what an earlier attempt of the run wrote (before a stop, say) is translated all the same
      await translateListings(c, row.owner_id);
      return;
    }
    if (job.signal.aborted || job.retryCount < RETRY_LIMIT) {
      await updateImport(c.db, row.id, { status: 'queued' });
      throw err;
    }
    c.log.warn({ importId: row.id, err }, 'import failed');
    await finish(c, claimed, 'failed', {
      code: job.retryCount >= RETRY_LIMIT ? 'INTERRUPTED' : 'INTERNAL',
      message: err instanceof Error ? err.message : String(err),
    });
    // the batches committed before the failure stay: their listings are translated all the same
    await translateListings(c, row.owner_id);
  }
}

/**
 * The owner's listings queued for translation once a run has ended, however it ended (what it wrote
 * stays). A queue that cannot take the job is logged: the import's outcome is already recorded.
 */
async function translateListings(c: ImportContext, ownerId: string): Promise<void> {
  await c.translate?.(ownerId).catch((err: unknown) => c.log.warn({ err, ownerId }, 'translation after an import not queued'));
}

/** Leftovers in the upload folder older than this go at start (uploads and runs take less). */
const LEFTOVER_AGE_MS = 24 * 60 * 60_000;

/** Declares the queue and its worker; call while the app is built. */
export async function registerImportWorker(c: ImportContext): Promise<void> {
  await mkdir(uploadDir(c.dataDir), { recursive: true });
  const swept = await c.files.sweep(await selectKeptFiles(c.db), LEFTOVER_AGE_MS);
  if (swept) c.log.info({ files: swept }, 'import leftovers removed');
  await c.jobs.queue(IMPORT_QUEUE, { retryLimit: RETRY_LIMIT + 1, retryDelaySeconds: 1, expireInSeconds: 60 * 60 });
  await c.jobs.work<ImportJob>(IMPORT_QUEUE, (job) => work(c, job));
}

/**
 * At start: imports left running by a process that died (no heartbeat for a while) go back to the
 * queue. Their job is failed so pg-boss retries it now rather than when it expires; a job pg-boss no
 * longer holds is sent again.
 */
export async function recoverOrphans(c: ImportContext): Promise<number> {
  const stale = await selectStaleRunning(c.db, c.settings.staleAfterMs);
  for (const s of stale) {
    await updateImport(c.db, s.id, { status: 'queued' });
    const state = s.job_id ? await c.jobs.state(IMPORT_QUEUE, s.job_id).catch(() => null) : null;
    if (state === 'active' && s.job_id) await c.jobs.fail(IMPORT_QUEUE, s.job_id, 'the process running it stopped');
    else if (state !== 'created' && state !== 'retry') {
      const jobId = await c.jobs.send<ImportJob>(IMPORT_QUEUE, { importId: s.id });
      await updateImport(c.db, s.id, { job_id: jobId });
    }
    c.log.warn({ importId: s.id }, 'orphaned import handed back to the queue');
  }
  return stale.length;
}
