// Checks of picked photo files before anything is sent: the api decides by content (magic bytes)
// and answers 413/415/400 too, but a clear message at once spares a long upload.
import { msg, type FieldMessage } from '../../../lib/forms/errors.ts';
import { photoThumb } from '../../../lib/photos.ts';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_ACCEPT = `${PHOTO_TYPES.join(',')},.jpg,.jpeg,.png,.webp`;
export const MAX_PHOTO_MB = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;
export const MAX_PHOTOS = 30;

interface FileLike {
  name: string;
  size: number;
  type: string;
}

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** The files that may be sent, and a message about the first one refused (by type, size or count). */
export function checkPhotoFiles<F extends FileLike>(files: readonly F[], already: number): { accepted: F[]; error: FieldMessage | null } {
  const accepted: F[] = [];
  let error: FieldMessage | null = null;
  for (const f of files) {
    const typeOk = (PHOTO_TYPES as readonly string[]).includes(f.type) || (f.type === '' && EXTENSIONS.test(f.name));
    if (!typeOk) error ??= msg('estateForm.photos.wrongType', { name: f.name });
    else if (f.size > MAX_PHOTO_BYTES) error ??= msg('estateForm.photos.tooLarge', { name: f.name, max: MAX_PHOTO_MB });
    else if (f.size === 0) error ??= msg('estateForm.photos.empty', { name: f.name });
    else if (already + accepted.length >= MAX_PHOTOS) error ??= msg('estateForm.photos.tooMany', { max: MAX_PHOTOS });
    else accepted.push(f);
  }
  return { accepted, error };
}

/**
 * The small rendition of an uploaded or demo photo (the api stores `<id>.thumb.webp`, 400 px wide,
 * beside `<id>.webp`; the seed likewise beside each content-named demo photo); other URLs (demo
 * photos of older seeds, picked files) are returned as they are.
 */
export function thumbUrl(url: string): string {
  return photoThumb(url) ?? url;
}
