// Writes docs/reference/ from the code (npm run docs), or checks it (npm run docs:check: exit 1 naming
// the stale files, nothing written). The pages and how each is made: bin/docs/*.ts. `--dir` writes or
// checks another directory instead (the tests' temporary copies).
//   node --import tsx bin/docs.ts [--check] [--dir <directory>]
import { join, relative, resolve } from 'node:path';
import { generateReference, staleFiles, writeReference } from './docs/generate.ts';

const root = join(import.meta.dirname, '..');
const at = process.argv.indexOf('--dir');
const dir = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : join(root, 'docs/reference');
const shown = dir.startsWith(`${root}/`) ? relative(root, dir) : dir;
const reference = await generateReference(root);

if (process.argv.includes('--check')) {
  const stale = staleFiles(dir, reference);
  if (stale.length) {
    console.error(`${shown} is stale (run npm run docs and commit the result): ${stale.map((f) => join(shown, f)).join(', ')}`);
    process.exit(1);
  }
  console.log(`${shown} is up to date (${Object.keys(reference).length} files)`);
} else {
  const written = writeReference(dir, reference);
  console.log(written.length ? `${shown}: ${written.join(', ')} written` : `${shown} was up to date`);
}
