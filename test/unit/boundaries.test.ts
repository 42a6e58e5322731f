// The layering of docs/architecture.md "Folders", checked over the source tree:
//   shared → nothing of ours · client → shared · renderer → client, shared · gateway → renderer, shared
//   · api → shared · bin/ and test/ → anything. `locales/` is data any folder but shared/ may read.
// Besides: shared/ uses no Node built-in, React or Fastify (nor Node globals); client/ uses no Node
// built-in and no server-only package, since it is bundled for the browser.
// Inside client/: a feature reaches another feature only through its `index.ts`; `ui/` and `lib/`
// import no feature; contract modules are imported for their types only (no schema code in the
// browser bundle). Inside api/: a domain never imports another domain's SQL (`sql.ts`, `sql-*.ts`).
// shared/server/ is the server-only part of shared/ (code both the api and the gateway run): it may
// use Node built-ins and globals and Fastify (not React); client/ and the rest of shared/ never
// import it. Production code never imports api/seed/ (demo data): the one entry is `seedIfEmpty` of
// api/seed/index.ts, which api/app.ts calls on an empty database (bin/ and test/ may import any of it).
// No import cycle anywhere in the checked folders (below, `importCycles`).
import t from 'tap';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

type Folder = 'shared' | 'client' | 'renderer' | 'gateway' | 'api';
const CHECKED: readonly Folder[] = ['shared', 'client', 'renderer', 'gateway', 'api'];

/** Folders of ours each folder may import from (its own included). */
const ALLOWED: Record<Folder, readonly string[]> = {
  shared: ['shared'],
  client: ['client', 'shared', 'locales'],
  renderer: ['renderer', 'client', 'shared', 'locales'],
  gateway: ['gateway', 'renderer', 'shared', 'locales'],
  api: ['api', 'shared', 'locales'],
};

const SHARED_FORBIDDEN_PACKAGES = /^(react|react-dom|react-.*|fastify|fastify-.*|@fastify\/.*)$/;
const CLIENT_FORBIDDEN_PACKAGES = /^(fastify|fastify-.*|@fastify\/.*|pg|@electric-sql\/pglite|nodemailer|sharp|undici|pino-pretty|@zxcvbn-ts\/.*)$/;
const BUILTINS = new Set(builtinModules.filter((m) => !m.startsWith('_')));

/** Module specifiers of a source text: static and type imports, re-exports, import(), require(). */
export function importsOf(source: string): string[] {
  const text = source
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, '') // block comments that start a line (JSDoc, headers)
    .replace(/^\s*\/\/.*$/gm, ''); // whole-line comments
  const patterns = [
    /^\s*import\s+[^;=()'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /^\s*export\s+[^;=()'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*[,)]/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  const out: string[] = [];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]);
  return out;
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBuiltin(spec: string): boolean {
  if (spec.startsWith('node:')) return true;
  const name = packageName(spec);
  // a bare builtin name an npm package of the same name shadows (e.g. 'events') is a package
  return BUILTINS.has(name) && !existsSync(join(ROOT, 'node_modules', name));
}

/** Whether a file (absolute) is in shared/server/, the server-only part of shared/. */
function inSharedServer(file: string): boolean {
  const parts = relative(ROOT, file).split(sep);
  return parts[0] === 'shared' && parts[1] === 'server';
}

/** The first path segment under the repository root a specifier points into, or null for a package. */
function ourFolder(file: string, spec: string): string | null {
  let target: string;
  if (spec.startsWith('.')) target = resolve(dirname(file), spec);
  else if (spec.startsWith('/')) target = spec;
  else return null;
  const rel = relative(ROOT, target);
  if (rel.startsWith('..')) return '(outside the repository)';
  return rel.split(sep)[0];
}

