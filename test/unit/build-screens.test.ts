// The build reads which module is each screen's from the features' manifests as text (it runs before
// any TypeScript loader, bin/build.mjs screenModules), to preload a page's screen chunk. This holds
// that reading to the registry the app derives: every screen, and the module its load imports.
import t from 'tap';
import { join } from 'node:path';
import { SCREENS } from '../../client/app/screens.ts';
// @ts-expect-error: a plain ES module without types
import { screenModules } from '../../bin/build.mjs';

const ROOT = join(import.meta.dirname, '../..');

t.test('every screen of the registry is found, with the module its code is in', async (t) => {
  const process0 = process.cwd();
  process.chdir(ROOT);
  let modules: Record<string, string>;
  try {
    modules = screenModules() as Record<string, string>;
  } finally {
    process.chdir(process0);
  }
  t.same(Object.keys(modules).sort(), Object.keys(SCREENS).sort(), 'the same screens');
  for (const [id, file] of Object.entries(modules)) {
    const source = String((await import(join(ROOT, file))).default);
    const loaded = (await SCREENS[id as keyof typeof SCREENS].load()).default;
    t.equal(String(loaded), source, `${id}: ${file}`);
  }
});
