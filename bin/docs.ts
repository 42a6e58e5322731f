// Writes docs/reference/ from the code (npm run docs), or checks it (npm run docs:check: exit 1 naming
// the stale files, nothing written). The pages and how each is made: bin/docs/*.ts.
//   node --import tsx bin/docs.ts [--check]
import { join, relative } from 'node:path';
import { generateReference, staleFiles, writeReference } from './docs/generate.ts';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'docs/reference');
const reference = await generateReference(root);

if (process.argv.includes('--check')) {
  const stale = staleFiles(dir, reference);
  if (stale.length) {
    console.error(`docs/reference is stale (run npm run docs and commit the result): ${stale.map((f) => relative(root, join(dir, f))).join(', ')}`);
    process.exit(1);
  }
  console.log(`docs/reference is up to date (${Object.keys(reference).length} files)`);
} else {
  const written = writeReference(dir, reference);
  console.log(written.length ? `docs/reference: ${written.join(', ')} written` : 'docs/reference was up to date');
}