/** Everything wrong with one file's imports; `file` is absolute, inside folder `folder`. */
export function violations(folder: Folder, file: string, source: string): string[] {
  const problems: string[] = [];
  const where = relative(ROOT, file);
  const serverOnly = folder === 'shared' && inSharedServer(file);
  for (const spec of importsOf(source)) {
    const ours = ourFolder(file, spec);
    if (ours !== null) {
      if (!ALLOWED[folder].includes(ours)) problems.push(`${where}: ${folder}/ must not import ${ours}/ ('${spec}')`);
      else if ((folder === 'client' || (folder === 'shared' && !serverOnly)) && spec.startsWith('.') && inSharedServer(resolve(dirname(file), spec)))
        problems.push(`${where}: ${folder === 'client' ? 'client/' : 'shared/ outside shared/server/'} must not import shared/server/ ('${spec}')`);
      continue;
    }
    if (folder === 'shared' && serverOnly) {
      if (/^(react|react-dom|react-.*)$/.test(packageName(spec))) problems.push(`${where}: shared/server/ must not import '${spec}'`);
    } else if (folder === 'shared') {
      if (isBuiltin(spec)) problems.push(`${where}: shared/ must not use the Node built-in '${spec}'`);
      if (SHARED_FORBIDDEN_PACKAGES.test(packageName(spec))) problems.push(`${where}: shared/ must not import '${spec}'`);
    }
    if (folder === 'client') {
      if (isBuiltin(spec)) problems.push(`${where}: client/ must not use the Node module '${spec}'`);
      if (CLIENT_FORBIDDEN_PACKAGES.test(packageName(spec))) problems.push(`${where}: client/ must not import the server-only '${spec}'`);
    }
  }
  if (folder === 'client' || folder === 'api') problems.push(...innerViolations(folder, file, source));
  if (folder === 'renderer') {
    for (const spec of importsOf(source)) {
      if (ourFolder(file, spec) !== 'client') continue;
      if (relative(ROOT, resolve(dirname(file), spec)) !== join('client', 'server.tsx'))
        problems.push(`${where}: renderer/ reaches the client only through client/server.tsx ('${spec}')`);
    }
  }
  if (folder === 'shared' && !serverOnly) {
    const code = source.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/\/\/.*$/gm, '');
    const globals = /\b(process\.|Buffer\b|__dirname|__filename)/.exec(code);
    if (globals) problems.push(`${where}: shared/ must not use the Node global '${globals[1]}'`);
  }
  return problems;
}

/** The rules inside client/ and api/ (see the header). */
export function innerViolations(folder: 'client' | 'api', file: string, source: string): string[] {
  const problems: string[] = [];
  const where = relative(ROOT, file);
  const fromParts = relative(join(ROOT, folder), file).split(sep);
  for (const spec of importsOf(source)) {
    if (!spec.startsWith('.')) continue;
    const target = relative(join(ROOT, folder), resolve(dirname(file), spec)).split(sep);
    if (folder === 'client') {
      if (target[0] === 'features' && fromParts[0] === 'session')
        problems.push(`${where}: client/session/ (the shell's state) must not import a feature ('${spec}')`);
      if (target[0] === 'features') {
        const own = fromParts[0] === 'features' && fromParts[1] === target[1];
        if ((fromParts[0] === 'ui' || fromParts[0] === 'lib') && !own)
          problems.push(`${where}: client/${fromParts[0]}/ must not import a feature ('${spec}')`);
        else if (fromParts[0] === 'features' && !own && !(target.length === 3 && target[2] === 'index.ts')) {
          problems.push(`${where}: a feature reaches another feature only through its index.ts ('${spec}')`);
        }
      }
    } else if (target[0] === 'seed' && fromParts[0] !== 'seed') {
      const entry = fromParts.join('/') === 'app.ts' && target.join('/') === 'seed/index.ts';
      if (!entry) problems.push(`${where}: only api/app.ts imports api/seed/, and only its index.ts ('${spec}')`);
    } else if (target.length === 2 && /^sql(-[a-z0-9-]+)?\.ts$/.test(target[1]) && fromParts.length >= 2 && fromParts[0] !== target[0]) {
      problems.push(`${where}: api/${fromParts[0]}/ must not reach into api/${target[0]}/${target[1]} ('${spec}')`);
    }
  }
  if (folder === 'client') {
    const valueImports = /^\s*import\s+(?!type\b)[^;]*?\bfrom\s*['"]([^'"]*shared\/contract\/[^'"]+)['"]/gm;
    for (const m of source.matchAll(valueImports)) {
      // limits.ts holds plain numbers, no schema: the forms check the same limits as the schemas
      if (m[1].endsWith('shared/contract/limits.ts')) continue;
      const names = /\{([^}]*)\}/.exec(m[0])?.[1] ?? 'default';
      const allTypes = names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
      if (!allTypes) problems.push(`${where}: client/ imports the contract for its types only ('${m[1]}')`);
    }
  }
  return problems;
}

