#!/usr/bin/env node
// Codemod (docs/decisions/0010): components take `useTranslation` from client/i18n/translation.tsx —
// the same `const { t } = useTranslation()` shape, with `t` fixed once per language — instead of
// react-i18next's hook, which wraps and re-fixes `t` on every render.
//   node bin/codemods/use-t.mjs [--root <dir>] [--check]
// Rewrites, in every .ts/.tsx under client/ (client/i18n/ itself excepted),
//   import { useTranslation } from 'react-i18next';
// into an import of the same name from the file's relative path to client/i18n/translation.tsx; other
// names imported from react-i18next on that line stay there. Idempotent: re-run it after merging
// branches that added components. --check lists the files it would change and exits 1 if any.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? args[rootArg + 1] : new URL('../..', import.meta.url).pathname;
const check = args.includes('--check');
const TARGET = join(root, 'client', 'i18n', 'translation.tsx');
const SKIP_DIR = join(root, 'client', 'i18n');
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*['"]react-i18next['"];?[ \t]*$/m;

function files(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (path !== SKIP_DIR && name !== 'node_modules') out.push(...files(path));
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

export function rewrite(source, file) {
  const m = IMPORT.exec(source);
  if (!m) return source;
  const names = m[1]
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.includes('useTranslation')) return source;
  let rel = relative(dirname(file), TARGET).split(sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  const rest = names.filter((n) => n !== 'useTranslation');
  const lines = [`import { useTranslation } from '${rel}';`];
  if (rest.length) lines.unshift(`import { ${rest.join(', ')} } from 'react-i18next';`);
  return source.replace(IMPORT, lines.join('\n'));
}

const changed = [];
for (const file of files(join(root, 'client'))) {
  const before = readFileSync(file, 'utf8');
  const after = rewrite(before, file);
  if (after === before) continue;
  changed.push(relative(root, file));
  if (!check) writeFileSync(file, after);
}
if (check) {
  if (changed.length) {
    console.error(`${changed.length} file(s) still import useTranslation from react-i18next:\n  ${changed.join('\n  ')}`);
    process.exit(1);
  }
  console.log('no file imports useTranslation from react-i18next');
} else {
  console.log(`use-t codemod: ${changed.length} file(s) rewritten`);
}
