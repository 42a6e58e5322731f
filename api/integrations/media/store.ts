// Photos and other media behind one interface: on local disk under DATA_DIR/media (the embedded
// default, one instance) or in an S3 bucket (./s3-store.ts, shared by every instance; S3_BUCKET).
// Keys are relative paths like `estates/ab/cd1234.jpg`; URLs are `/media/<key>`.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join, resolve, sep } from 'node:path';

export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Lower-case segments of letters, digits, `-`, `_`, `.`; no `..`, no leading dot; an image extension. */
/** Hex digits of the content hash in an uploaded photo's key (api/estates/photos.ts photoKeys). */
export const MEDIA_HASH_LENGTH = 12;
const HASHED_KEY = new RegExp(`^(?:estates/[a-z0-9-]+|demo)/[a-z0-9-]+--[0-9a-f]{${MEDIA_HASH_LENGTH}}(?:\\.thumb)?\\.(?:webp|avif)$`);

/**
 * A key named by its content's hash never changes content: `/media` answers it with a year's
 * immutable cache. That is every uploaded or imported photo (`estates/<estate>/<photo>--<hash>`) and
 * every demo photo (`demo/<kind>-NN--<hash>`, api/seed/images); keys from before hashing keep a
 * day's cache.
 */
export function isImmutableMediaKey(key: string): boolean {
  return HASHED_KEY.test(key);
}

/** The AVIF sibling of a stored WebP key (`…--<hash>.webp` → `…--<hash>.avif`, `.thumb.webp` → `.thumb.avif`). */
export const avifKeyOf = (webpKey: string): string => webpKey.replace(/\.webp$/, '.avif');

/** A browser's Accept header takes AVIF (`image/avif`, not refused with q=0). */
export function acceptsAvif(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (type.trim() !== 'image/avif') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

const KEY_PATTERN = /^(?:[a-z0-9_-][a-z0-9._-]{0,100}\/){0,5}[a-z0-9_-][a-z0-9._-]{0,150}\.(?:jpe?g|png|webp|gif|avif|pdf)$/;

/** Stored files that are no image: floor plans and documents (api/estates/documents.ts), served only as downloads. */
export const DOWNLOAD_TYPES: Readonly<Record<string, string>> = { pdf: 'application/pdf' };

/** The type `/media` answers a key with: an image type, or a download type (isDownloadKey); undefined for anything else. */
export function mediaTypeOf(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return IMAGE_TYPES[ext] ?? DOWNLOAD_TYPES[ext];
}

/** A key `/media` answers as an attachment, never inline: a PDF (`…/<name>.pdf`). */
export const isDownloadKey = (key: string): boolean => key.toLowerCase().endsWith('.pdf');

export function isValidMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '..' || s === '.' || s.includes('..'));
}

export function contentTypeOf(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return IMAGE_TYPES[ext];
}

/** One stored object opened for serving: its bytes as a stream and what the answer's headers need. */
export interface MediaObject {
  body: Readable;
  size: number;
  lastModified: Date;
  /** a quoted entity tag */
  etag: string;
}

export interface MediaStore {
  /** where the objects live, for logs: a folder or `s3://bucket` */
  readonly location: string;
  put(key: string, data: Uint8Array, contentType?: string): Promise<void>;
  /** the object as a stream, or null when there is none */
  open(key: string): Promise<MediaObject | null>;
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** `/media/<key>` */
  url(key: string): string;
}

export function createDiskMediaStore(root: string): MediaStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key.slice(0, 200))}`);
    const full = resolve(join(base, key));
    if (!full.startsWith(base + sep)) throw new Error('media key escapes the store');
    return full;
  };
  return {
    location: base,
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    read: (key) => readFile(pathOf(key)),
    async open(key) {
      const full = pathOf(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(full),
        size: info.size,
        lastModified: info.mtime,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}