/** The files a file's relative imports point to (`import type` included: see importCycles). */
function importedFiles(file: string, source: string): string[] {
  return importsOf(source)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec))
    .filter((target) => existsSync(target) && statSync(target).isFile());
}

/**
 * The import cycles of a graph (file → the files it imports), one per edge that closes one in a
 * depth-first walk: none found means there is none. Type-only imports count: they are erased at
 * run time, so they cannot break the order modules start in, but a cycle of types still ties
 * modules together so neither can be read, tested or moved alone (api/config.ts and the import and
 * rates settings were such a cycle), and counting them keeps the rule simple: no cycle at all.
 * `allowed` edges ("from → to", paths relative to the root) are left out of the walk.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>, allowed: ReadonlySet<string> = new Set()): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const walk = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next) || allowed.has(`${node} → ${next}`)) continue;
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) walk(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) walk(node);
  return cycles;
}

/** Import edges a cycle may run through (none: the last one, currency ↔ estate, went with the feature manifests). */
const ALLOWED_CYCLE_EDGES = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE_EXT.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

t.test('the checker finds what it must (so a clean tree means something)', async (t) => {
  const at = (dir: string, name: string) => join(ROOT, dir, name);
  const src = [
    "import { a } from '../api/db/index.ts';",
    'import type { B } from "../gateway/app.ts";',
    "import {\n  c,\n  d,\n} from '../renderer/index.ts';",
    "export { e } from '../client/x.ts';",
    "import '../api/side-effect.ts';",
    "const m = await import('../api/lazy.ts');",
    "const r = require('../gateway/cjs.js');",
    '// import { z } from "../api/commented.ts";',
    "/* import { y } from '../api/block.ts'; */",
  ].join('\n');
  t.same(importsOf(src).sort(), [
    '../api/db/index.ts',
    '../api/lazy.ts',
    '../api/side-effect.ts',
    '../client/x.ts',
    '../gateway/app.ts',
    '../gateway/cjs.js',
    '../renderer/index.ts',
  ]);
  t.equal(violations('shared', at('shared', 'x.ts'), src).length, 7, 'shared may import none of them');
  t.equal(violations('client', at('client', 'x.ts'), src).length, 6, 'client: all but client/');
  t.equal(violations('renderer', at('renderer', 'x.ts'), src).length, 6, 'renderer: not api, gateway, nor the client beside its server entry');
  t.equal(violations('gateway', at('gateway', 'x.ts'), src).length, 4, 'gateway: not api, client');
  t.equal(violations('client', at('client/features/a', 'x.ts'), "import { s } from '../../../shared/routing/routes.ts';").length, 0);
  t.equal(violations('renderer', at('renderer', 'x.ts'), "import { s } from '../client/server.tsx';").length, 0);

  t.equal(violations('shared', at('shared', 'x.ts'), "import { readFileSync } from 'node:fs';").length, 1);
  t.equal(violations('shared', at('shared', 'x.ts'), "import path from 'path';").length, 1);
  t.equal(violations('shared', at('shared', 'x.ts'), "import { useState } from 'react';").length, 1);
  t.equal(violations('shared', at('shared', 'x.ts'), "import type { FastifyInstance } from 'fastify';").length, 1);
  t.equal(violations('shared', at('shared', 'x.ts'), "import x from '@fastify/cookie';").length, 1);
  t.equal(violations('shared', at('shared', 'x.ts'), 'export const port = process.env.PORT;').length, 1);
  t.equal(violations('shared', at('shared', 'x.ts'), "import { routes } from './routes.ts';").length, 0);
  // shared/server/: Node and Fastify allowed there, and only servers import it
  const server = at('shared/server', 'x.ts');
  t.equal(violations('shared', server, "import { readFileSync } from 'node:fs';").length, 0, 'shared/server/ may use Node');
  t.equal(violations('shared', server, "import type { FastifyInstance } from 'fastify';").length, 0, 'and Fastify');
  t.equal(violations('shared', server, "import x from '@fastify/under-pressure';").length, 0);
  t.equal(violations('shared', server, 'export const port = process.env.PORT;').length, 0, 'and Node globals');
  t.equal(violations('shared', server, "import { useState } from 'react';").length, 1, 'but not React');
  t.equal(violations('shared', server, "import { x } from '../core/env.ts';").length, 0, 'it may use the rest of shared/');
  t.equal(violations('shared', server, "import { x } from '../../api/app.ts';").length, 1, 'but nothing else of ours');
  t.equal(violations('shared', at('shared/core', 'x.ts'), "import { x } from '../server/pressure.ts';").length, 1, 'shared/ does not import it');
  t.equal(violations('shared', at('shared/server/a', 'x.ts'), "import { x } from '../pressure.ts';").length, 0, 'shared/server/ does');
  t.equal(violations('client', at('client/lib', 'x.ts'), "import { x } from '../../shared/server/pressure.ts';").length, 1, 'client/ does not');
  t.equal(violations('api', at('api/http', 'x.ts'), "import { x } from '../../shared/server/pressure.ts';").length, 0, 'api/ does');
  t.equal(violations('gateway', at('gateway', 'x.ts'), "import { x } from '../shared/server/pressure.ts';").length, 0, 'the gateway does');
  t.equal(violations('client', at('client', 'x.ts'), "import { createHash } from 'node:crypto';").length, 1);
  t.equal(violations('client', at('client', 'x.ts'), "import pg from 'pg';").length, 1);
  t.equal(violations('client', at('client', 'x.ts'), "import { useState } from 'react';").length, 0);
  t.equal(violations('api', at('api', 'x.ts'), "import { x } from '../gateway/app.ts';").length, 1);
  t.equal(violations('api', at('api/estates', 'x.ts'), "import { x } from '../../shared/core/constants.ts';").length, 0);

  // inside client/
  const feature = at('client/features/search', 'sagas.ts');
  t.equal(violations('client', feature, "import { selectUser } from '../user/index.ts';").length, 0, 'another feature through its index');
  t.equal(violations('client', feature, "import { selectUser } from '../user/slice.ts';").length, 1, 'not into its files');
  t.equal(violations('client', feature, "import { x } from './slice.ts';").length, 0, 'its own files');
  t.equal(violations('client', feature, "import { Spinner } from '../../ui/Spinner.tsx';").length, 0);
  t.equal(violations('client', at('client/ui', 'x.tsx'), "import { x } from '../features/user/index.ts';").length, 1, 'ui/ imports no feature');
  t.equal(
    violations('client', at('client/lib/forms', 'x.ts'), "import { x } from '../../features/user/index.ts';").length,
    1,
    'lib/ imports no feature',
  );
  t.equal(violations('client', at('client/app', 'x.ts'), "import { x } from '../features/user/slice.ts';").length, 0, 'the shell may');
  t.equal(
    violations('client', at('client/session/user', 'x.ts'), "import { x } from '../../features/billing/index.ts';").length,
    1,
    "the session's state imports no feature",
  );
  t.equal(
    violations('renderer', at('renderer', 'x.ts'), "import { x } from '../client/server.tsx';").length,
    0,
    "the renderer may use the client's server entry",
  );
  t.equal(
    violations('renderer', at('renderer', 'x.ts'), "import { x } from '../client/app/screens.ts';").length,
    1,
    'but nothing else of the client',
  );
  t.equal(violations('client', feature, "import type { Estate } from '../../../shared/contract/estates.ts';").length, 0);
  t.equal(violations('client', feature, "import { type Estate, type X } from '../../../shared/contract/estates.ts';").length, 0);
  t.equal(violations('client', feature, "import { Estate } from '../../../shared/contract/estates.ts';").length, 1, 'a contract value import');
  t.equal(
    violations('client', feature, "import { USER_LIMITS } from '../../../shared/contract/limits.ts';").length,
    0,
    'but the limits (plain numbers)',
  );

  // inside api/
  t.equal(violations('api', at('api/estates', 'write.ts'), "import { q } from './sql.ts';").length, 0);
  t.equal(violations('api', at('api/messages', 'service.ts'), "import { q } from '../estates/sql.ts';").length, 1, "another domain's sql");
  t.equal(violations('api', at('api/messages', 'service.ts'), "import { q } from '../estates/sql-search.ts';").length, 1);
  t.equal(violations('api', at('api/messages', 'service.ts'), "import { q } from '../estates/read.ts';").length, 0, 'its service is fine');
  t.equal(violations('api', at('api/places', 'catalog.ts'), "import { x } from '../seed/estates-places.ts';").length, 1, 'no seed in production');
  t.equal(violations('api', at('api', 'app.ts'), "import { seedIfEmpty } from './seed/index.ts';").length, 0, 'the one seeding entry');
  t.equal(violations('api', at('api', 'app.ts'), "import { x } from './seed/estates.ts';").length, 1, 'only through it');
  t.equal(violations('api', at('api', 'config.ts'), "import { seedIfEmpty } from './seed/index.ts';").length, 1, 'and only from app.ts');
  t.equal(violations('api', at('api/seed', 'estates.ts'), "import { x } from './estates-places.ts';").length, 0, 'the seed itself');
});

