// The mass import's limits: from the environment (IMPORT_MAX_BYTES, IMPORT_ALLOW_PRIVATE_URLS) through
// api/config.ts, the rest fixed here; tests pass smaller ones in ApiConfig.import.
import type { FeedLimits } from './formats/index.ts';

export interface ImportSettings {
  /** IMPORT_MAX_BYTES: the largest upload; over it the api answers 413 TOO_LARGE */
  maxBytes: number;
  /** IMPORT_ALLOW_PRIVATE_URLS: photo downloads may reach private, loopback and link-local addresses */
  allowPrivateUrls: boolean;
  /** one photo download: time-out for the whole transfer, largest body, redirects followed */
  photoTimeoutMs: number;
  photoMaxBytes: number;
  photoMaxRedirects: number;
  /** photos taken per listing; the rest are reported */
  photosPerListing: number;
  /** listings read, looked up and given their photos together; at most this many per transaction (each in its own savepoint) */
  batchSize: number;
  /**
   * a transaction commits, with the progress, once it has written for this long (at least one listing
   * each): requests waiting for the database (PGlite: one connection, in this process) get their turn
   */
  transactionMs: number;
  /** after each transaction the run rests this long (a timer), so requests it kept waiting finish their turns first */
  restMs: number;
  /** problems kept in a report (all are counted) */
  maxReportedProblems: number;
  /** a running import whose heartbeat is older than this is taken as orphaned by a dead process */
  staleAfterMs: number;
  /** the readers' limits (listings per file, line length, ZIP size and ratio); their defaults when unset */
  feedLimits?: Partial<FeedLimits>;
  /** MODERATION=pre: a listing the feed publishes (new, or back after a withdrawal) waits for review as the form's do */
  premoderation: boolean;
}

export const DEFAULT_IMPORT_SETTINGS: ImportSettings = {
  maxBytes: 200 * 1024 * 1024,
  allowPrivateUrls: false,
  photoTimeoutMs: 15_000,
  photoMaxBytes: 10 * 1024 * 1024,
  photoMaxRedirects: 3,
  photosPerListing: 30,
  batchSize: 50,
  transactionMs: 50,
  restMs: 20,
  maxReportedProblems: 1000,
  staleAfterMs: 60_000,
  premoderation: false,
};

/** The limits: the defaults with what ApiConfig.import sets (api/config.ts). */
export function importSettings(overrides: Partial<ImportSettings> = {}): ImportSettings {
  return { ...DEFAULT_IMPORT_SETTINGS, ...overrides };
}
