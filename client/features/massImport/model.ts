// The mass import's shapes (shared/contract/import.ts: POST /api/import answers a validation report,
// /start queues it, GET /api/import/{id} shows its progress, GET /api/import lists them) and the small
// rules the page reads from them.
import type { Import, ImportProgress, ImportReport, ImportStatus, ImportValidation } from '../../../shared/contract/import.ts';

export type {
  Import,
  ImportFormat,
  ImportList,
  ImportProblem,
  ImportProgress,
  ImportReport,
  ImportStatus,
  ImportValidation,
} from '../../../shared/contract/import.ts';

/** The import the page shows: right after the upload (a validation) or as the api has it now. */
export type ShownImport = ImportValidation | Import;

/** Its progress, once it has one. */
export const progressOf = (job: ShownImport): ImportProgress | null => ('progress' in job ? job.progress : null);

/** The statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly ImportStatus[] = ['done', 'failed', 'canceled'];
/** The statuses of an import that is under way (the page watches them). */
export const ACTIVE_STATUSES: readonly ImportStatus[] = ['queued', 'running'];

export const isFinal = (s: ImportStatus): boolean => FINAL_STATUSES.includes(s);
export const isActive = (s: ImportStatus): boolean => ACTIVE_STATUSES.includes(s);

/** The listings a confirmed import creates or changes (the count on the confirm button). */
export const listingsToImport = (r: ImportReport): number => r.new + r.updated;
/** Whether starting the import would change anything (new, changed or withdrawn listings). */
export const hasChanges = (r: ImportReport): boolean => r.new + r.updated + r.withdrawn > 0;

/** Processed of total as a whole percentage, 0 while the total is unknown; 100 once done. */
export function percentOf(job: ShownImport): number {
  if (job.status === 'done') return 100;
  const p = progressOf(job);
  if (!p || p.total <= 0) return 0;
  return Math.min(100, Math.floor((p.processed / p.total) * 100));
}

/** The files the upload field takes. */
export const ACCEPTED_EXTENSIONS = ['.csv', '.xml', '.zip'] as const;

export function hasAcceptedExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The upload limit the page states: the api's default IMPORT_MAX_BYTES (a 413 answer names the one in force). */
export const IMPORT_MAX_MB = 200;
