// The translations of a language as one tree (every namespace file's sections merged), for tests that
// hand a single namespace to their own i18next instance; the files are split by bin/i18n-split.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TranslationTree } from '../../shared/contract/page.ts';

const LOCALES = resolve(dirname(fileURLToPath(import.meta.url)), '../../locales');

export function allTranslations(lng: string): TranslationTree {
  const out: TranslationTree = {};
  for (const file of readdirSync(join(LOCALES, lng)).sort()) {
    if (file.endsWith('.json')) Object.assign(out, JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8')));
  }
  return out;
}
