// The import's tables: `imports` (one upload, its report and progress) and `imported_listings` (what
// each feed listing became, keyed by owner and external id, with hashes for change detection).
import type { Queryable } from '../db/index.ts';
import type { ImportFormat, ImportProgress, ImportReport, ImportStatus } from '../../shared/contract/import.ts';

export interface ImportRow {
  id: string;
  owner_id: string;
  format: ImportFormat;
  status: ImportStatus;
  file_name: string;
  file_path: string | null;
  full_feed: boolean;
  lang: string;
  report: ImportReport;
  progress: ImportProgress;
  error_code: string | null;
  error: string | null;
  job_id: string | null;
  cancel_requested: boolean;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  heartbeat_at: Date | null;
}

const COLUMNS = `id, owner_id, format, status, file_name, file_path, full_feed, lang, report, progress, error_code, error, job_id,
  cancel_requested, created_at, started_at, finished_at, heartbeat_at`;

export async function insertImport(
  q: Queryable,
  row: Pick<ImportRow, 'owner_id' | 'format' | 'status' | 'file_name' | 'file_path' | 'full_feed' | 'lang' | 'report' | 'progress'>,
): Promise<ImportRow> {
  const r = await q.query<ImportRow>(
    `INSERT INTO imports (owner_id, format, status, file_name, file_path, full_feed, lang, report, progress)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb) RETURNING ${COLUMNS}`,
    [
      row.owner_id,
      row.format,
      row.status,
      row.file_name,
      row.file_path,
      row.full_feed,
      row.lang,
      JSON.stringify(row.report),
      JSON.stringify(row.progress),
    ],
  );
  return r.rows[0];
}

/** The import when `ownerId` owns it (others' imports do not exist for them). */
export async function selectOwnImport(q: Queryable, ownerId: string, id: string, lock = false): Promise<ImportRow | undefined> {
  const r = await q.query<ImportRow>(`SELECT ${COLUMNS} FROM imports WHERE id = $1 AND owner_id = $2${lock ? ' FOR UPDATE' : ''}`, [id, ownerId]);
  return r.rows[0];
}

export async function selectImport(q: Queryable, id: string, lock = false): Promise<ImportRow | undefined> {
  const r = await q.query<ImportRow>(`SELECT ${COLUMNS} FROM imports WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return r.rows[0];
}

export async function selectOwnImports(q: Queryable, ownerId: string, limit: number, offset: number): Promise<{ rows: ImportRow[]; total: number }> {
  const total = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM imports WHERE owner_id = $1', [ownerId]);
  const r = await q.query<ImportRow>(`SELECT ${COLUMNS} FROM imports WHERE owner_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
    ownerId,
    limit,
    offset,
  ]);
  return { rows: r.rows, total: total.rows[0].n };
}

export async function updateImport(
  q: Queryable,
  id: string,
  set: Partial<Pick<ImportRow, 'status' | 'job_id' | 'error_code' | 'error' | 'cancel_requested' | 'file_path' | 'progress' | 'report'>> & {
    started?: boolean;
    finished?: boolean;
    heartbeat?: boolean;
  },
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [id];
  const put = (col: string, v: unknown, cast = '') => {
    values.push(v);
    sets.push(`${col} = $${values.length}${cast}`);
  };
  if (set.status !== undefined) put('status', set.status);
  if (set.job_id !== undefined) put('job_id', set.job_id);
  if (set.error_code !== undefined) put('error_code', set.error_code);
  if (set.error !== undefined) put('error', set.error);
  if (set.cancel_requested !== undefined) put('cancel_requested', set.cancel_requested);
  if (set.file_path !== undefined) put('file_path', set.file_path);
  if (set.progress !== undefined) put('progress', JSON.stringify(set.progress), '::jsonb');
  if (set.report !== undefined) put('report', JSON.stringify(set.report), '::jsonb');
  if (set.started) sets.push('started_at = COALESCE(started_at, now())');
  if (set.finished) sets.push('finished_at = now()');
  if (set.heartbeat) sets.push('heartbeat_at = now()');
  if (!sets.length) return;
  await q.query(`UPDATE imports SET ${sets.join(', ')} WHERE id = $1`, values);
}

/**
 * Claims a queued import for running: true when it is now running here. False when it is not queued
 * any more (canceled, done) or the owner already has a running import (the one-running index).
 */
