// The demo photo set: a fixed list of storage keys (`demo/<kind>-NN.webp`) and the function that draws
// them into the media store at seed time: an SVG scene drawn in code, rasterised to WebP by sharp
// (the media store serves raster images only; SVG would be a script-capable format). Deterministic:
// the same seed writes the same pictures.
import sharp from 'sharp';
import type { MediaStore } from '../../integrations/media/store.ts';
import { createRng } from '../estates-random.ts';
import { drawScene, SCENE_HEIGHT, SCENE_KINDS, SCENE_WIDTH, type SceneKind } from './scenes.ts';

export interface DemoPhoto {
  storageKey: string;
  kind: SceneKind;
  width: number;
  height: number;
}

export const DEMO_PHOTOS_PER_KIND = 4;

export const DEMO_PHOTOS: readonly DemoPhoto[] = SCENE_KINDS.flatMap((kind) =>
  Array.from({ length: DEMO_PHOTOS_PER_KIND }, (_, i) => ({
    storageKey: `demo/${kind}-${String(i + 1).padStart(2, '0')}.webp`,
    kind,
    width: SCENE_WIDTH,
    height: SCENE_HEIGHT,
  })),
);

export function demoPhotosOf(kind: SceneKind): readonly DemoPhoto[] {
  return DEMO_PHOTOS.filter((p) => p.kind === kind);
}

/** The SVG source of the demo photo at `index` of DEMO_PHOTOS. */
export function demoPhotoSvg(index: number, seed = 42): string {
  const photo = DEMO_PHOTOS[index];
  // one rng per photo, so each picture depends only on the seed and its own index
  return drawScene(photo.kind, createRng(seed * 7919 + index * 104729), `p${index}`);
}

/**
 * Draws every demo photo into the media store (`demo/…`). Files already present are kept unless
 * `overwrite`, so a restart does not redraw them. Returns the number of files written.
 */
export async function writeDemoPhotos(media: Pick<MediaStore, 'put' | 'exists'>, seed = 42, overwrite = false): Promise<number> {
  const present = await Promise.all(DEMO_PHOTOS.map((p) => (overwrite ? false : media.exists(p.storageKey))));
  const todo = DEMO_PHOTOS.map((photo, i) => ({ photo, i })).filter(({ i }) => !present[i]);
  await Promise.all(
    todo.map(async ({ photo, i }) => {
      const webp = await sharp(Buffer.from(demoPhotoSvg(i, seed)))
        .resize(photo.width, photo.height)
        .webp({ quality: 78 })
        .toBuffer();
      await media.put(photo.storageKey, webp);
    }),
  );
  return todo.length;
}
