// docs/reference/scripts.md: the npm scripts of package.json, each with its one line from
// SCRIPTS_INFO below. A script without a line there fails the generator (and so `npm run docs:check`),
// naming it: describe a new script here, not in the generated file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { code, page, table } from './markdown.ts';

export const SCRIPTS_INFO: Readonly<Record<string, string>> = {
  build:
    'builds the server bundles (dist/server/) and the client (dist/public/, hashed chunks and manifest.json) with esbuild; a part whose inputs are unchanged is not built again, a new build is swapped in whole (`-- --force` builds anyway)',
  start: 'builds, then serves gateway + embedded api at http://localhost:3000 in production mode (demo content on the first start)',
  dev: "development: rebuilds on change and restarts, React's development build, log lines printed readable",
  seed: 'builds the server, then seeds the database; `npm run seed -- --estates 100000` adds that many estates (scale tests)',
  admin:
    'builds the server, then changes operator roles: `npm run admin -- grant <email> <admin|moderator>`, `revoke <email> <role>`, `list` (with the embedded database, stop the server first)',
  typecheck: '`tsc --noEmit` over shared, client, renderer, gateway, api, bin and test',
  lint: 'ESLint over the tree, cached in node_modules/.cache/eslint/',
  'lint:fix': "ESLint's safe fixes applied",
  format: 'Prettier rewrites the files it covers (Markdown is left out, .prettierignore)',
  'format:check': 'Prettier only reports the files it would rewrite',
  test: 'builds, then runs every test file (unit, integration, browser) with tap',
  'test:unit': 'the unit tests only (no build, no browser)',
  'test:integration': 'builds, then the integration tests (the real api and gateway over HTTP on a temporary database)',
  'test:browser': 'builds, then the browser tests (Playwright driving /usr/bin/chromium against the whole stack)',
  validate: 'the gate before pushing: typecheck, lint, format check, docs check, then every test',
  bench:
    'builds, then the benchmarks in production mode (`-- --soak [minutes]`, `-- --faults`, `-- --import`, `-- --reference <dir>`; docs/operations.md)',
  lighthouse:
    'builds, starts the product and runs Lighthouse with Chromium on home, search and an estate page (`-- --lang ru --runs 3`: the median of 3 runs; a failed run is retried, a page never measured shows FAILED)',
  'i18n:check': 'fails on a missing or unused translation key, or literal text in a component',
  docs: 'writes docs/reference/ from the code (environment, endpoints, features, migrations, scripts, decisions)',
  'docs:check': 'regenerates docs/reference/ in memory and fails, naming the files, when the checked-in copy differs',
};

export function readScripts(root: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return pkg.scripts ?? {};
}

export function scriptsPage(root: string, info: Readonly<Record<string, string>> = SCRIPTS_INFO): string {
  const scripts = readScripts(root);
  const names = Object.keys(scripts).sort();
  const missing = names.filter((n) => !info[n]);
  if (missing.length) throw new Error(`npm scripts without a description in bin/docs/scripts.ts SCRIPTS_INFO: ${missing.join(', ')}`);
  const rows = names.map((n) => [code(`npm run ${n}`), info[n], code(scripts[n])]);
  return page('npm scripts', 'The scripts of `package.json`, with what each does (their lines live in `bin/docs/scripts.ts`).', [
    table(['command', 'what it does', 'runs'], rows),
  ]);
}
