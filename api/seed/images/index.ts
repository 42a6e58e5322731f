// The demo photo set: a fixed list of storage keys and the function that draws them into the media
// store at seed time: an SVG scene drawn in code, rasterised to WebP by sharp (the media store
// serves raster images only; SVG would be a script-capable format), with a 400 px thumbnail beside
// each for cards. Deterministic: the pictures are always drawn from the same seed, whatever seed
// the estates are generated from.
// Named by content like uploaded photos (api/estates/photos.ts): `demo/<kind>-NN--<hash12>.webp`
// and `…--<hash12>.thumb.webp`, the hash taken over what the picture is made from (its SVG source
// and the rendering settings), so a changed drawing gets a new name and `/media` can answer every
// demo photo with a year's immutable cache (isImmutableMediaKey).
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import type { MediaStore } from '../../integrations/media/store.ts';
import { avifKeyOf, MEDIA_HASH_LENGTH } from '../../integrations/media/store.ts';
import { keepSmaller, PHOTO_SIZES } from '../../estates/photos.ts';
import { createRng } from '../estates-random.ts';
import { drawScene, SCENE_HEIGHT, SCENE_KINDS, SCENE_WIDTH, type SceneKind } from './scenes.ts';

export interface DemoPhoto {
  storageKey: string;
  /** the thumbnail's key, beside the photo (the client's thumbUrl rule) */
  thumbKey: string;
  kind: SceneKind;
  width: number;
  height: number;
}

export const DEMO_PHOTOS_PER_KIND = 4;

/** The seed every demo picture is drawn from. */
const DRAWING_SEED = 42;
const LARGE_QUALITY = 78;
const THUMB_QUALITY = 80;

/** The SVG source of the demo photo at `index` of the set. */
export function demoPhotoSvg(index: number): string {
  const kind = SCENE_KINDS[Math.floor(index / DEMO_PHOTOS_PER_KIND)]!;
  // one rng per photo, so each picture depends only on its own index
  return drawScene(kind, createRng(DRAWING_SEED * 7919 + index * 104729), `p${index}`);
}

let photos: readonly DemoPhoto[] | null = null;

/** The demo photo set (the names need the drawings' sources: made once, on first use). */
export function demoPhotos(): readonly DemoPhoto[] {
  photos ??= SCENE_KINDS.flatMap((kind, k) =>
    Array.from({ length: DEMO_PHOTOS_PER_KIND }, (_, i) => {
      const index = k * DEMO_PHOTOS_PER_KIND + i;
      const recipe = `${demoPhotoSvg(index)}|${SCENE_WIDTH}x${SCENE_HEIGHT}|webp ${LARGE_QUALITY}|thumb ${PHOTO_SIZES.thumb} webp ${THUMB_QUALITY}`;
      const hash = createHash('sha256').update(recipe).digest('hex').slice(0, MEDIA_HASH_LENGTH);
      const base = `demo/${kind}-${String(i + 1).padStart(2, '0')}--${hash}`;
      return { storageKey: `${base}.webp`, thumbKey: `${base}.thumb.webp`, kind, width: SCENE_WIDTH, height: SCENE_HEIGHT };
    }),
  );
  return photos;
}

export function demoPhotosOf(kind: SceneKind): readonly DemoPhoto[] {
  return demoPhotos().filter((p) => p.kind === kind);
}

/** AVIF settings of the demo photos (as uploads: api/estates/photos.ts), part of their cache names. */
const DEMO_AVIF = { quality: 50, effort: 2 } as const;
const AVIF_TAG = `avif-q${DEMO_AVIF.quality}e${DEMO_AVIF.effort}`;

/**
 * The drawn files of the demo photos, kept between processes on this machine: every empty start
 * (each test's api, `npm start` on a fresh DATA_DIR) draws the same 45 pictures, and AVIF costs
 * about 0.2 s of CPU each. Named by the photo's content hash; written by rename, so two processes
 * drawing at once both leave a whole file; one that cannot be read or written is drawn again.
 */
const CACHE_DIR = join(tmpdir(), `estate-marketplace-demo-photos-${process.getuid?.() ?? 'user'}`);

interface DrawnPhoto {
  webp: Buffer;
  thumb: Buffer;
  /** where smaller than the WebP (keepSmaller) */
  avif?: Buffer;
  thumbAvif?: Buffer;
}

