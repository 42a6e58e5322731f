// The reference generator behind `npm run docs` and `npm run docs:check` (bin/docs.ts): every page of
// docs/reference/ made from the code, in memory; written to disk, or compared with what is there.
// Deterministic: sorted, no dates, the same text on every machine.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { decisionsPage } from './decisions.ts';
import { endpointsPage } from './endpoints.ts';
import { envExample } from './env-example.ts';
import { environmentPage } from './environment.ts';
import { featuresPage } from './features.ts';
import { migrationsPage } from './migrations.ts';
import { scriptsPage } from './scripts.ts';

export type Reference = Record<string, string>;

/** Every page of docs/reference/ by file name, made from the repository at `root`. */
export async function generateReference(root: string): Promise<Reference> {
  return {
    'decisions.md': decisionsPage(root),
    'endpoints.md': await endpointsPage(root),
    'environment.md': environmentPage(),
    'features.md': await featuresPage(),
    'migrations.md': migrationsPage(root),
    'scripts.md': scriptsPage(root),
  };
}

/** Generated files at the repository's root (not in docs/reference/), by path from the root. */
export function generateRootFiles(): Reference {
  return { '.env.example': envExample() };
}

/** The root files of `root` that differ from the generated ones (changed or missing). */
export function staleRootFiles(root: string, files: Reference): string[] {
  return Object.keys(files)
    .filter((f) => !existsSync(join(root, f)) || readFileSync(join(root, f), 'utf8') !== files[f])
    .sort();
}

/** The files of `dir` that differ from the generated pages: changed, missing, or no longer generated. */
export function staleFiles(dir: string, reference: Reference): string[] {
  const present = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
  const stale = new Set<string>();
  for (const [file, text] of Object.entries(reference)) {
    const path = join(dir, file);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) stale.add(file);
  }
  for (const file of present) if (!(file in reference)) stale.add(file);
  return [...stale].sort();
}

/** Writes the pages into `dir` and removes the pages it no longer makes; the files written. */
export function writeReference(dir: string, reference: Reference): string[] {
  const stale = staleFiles(dir, reference);
  mkdirSync(dir, { recursive: true });
  for (const file of stale) {
    if (file in reference) writeFileSync(join(dir, file), reference[file]);
    else rmSync(join(dir, file));
  }
  return stale;
}
