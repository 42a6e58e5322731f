// What an <img> of a listing photo says about its sources: uploaded photos are stored at up to
// 1600 px with a 400 px thumbnail beside them (api/estates/photos.ts), the demo photos at 1200 px
// with one too (api/seed/images), so the browser picks by the size the layout shows; other images
// (demo media of older seeds, outside URLs) have one size.

const UPLOADED = /^\/media\/estates\/[a-z0-9-]+\/[a-z0-9-]+\.webp$/;
const DEMO = /^\/media\/demo\/[a-z]+-\d{2}--[0-9a-f]{12}\.webp$/;

/** The thumbnail of an uploaded or demo photo, or null when it has none. */
export function photoThumb(url: string): string | null {
  return UPLOADED.test(url) || DEMO.test(url) ? url.replace(/\.webp$/, '.thumb.webp') : null;
}

/** `sizes` of a card in the card grid: one column on phones, two on tablets, four on wide screens. */
export const CARD_SIZES = '(min-width: 1100px) 280px, (min-width: 700px) 45vw, 100vw';

/** src, and srcSet when the photo has more than one size. */
export function photoSources(url: string): { src: string; srcSet?: string } {
  const thumb = photoThumb(url);
  return thumb ? { src: url, srcSet: `${thumb} 400w, ${url} ${DEMO.test(url) ? 1200 : 1600}w` } : { src: url };
}

/**
 * Loading hints: the one image that is likely the largest above the fold loads at once with high
 * priority; every other one waits until it nears the viewport.
 */
export function loadingHints(priority: boolean): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' };
}
