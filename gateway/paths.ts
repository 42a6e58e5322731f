// The project root, found from this module's location whether it runs from source (gateway/) or
// from the bundle (dist/server/): the nearest folder above holding package.json and locales/.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function findRootDir(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'locales'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

/**
 * The client build under `rootDir` as it is now: dist/public is a link the build replaces when it
 * swaps a new build in (bin/build-cache.mjs); its real folder, read once at start, stays this
 * process's however often the link changes. Without a build: the plain path.
 */
export function builtPublicDir(rootDir: string): string {
  const dir = join(rootDir, 'dist', 'public');
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}
