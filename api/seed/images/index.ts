// The demo photo set: a fixed list of storage keys and the function that draws them into the media
// store at seed time: an SVG scene drawn in code, rasterised to WebP by sharp (the media store
// serves raster images only; SVG would be a script-capable format), with a 400 px thumbnail beside
// each for cards. Deterministic: the pictures are always drawn from the same seed, whatever seed
// the estates are generated from.
// Named by content like uploaded photos (api/estates/photos.ts): `demo/<kind>-NN--<hash12>.webp`
// and `…--<hash12>.thumb.webp`, the hash taken over what the picture is made from (its SVG source
// and the rendering settings), so a changed drawing gets a new name and `/media` can answer every
// demo photo with a year's immutable cache (isImmutableMediaKey).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStore } from '../../integrations/media/store.ts';
import { MEDIA_HASH_LENGTH } from '../../integrations/media/store.ts';
import { PHOTO_SIZES } from '../../estates/photos.ts';
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

/**
 * Draws every demo photo and its thumbnail into the media store. Files already present are kept
 * unless `overwrite` (a name never changes content, so a present file is the right one). Returns the
 * number of photos drawn.
 */
export async function writeDemoPhotos(media: Pick<MediaStore, 'put' | 'exists'>, overwrite = false): Promise<number> {
  const set = demoPhotos();
  const present = await Promise.all(set.map(async (p) => !overwrite && (await media.exists(p.storageKey)) && (await media.exists(p.thumbKey))));
  const todo = set.map((photo, i) => ({ photo, i })).filter(({ i }) => !present[i]);
  // two at a time: sharp runs on libuv's few threads anyway, and drawing all of them at once held
  // every raster and its malloc arenas at the same moment (hundreds of MB the process kept)
  let next = 0;
  const drawer = async () => {
    while (next < todo.length) {
      const { photo, i } = todo[next++];
      const webp = await sharp(Buffer.from(demoPhotoSvg(i)))
        .resize(photo.width, photo.height)
        .webp({ quality: LARGE_QUALITY })
        .toBuffer();
      const thumb = await sharp(webp).resize({ width: PHOTO_SIZES.thumb }).webp({ quality: THUMB_QUALITY }).toBuffer();
      await media.put(photo.storageKey, webp);
      await media.put(photo.thumbKey, thumb);
    }
  };
  await Promise.all([drawer(), drawer()]);
  return todo.length;
}