t.test('the source tree keeps the layering', async (t) => {
  let scanned = 0;
  const problems: string[] = [];
  for (const folder of CHECKED) {
    for (const file of sourceFiles(join(ROOT, folder))) {
      scanned++;
      problems.push(...violations(folder, file, readFileSync(file, 'utf8')));
    }
  }
  t.ok(scanned > 0, `scanned ${scanned} files`);
  t.ok(sourceFiles(join(ROOT, 'shared')).length >= 5, 'shared/ is among them');
  t.same(problems, [], 'no layering violations');
});

t.test('the cycle check finds what it must', async (t) => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['c', 'x']],
    ['c', ['a']],
    ['d', ['b']],
    ['e', ['e']],
  ]);
  t.same(importCycles(graph), [
    ['a', 'b', 'c', 'a'],
    ['e', 'e'],
  ]);
  t.same(importCycles(graph, new Set(['c → a'])), [['e', 'e']], 'an allowed edge breaks its cycle');
  t.same(
    importCycles(
      new Map([
        ['a', ['b']],
        ['b', []],
      ]),
    ),
    [],
    'no cycle',
  );
  const file = join(ROOT, 'api', 'config.ts');
  t.same(
    importedFiles(file, "import type { X } from './import/settings.ts';\nimport { y } from '../shared/core/env.ts';\nimport z from 'fastify';"),
    [join(ROOT, 'api/import/settings.ts'), join(ROOT, 'shared/core/env.ts')],
    'relative imports, type-only ones included',
  );
});

