// Writes docs/reference/ and .env.example from the code (npm run docs), or checks them (npm run
// docs:check: exit 1 naming the stale files, nothing written). The pages and how each is made:
// bin/docs/*.ts. `--dir` writes or checks another directory instead, without the root's .env.example
// (the tests' temporary copies).
//   node --import tsx bin/docs.ts [--check] [--dir <directory>]
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { generateReference, generateRootFiles, staleFiles, staleRootFiles, writeReference } from './docs/generate.ts';

const root = join(import.meta.dirname, '..');
const at = process.argv.indexOf('--dir');
const dir = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : join(root, 'docs/reference');
const shown = dir.startsWith(`${root}/`) ? relative(root, dir) : dir;
const reference = await generateReference(root);
const rootFiles = at > 0 ? {} : generateRootFiles();

if (process.argv.includes('--check')) {
  const stale = [...staleFiles(dir, reference).map((f) => join(shown, f)), ...staleRootFiles(root, rootFiles)];
  if (stale.length) {
    console.error(`${shown} is stale (run npm run docs and commit the result): ${stale.join(', ')}`);
    process.exit(1);
  }
  const also = Object.keys(rootFiles).length ? ` and ${Object.keys(rootFiles).join(', ')}` : '';
  console.log(`${shown} is up to date (${Object.keys(reference).length} files)${also}`);
} else {
  const written = writeReference(dir, reference);
  const rootWritten = staleRootFiles(root, rootFiles);
  for (const f of rootWritten) writeFileSync(join(root, f), rootFiles[f]);
  const all = [...written, ...rootWritten];
  console.log(all.length ? `${shown}: ${all.join(', ')} written` : `${shown} was up to date`);
}
