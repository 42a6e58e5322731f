// Photo upload processing: recognise the image by its content (magic bytes, never the file name or
// the declared type), then decode and re-encode it with sharp to the standard sizes. Re-encoding
// means what we store and serve is always a fresh webp we wrote ourselves: no metadata (EXIF, GPS),
// no polyglot files, nothing but pixels.
import { createHash } from 'node:crypto';
import { avifKeyOf, MEDIA_HASH_LENGTH } from '../integrations/media/store.ts';
import sharp from 'sharp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Uploads larger than this are refused with 413 (the multipart limit uses it too). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/**
 * Images with more pixels than this are refused from their header, before any decoding (a small
 * file can be a huge image: ten 7000×7000 PNGs once cost 3.2 s of CPU each). 24 MP is a 6000×4000
 * camera photo.
 */
export const MAX_INPUT_PIXELS = 24_000_000;
/** Photos decoded at once in this process; more wait their turn (sharp works off the event loop, but each holds memory). */
export const PHOTO_CONCURRENCY = 2;

let running = 0;
const waiting: (() => void)[] = [];
/** Runs photo work with at most PHOTO_CONCURRENCY at once, in arrival order. */
async function bounded<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= PHOTO_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The sizes stored for every photo: the large one is the photo's URL, the thumbnail sits beside it. */
export const PHOTO_SIZES = { large: 1600, thumb: 400 } as const;

/** Recognises jpeg, png and webp by their signatures; null for anything else. */
export function sniffImage(buf: Uint8Array): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length >= png.length && png.every((b, i) => buf[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));
  if (buf.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export class PhotoRejected extends Error {
  constructor(
    readonly reason: 'unsupported-type' | 'undecodable' | 'too-large-image',
    message: string,
  ) {
    super(message);
    this.name = 'PhotoRejected';
  }
}

export interface ProcessedPhoto {
  kind: ImageKind;
  large: Buffer;
  thumb: Buffer;
  /** AVIF renditions of the same pixels, each only where it is smaller than its WebP (keepSmaller) */
  avif?: { large?: Buffer; thumb?: Buffer };
  /** the size of the large rendition */
  width: number;
  height: number;
}

/**
 * AVIF settings: quality 50 looks like WebP at 80 on photos; effort 2 of 9 keeps the encode of a
 * 1600 px photo near a few hundred ms of libuv-thread time (docs/decisions/0012, "Images").
 */
const AVIF = { quality: 50, effort: 2 } as const;

/** The AVIF rendition when it is smaller than the WebP one; browsers that take AVIF get it at the same URL. */
export function keepSmaller(avif: Buffer, webp: Buffer): Buffer | undefined {
  return avif.length < webp.length ? avif : undefined;
}

/** One decode: the large renditions from the upload, the thumbnails from the large one's pixels. */
async function renditions(input: Buffer): Promise<Omit<ProcessedPhoto, 'kind'>> {
  const resized = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate() // honour EXIF orientation before the metadata is dropped
    .resize({ width: PHOTO_SIZES.large, withoutEnlargement: true });
  const [{ data, info }, largeAvif] = await Promise.all([
    resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
    resized.clone().avif(AVIF).toBuffer(),
  ]);
  const small = sharp(data).resize({ width: PHOTO_SIZES.thumb, withoutEnlargement: true });
  const [thumb, thumbAvif] = await Promise.all([small.clone().webp({ quality: 80 }).toBuffer(), small.clone().avif(AVIF).toBuffer()]);
  const avif = { large: keepSmaller(largeAvif, data), thumb: keepSmaller(thumbAvif, thumb) };
  return { large: data, thumb, width: info.width, height: info.height, ...(avif.large || avif.thumb ? { avif } : {}) };
}

/**
 * Checks the content and produces the stored renditions. Throws PhotoRejected for anything that is not
 * a jpeg, png or webp image we can decode, or one with more than MAX_INPUT_PIXELS pixels (read from
 * the header, before decoding).
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const kind = sniffImage(input);
  if (!kind) throw new PhotoRejected('unsupported-type', 'file must be a JPEG, PNG or WebP image');
  try {
    // the header only: no pixel is decoded here
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== kind) {
      throw new PhotoRejected('undecodable', 'file is not a readable image');
    }
    if (!meta.width || !meta.height) throw new PhotoRejected('undecodable', 'file is not a readable image');
    if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new PhotoRejected('too-large-image', 'image has too many pixels');
    return { kind, ...(await bounded(() => renditions(input))) };
  } catch (err) {
    if (err instanceof PhotoRejected) throw err;
    const message = err instanceof Error ? err.message : '';
    if (/pixel limit/i.test(message)) throw new PhotoRejected('too-large-image', 'image has too many pixels');
    throw new PhotoRejected('undecodable', 'file is not a readable image');
  }
}

/**
 * Storage keys of a photo's renditions; keys contain only ids we generated and a hash of the large
 * rendition's bytes (`estates/<estate>/<photo>--<hash>.webp`, its thumbnail `…--<hash>.thumb.webp`;
 * a photo id, a UUID, never holds `--`), so a name never changes content and `/media` answers them
 * as immutable (isImmutableMediaKey).
 */
/** Writes a processed photo's files under its keys (the AVIF ones where kept), each key added to `written` once stored. */
export async function writePhotoFiles(
  media: { put(key: string, data: Buffer): Promise<void> },
  keys: { large: string; thumb: string },
  photo: ProcessedPhoto,
  written: string[],
): Promise<void> {
  const files: [string, Buffer | undefined][] = [
    [keys.large, photo.large],
    [keys.thumb, photo.thumb],
    [avifKeyOf(keys.large), photo.avif?.large],
    [avifKeyOf(keys.thumb), photo.avif?.thumb],
  ];
  for (const [key, data] of files) {
    if (!data) continue;
    await media.put(key, data);
    written.push(key);
  }
}

export function photoKeys(estateId: string, photoId: string, large: Uint8Array): { large: string; thumb: string } {
  const safe = (s: string) => {
    if (!/^[a-z0-9-]+$/.test(s)) throw new Error('unsafe id in a storage key');
    return s;
  };
  const hash = createHash('sha256').update(large).digest('hex').slice(0, MEDIA_HASH_LENGTH);
  return {
    large: `estates/${safe(estateId)}/${safe(photoId)}--${hash}.webp`,
    thumb: `estates/${safe(estateId)}/${safe(photoId)}--${hash}.thumb.webp`,
  };
}