async function draw(index: number, photo: DemoPhoto): Promise<DrawnPhoto> {
  const svg = sharp(Buffer.from(demoPhotoSvg(index))).resize(photo.width, photo.height);
  const [webp, avif] = await Promise.all([svg.clone().webp({ quality: LARGE_QUALITY }).toBuffer(), svg.clone().avif(DEMO_AVIF).toBuffer()]);
  const small = sharp(webp).resize({ width: PHOTO_SIZES.thumb });
  const [thumb, thumbAvif] = await Promise.all([small.clone().webp({ quality: THUMB_QUALITY }).toBuffer(), small.clone().avif(DEMO_AVIF).toBuffer()]);
  return { webp, thumb, avif: keepSmaller(avif, webp), thumbAvif: keepSmaller(thumbAvif, thumb) };
}

/**
 * The cache directory when it is this user's alone (made with mode 700 if missing; one another user
 * made or can write to is not read: its files would be served as our photos), else null.
 */
async function privateCacheDir(): Promise<string | null> {
  try {
    await mkdir(CACHE_DIR, { recursive: true, mode: 0o700 });
    const st = await stat(CACHE_DIR);
    const uid = process.getuid?.();
    if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || (st.mode & 0o022) !== 0) return null;
    return CACHE_DIR;
  } catch {
    return null;
  }
}

/** The cached drawing of a photo (an empty file stands for "no AVIF kept"), or a fresh one, then cached. */
async function drawnPhoto(index: number, photo: DemoPhoto, dir: string | null): Promise<DrawnPhoto> {
  const name = (part: string) => join(dir ?? '', `${basename(photo.storageKey, '.webp')}.${part}`);
  const parts = ['webp', 'thumb.webp', `${AVIF_TAG}.avif`, `thumb.${AVIF_TAG}.avif`] as const;
  if (dir) {
    try {
      const [webp, thumb, avif, thumbAvif] = await Promise.all(parts.map((part) => readFile(name(part))));
      return { webp, thumb, avif: avif.length ? avif : undefined, thumbAvif: thumbAvif.length ? thumbAvif : undefined };
    } catch {
      // not drawn on this machine yet (or not all four files yet): draw it
    }
  }
  const drawn = await draw(index, photo);
  if (dir) {
    try {
      const files = [drawn.webp, drawn.thumb, drawn.avif ?? Buffer.alloc(0), drawn.thumbAvif ?? Buffer.alloc(0)];
      for (const [i, part] of parts.entries()) {
        const tmp = `${name(part)}.${process.pid}.${randomUUID()}.tmp`;
        await writeFile(tmp, files[i]);
        await rename(tmp, name(part));
      }
    } catch {
      // a cache that cannot be written costs only the next start's drawing
    }
  }
  return drawn;
}

/**
 * Draws every demo photo and its thumbnail into the media store, each with its AVIF sibling where
 * that is smaller (`/media` answers AVIF to browsers that take it). Files already present are kept
 * unless `overwrite` (a name never changes content, so a present file is the right one). Returns the
 * number of photos drawn.
 */
export async function writeDemoPhotos(media: Pick<MediaStore, 'put' | 'exists'>, overwrite = false): Promise<number> {
  const set = demoPhotos();
  const present = await Promise.all(set.map(async (p) => !overwrite && (await media.exists(p.storageKey)) && (await media.exists(p.thumbKey))));
  const todo = set.map((photo, i) => ({ photo, i })).filter(({ i }) => !present[i]);
  // two at a time: sharp runs on libuv's few threads anyway, and drawing all of them at once held
  // every raster and its malloc arenas at the same moment (hundreds of MB the process kept)
  const dir = todo.length ? await privateCacheDir() : null;
  let next = 0;
  const drawer = async () => {
    while (next < todo.length) {
      const { photo, i } = todo[next++];
      const drawn = await drawnPhoto(i, photo, dir);
      await media.put(photo.storageKey, drawn.webp);
      await media.put(photo.thumbKey, drawn.thumb);
      if (drawn.avif) await media.put(avifKeyOf(photo.storageKey), drawn.avif);
      if (drawn.thumbAvif) await media.put(avifKeyOf(photo.thumbKey), drawn.thumbAvif);
    }
  };
  await Promise.all([drawer(), drawer()]);
  return todo.length;
}