export async function claimImport(q: Queryable, id: string, ownerId: string): Promise<'claimed' | 'busy' | 'gone'> {
  const busy = await q.query('SELECT 1 FROM imports WHERE owner_id = $1 AND status = $2 AND id <> $3', [ownerId, 'running', id]);
  if (busy.rows.length) return 'busy';
  try {
    const r = await q.query(
      `UPDATE imports SET status = 'running', started_at = COALESCE(started_at, now()), heartbeat_at = now()
        WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
      [id],
    );
    return r.rows.length ? 'claimed' : 'gone';
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return 'busy';
    throw err;
  }
}

/** Running imports whose worker has not reported for `staleMs` (its process died). */
export async function selectStaleRunning(q: Queryable, staleMs: number): Promise<{ id: string; job_id: string | null }[]> {
  const r = await q.query<{ id: string; job_id: string | null }>(
    `SELECT id, job_id FROM imports WHERE status = 'running' AND (heartbeat_at IS NULL OR heartbeat_at < now() - ($1::int * interval '1 millisecond'))`,
    [staleMs],
  );
  return r.rows;
}

/** The references of every kept upload (imports not ended: their file waits for or feeds a run). */
export async function selectKeptFiles(q: Queryable): Promise<string[]> {
  const r = await q.query<{ file_path: string }>('SELECT file_path FROM imports WHERE file_path IS NOT NULL');
  return r.rows.map((row) => row.file_path);
}

// ---------------------------------------------------------------------------------------------
// Imported listings

export interface ImportedListingRow {
  external_id: string;
  estate_id: string;
  content_hash: string;
  photos_hash: string;
  withdrawn: boolean;
}

export async function selectImportedListings(
  q: Queryable,
  ownerId: string,
  externalIds: readonly string[],
): Promise<Map<string, ImportedListingRow>> {
  if (!externalIds.length) return new Map();
  const r = await q.query<ImportedListingRow>(
    `SELECT external_id, estate_id, content_hash, photos_hash, withdrawn FROM imported_listings
      WHERE owner_id = $1 AND external_id = ANY($2::text[])`,
    [ownerId, externalIds],
  );
  return new Map(r.rows.map((row) => [row.external_id, row]));
}

/** The listing as this import wrote it; its source becomes the import's format. */
export async function upsertImportedListing(
  q: Queryable,
  ownerId: string,
  row: Omit<ImportedListingRow, 'withdrawn'> & { withdrawn?: boolean },
  importId: string,
): Promise<void> {
  await q.query(
    `INSERT INTO imported_listings (owner_id, external_id, estate_id, content_hash, photos_hash, withdrawn, last_import_id, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT format FROM imports WHERE id = $7))
     ON CONFLICT (owner_id, external_id) DO UPDATE SET estate_id = EXCLUDED.estate_id, content_hash = EXCLUDED.content_hash,
       photos_hash = EXCLUDED.photos_hash, withdrawn = EXCLUDED.withdrawn, last_import_id = EXCLUDED.last_import_id,
       source = EXCLUDED.source, updated_at = now()`,
    [ownerId, row.external_id, row.estate_id, row.content_hash, row.photos_hash, row.withdrawn ?? false, importId],
  );
}

/**
 * Marks listings as seen by this import (unchanged ones too), so a full feed knows what is missing; a
 * listing of unknown source (imported before sources were recorded) takes the import's format.
 */
export async function markSeen(q: Queryable, ownerId: string, externalIds: readonly string[], importId: string): Promise<void> {
  if (!externalIds.length) return;
  await q.query(
    `UPDATE imported_listings SET last_import_id = $3, source = COALESCE(source, (SELECT format FROM imports WHERE id = $3))
      WHERE owner_id = $1 AND external_id = ANY($2::text[])`,
    [ownerId, externalIds, importId],
  );
}

/**
 * The live imported listings a full feed did not name: only those of the feed's own source (its
 * format), never what another kind of import (a CSV beside a Kyero feed) brought to the account.
 */
export async function selectUnseen(q: Queryable, ownerId: string, importId: string): Promise<{ external_id: string; estate_id: string }[]> {
  const r = await q.query<{ external_id: string; estate_id: string }>(
    `SELECT external_id, estate_id FROM imported_listings
      WHERE owner_id = $1 AND NOT withdrawn AND last_import_id IS DISTINCT FROM $2
        AND source = (SELECT format FROM imports WHERE id = $2)
      ORDER BY external_id`,
    [ownerId, importId],
  );
  return r.rows;
}

/** How many live listings of this source a full feed would withdraw: those not in `excluding`. */
export async function countLiveImported(q: Queryable, ownerId: string, source: ImportFormat, excluding: ReadonlySet<string>): Promise<number> {
  const r = await q.query<{ external_id: string }>(
    'SELECT external_id FROM imported_listings WHERE owner_id = $1 AND source = $2 AND NOT withdrawn',
    [ownerId, source],
  );
  return r.rows.filter((row) => !excluding.has(row.external_id)).length;
}

export async function setWithdrawn(q: Queryable, ownerId: string, externalId: string, importId: string): Promise<void> {
  await q.query('UPDATE imported_listings SET withdrawn = true, last_import_id = $3, updated_at = now() WHERE owner_id = $1 AND external_id = $2', [
    ownerId,
    externalId,
    importId,
  ]);
}

/** Imports still holding an upload file that no run will read again: finished ones, and validated ones never started before `before`. */
export async function selectLeftoverUploads(q: Queryable, before: Date): Promise<{ id: string; file_path: string }[]> {
  const r = await q.query<{ id: string; file_path: string }>(
    `SELECT id, file_path FROM imports
      WHERE file_path IS NOT NULL
        AND (status IN ('done', 'failed', 'canceled', 'invalid') OR (status = 'validated' AND created_at < $1))`,
    [before],
  );
  return r.rows;
}

/** Forgets the upload file of an import (its file is removed), unless a run took it meanwhile. */
export async function forgetUploadFile(q: Queryable, id: string, filePath: string): Promise<boolean> {
  const r = await q.query(`UPDATE imports SET file_path = NULL WHERE id = $1 AND file_path = $2 AND status NOT IN ('queued', 'running')`, [
    id,
    filePath,
  ]);
  return (r.rowCount ?? 0) > 0;
}