t.test('no import cycle in shared/, client/, renderer/, gateway/, api/', async (t) => {
  const graph = new Map<string, string[]>();
  for (const folder of CHECKED) {
    for (const file of sourceFiles(join(ROOT, folder))) {
      graph.set(
        relative(ROOT, file),
        importedFiles(file, readFileSync(file, 'utf8')).map((f) => relative(ROOT, f)),
      );
    }
  }
  t.ok(graph.size > 100, `${graph.size} files`);
  const cycles = importCycles(graph, ALLOWED_CYCLE_EDGES).map((c) => c.join(' → '));
  t.same(cycles, [], 'no cycle');
  for (const edge of ALLOWED_CYCLE_EDGES) {
    const [from, to] = edge.split(' → ');
    t.ok(graph.get(from)?.includes(to), `the allowed edge ${edge} still exists (else remove it from ALLOWED_CYCLE_EDGES)`);
  }
});

t.test('at most three double casts (`as unknown as`) in the source, each with a comment saying why', async (t) => {
  const casts: string[] = [];
  for (const folder of [...CHECKED, 'bin'] as const) {
    for (const file of sourceFiles(join(ROOT, folder))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!/\bas unknown as\b/.test(line)) return;
        const where = `${relative(ROOT, file)}:${i + 1}`;
        casts.push(where);
        const before = lines.slice(Math.max(0, i - 3), i + 1).join('\n');
        t.match(before, /\/\/|\/\*/, `${where} says why`);
      });
    }
  }
  t.ok(casts.length <= 3, `${casts.length} double casts: ${casts.join(', ')}`);
});
