// The seam between the feed readers (csv, openimmo, kyero) and the import engine. A reader turns one
// uploaded file into listings mapped onto our estate model; it never touches the database. The engine
// (api/import/*.ts) diffs them against the owner's imported estates, writes them in a job and fetches
// their photos. Everything a reader cannot map is reported as a problem on that listing, never dropped.
import type { EstateInput } from '../../../shared/contract/estate-inputs.ts';
import type { ImportFormat } from '../../../shared/contract/import.ts';

export type FeedFormat = ImportFormat;

/** One problem found while reading: the listing's external id (or `#<row>` when it has none), the field
 *  in our model's dotted form (`price`, `geoData.countryCode`, `heating`, `photos[3]`), a stable code and
 *  an English message with the offending value. The api localizes from the code. */
export interface FeedProblem {
  externalId: string;
  field: string;
  code: string;
  message: string;
  /** true: the listing cannot be imported (required value missing or unmappable); false: a value was
   *  left out and the rest of the listing is imported. */
  fatal: boolean;
}

/** Where a listing's photo comes from: a file inside the uploaded ZIP (path as named by the feed,
 *  resolved against the archive root) or an http(s) URL to download. The first is the cover. */
export type PhotoSource = { kind: 'zip'; path: string } | { kind: 'url'; url: string };

export interface FeedListing {
  /** The feed's own stable id (OpenImmo objektnr_extern, Kyero id (ref as fallback), CSV externalId). */
  externalId: string;
  /** OpenImmo's per-object action: 'delete' withdraws it; absent means add or change. */
  action?: 'upsert' | 'delete';
  /** The listing mapped onto the create body; undefined when a fatal problem stops it. */
  estate?: EstateInput;
  photos: PhotoSource[];
  /** Floor plans (OpenImmo GRUNDRISS attachments), images or PDFs, with the feed's title; absent when none. */
  floorPlans?: FloorPlanSource[];
  problems: FeedProblem[];
}

/** A floor plan of a listing: where its file comes from, as for photos, and its title in the feed. */
export type FloorPlanSource = PhotoSource & { title?: string };

/** What a reader yields first, before any listing. */
export interface FeedHeader {
  format: FeedFormat;
  /** OpenImmo's transfer header umfang=VOLL, Kyero always (a snapshot); CSV never (the user chooses). */
  fullFeed: boolean;
}

/** Refusal of the whole file: unreadable, hostile or over a limit. Nothing is written. The api answers
 *  400 (or 415 for UNSUPPORTED_FORMAT / 413 for TOO_LARGE) with this code and message. */
export class FeedError extends Error {
  constructor(
    readonly code:
      | 'UNSUPPORTED_FORMAT'
      | 'BAD_ENCODING'
      | 'MALFORMED_CSV'
      | 'MALFORMED_XML'
      | 'XML_DTD_FORBIDDEN'
      | 'MALFORMED_ZIP'
      | 'ZIP_UNSAFE_PATH'
      | 'ZIP_BOMB'
      | 'TOO_MANY_LISTINGS'
      | 'LINE_TOO_LONG'
      | 'TOO_LARGE'
      | 'EMPTY_FEED',
    message: string,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}

export interface FeedLimits {
  /** listings per file (default 50,000) */
  maxListings: number;
  /** bytes of one CSV line or one XML text node (default 1 MiB) */
  maxLineBytes: number;
  /** uncompressed bytes of a whole ZIP (default 1 GiB) and ratio per entry (default 100) */
  maxUnzippedBytes: number;
  maxZipRatio: number;
  /** photos kept per listing (default 30, our MAX_PHOTOS_PER_ESTATE); the rest reported */
  maxPhotosPerListing: number;
  /** bytes of one photo read from a ZIP by openPhoto (default 20 MiB) */
  maxPhotoBytes: number;
}

/** Why `openPhoto` could not give a photo: that photo is reported and its listing still imported. */
export class PhotoError extends Error {
  constructor(
    readonly code: 'PHOTO_NOT_FOUND' | 'PHOTO_TOO_LARGE' | 'ZIP_UNSAFE_PATH' | 'ZIP_BOMB',
    message: string,
  ) {
    super(message);
    this.name = 'PhotoError';
  }
}

/** An opened upload: the file on disk (the api streams the multipart file to a temporary file first).
 *  `readFeed` sniffs the format from the bytes (ZIP magic, XML root element `openimmo` or `root`,
 *  otherwise CSV), then streams: memory stays bounded whatever the file's size. For a ZIP, `openPhoto`
 *  reads one named entry (for the engine's photo step) and refuses unsafe paths. */
export interface OpenedFeed {
  header: FeedHeader;
  listings: AsyncIterable<FeedListing>;
  openPhoto?: (path: string) => Promise<Buffer>;
  close(): Promise<void>;
}

export type ReadFeed = (filePath: string, limits?: Partial<FeedLimits>) => Promise<OpenedFeed>;
