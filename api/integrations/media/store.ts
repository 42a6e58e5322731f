// Photos and other media on local disk under DATA_DIR/media, behind an interface an object store can
// fill later (docs/architecture.md). Keys are relative paths like `estates/ab/cd1234.jpg`; URLs
// are `/media/<key>`.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
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
const KEY_PATTERN = /^(?:[a-z0-9_-][a-z0-9._-]{0,100}\/){0,5}[a-z0-9_-][a-z0-9._-]{0,150}\.(?:jpe?g|png|webp|gif|avif)$/;

export function isValidMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '..' || s === '.' || s.includes('..'));
}

export function contentTypeOf(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return IMAGE_TYPES[ext];
}

export interface MediaStore {
  /** the folder on disk */
  readonly root: string;
  put(key: string, data: Uint8Array): Promise<void>;
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
    root: base,
    async put(key, data) {
      const full = pathOf(key);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    read: (key) => readFile(pathOf(key)),
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
