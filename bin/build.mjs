#!/usr/bin/env node
// Builds the server (gateway + renderer + api, one ESM bundle per entry, packages external) and the
// client (ESM, a chunk per screen, hashed names, CSS bundled, minified, source maps) and writes
// dist/public/manifest.json, which the renderer reads to name the hashed assets.
// A part whose inputs have not changed since its last build is not built again, and a new build is
// swapped in whole at the end (bin/build-cache.mjs): dist/server and dist/public are links to complete
// builds under dist/.builds/.
//   node bin/build.mjs [--server-only] [--client-only] [--dev] [--force]
//   --force builds even when the inputs are unchanged
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { INPUT_DIRS, INPUT_FILES, inputsKey, publish } from './build-cache.mjs';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

// start.js is bin/launch.ts (the NODE_ENV default, set before React loads), which imports main.js
// (bin/start.ts, the composition root); seed.js and bench.js as they are.
const SERVER_ENTRIES = {
  start: 'bin/launch.ts',
  main: 'bin/start.ts',
  seed: 'bin/seed.ts',
  admin: 'bin/admin.ts',
  bench: 'bin/bench.ts',
  lighthouse: 'bin/lighthouse.ts',
};

// The server keeps packages external, but react-router's package gives Node only its development
// build: the server bundle takes react-router(-dom) in, from the production build beside it (the
// development build costs about a tenth of a page render). bin/dev.mjs keeps the development build.
const reactRouterProductionServer = {
  name: 'react-router-production-server',
  setup(build) {
    const nm = new URL('../node_modules/', import.meta.url).pathname;
    const files = {
      'react-router': 'react-router/dist/production/index.mjs',
      'react-router/dom': 'react-router/dist/production/dom-export.mjs',
      'react-router-dom': 'react-router-dom/dist/index.mjs',
    };
    build.onResolve({ filter: /^react-router(-dom|\/dom)?$/ }, (a) => ({ path: nm + files[a.path] }));
  },
};

// The client's react-redux in the server bundle: renderer/react-redux-server.ts, whose useSelector reads
// the store once (a server render never re-renders; docs/decisions/0010). Its own import of
// react-redux, and every other importer's, stay the package.
const reactReduxServer = {
  name: 'react-redux-server',
  setup(build) {
    const shim = new URL('../renderer/react-redux-server.ts', import.meta.url).pathname;
    build.onResolve({ filter: /^react-redux$/ }, (a) => (a.importer.includes('/client/') ? { path: shim } : undefined));
  },
};

export const serverOptions = ({ outdir = 'dist/server' } = {}) => ({
  entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).filter(([, f]) => existsSync(f))),
  external: ['./main.js'],
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // the api's modules (and the packages only they import) in their own chunk, which start.ts
  // imports only in a process that runs the api
  splitting: true,
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  loader: { '.css': 'empty', '.svg': 'text' },
  logLevel: 'warning',
  define: { 'process.env.BROWSER': '"false"' },
  plugins: [reactRouterProductionServer, reactReduxServer],
});

// react-router's package exports only its development build; in production bundles use the
// production build it ships beside it (smaller, no dev warnings).
const reactRouterProduction = {
  name: 'react-router-production',
  setup(build) {
    const dir = new URL('../node_modules/react-router/dist/production/', import.meta.url).pathname;
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (a) => ({
      path: dir + (a.path === 'react-router' ? 'index.mjs' : 'dom-export.mjs'),
    }));
  },
};

// The browser gets the country names of the page's language only: shared/geo/country-names/index.ts (every
// language, for the server) is replaced by client/i18n/countryNames.ts, which loads one language a chunk.
const countryNamesPerLanguage = {
  name: 'country-names-per-language',
  setup(build) {
    const browser = new URL('../client/i18n/countryNames.ts', import.meta.url).pathname;
    build.onResolve({ filter: /(^|\/)country-names\/index\.ts$/ }, () => ({ path: browser }));
  },
};

// One first-load chunk instead of dozens (docs/decisions/0006): esbuild puts each module into a chunk
// named by the set of entry points (the entry and every dynamically imported module) that reach it,
// so the entry's code was spread over many small shared chunks, a request each. Every dynamically
// imported module (screens, lazy store features, the Stripe card field) is made to import the entry
// too: everything the entry needs is then reached from all of them and lands in one chunk. The
// import adds nothing at run time (the entry's module is evaluated once, before any screen).
const DYNAMIC_TARGETS =
  /\/client\/(features\/[^/]+\/screens\/[^/]+\.tsx|app\/screens\/[^/]+\.tsx|features\/[^/]+\/store\.ts|features\/billing\/components\/StripeCardPayment\.tsx|features\/estate\/components\/ReportDialog\.tsx|features\/map\/components\/(?:SearchMapView|PinMapView)\.tsx)$/;
const oneFirstLoadChunk = {
  name: 'one-first-load-chunk',
  setup(build) {
    const entry = new URL('../client/entry.tsx', import.meta.url).pathname;
    // besides the listed ones, every client module some code imports with import(): a lazy dialog or
    // section added later needs no entry here (a missed one split the first-load chunk in two)
    const dynamic = new Set();
    build.onResolve({ filter: /^\./ }, async (a) => {
      if (a.kind !== 'dynamic-import' || a.pluginData === 'one-first-load-chunk') return undefined;
      const r = await build.resolve(a.path, { kind: a.kind, importer: a.importer, resolveDir: a.resolveDir, pluginData: 'one-first-load-chunk' });
      if (r.errors.length === 0 && r.path.includes('/client/')) dynamic.add(r.path);
      return r.errors.length === 0 ? { path: r.path } : undefined;
    });
    build.onLoad({ filter: /\/client\/.*\.tsx?$/ }, async (a) => {
      if (!DYNAMIC_TARGETS.test(a.path) && !dynamic.has(a.path)) return undefined;
      return {
        contents: `import ${JSON.stringify(entry)};\n${await readFile(a.path, 'utf8')}`,
        loader: a.path.endsWith('.tsx') ? 'tsx' : 'ts',
        resolveDir: dirname(a.path),
      };
    });
  },
};

/** The entry also imports these modules (the budget screens' shared ones, see buildClient). */
const joinToEntry = (modules) => ({
  name: 'join-to-entry',
  setup(build) {
    if (!modules.length) return;
    const entry = new URL('../client/entry.tsx', import.meta.url).pathname;
    build.onLoad({ filter: /\/client\/entry\.tsx$/ }, async (a) => ({
      contents: `${modules.map((m) => `import ${JSON.stringify(new URL('../' + m, import.meta.url).pathname)};`).join('\n')}\n${await readFile(entry, 'utf8')}`,
      loader: 'tsx',
      resolveDir: dirname(a.path),
    }));
  },
});

export const clientOptions = ({ joinFirstLoad = [], outdir = 'dist/public' } = {}) => ({
  // the map's stylesheet is an entry of its own: the map chunk links it when it loads (decision 0015);
  // so is the private area's, which no public page waits for (decision 0006)
  entryPoints: { entry: 'client/entry.tsx', map: 'client/features/map/map.css', private: 'client/styles/private-screens.css' },
  outdir: `${outdir}/assets`,
  publicPath: '/assets',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  minify: !dev,
  sourcemap: true,
  metafile: true,
  jsx: 'automatic',
  plugins: [countryNamesPerLanguage, oneFirstLoadChunk, joinToEntry(joinFirstLoad), ...(dev ? [] : [reactRouterProduction])],
  // i18next and react-router-dom in the browser are small runtimes of what the app uses
  // (client/i18n/lite.ts, client/router/lite.tsx; decision 0006); the server keeps the libraries
  alias: { i18next: './client/i18n/lite.ts', 'react-router-dom': './client/router/lite.tsx' },
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  define: {
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    'process.env.BROWSER': '"true"',
  },
  logLevel: 'warning',
});

/** The screens of the first-load budget (docs/decisions/0006): their chunks' shared imports join the first-load chunk. */
const BUDGET_SCREENS = [
  'client/features/home/screens/HomeScreen.tsx',
  'client/features/search/screens/SearchScreen.tsx',
  'client/features/estate/screens/EstateScreen.tsx',
];

/**
 * ScreenId → the screen's module, read from the features' manifests (client/features/<name>/feature.ts) and
 * client/app/screens.ts. An entry is `id: { …, load: () => import('./screens/X.tsx'), … }` or
 * `id: { ...someScreen, … }` with `const someScreen = { load: () => import('./screens/X.tsx'), … }`;
 * test/unit/build-screens.test.ts holds this reading to the registry.
 */
export function screenModules() {
  const out = {};
  const files = readdirSync('client/features', { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(`client/features/${d.name}/feature.ts`))
    .map((d) => `client/features/${d.name}/feature.ts`);
  const IMPORT = String.raw`import\('\./screens/(\w+)\.tsx'\)`;
  // what may stand between an entry's `{` and its load: anything but braces, or one level of braces
  const UNTIL_LOAD = String.raw`(?:[^{}]|\{[^{}]*\})*?`;
  for (const file of [...files, 'client/app/screens.ts']) {
    const text = readFileSync(file, 'utf8');
    const dir = dirname(file);
    const consts = {};
    for (const m of text.matchAll(new RegExp(String.raw`const (\w+)(?:\s*:\s*\w+)?\s*=\s*\{${UNTIL_LOAD}load:\s*\(\)\s*=>\s*${IMPORT}`, 'g')))
      consts[m[1]] = `${dir}/screens/${m[2]}.tsx`;
    for (const m of text.matchAll(new RegExp(String.raw`(\w+):\s*\{\s*(?:\.\.\.(\w+)|${UNTIL_LOAD}load:\s*\(\)\s*=>\s*${IMPORT})`, 'g'))) {
      if (m[2] && consts[m[2]]) out[m[1]] = consts[m[2]];
      else if (m[3]) out[m[1]] = `${dir}/screens/${m[3]}.tsx`;
    }
    // one module for every screen, declared by a helper: `const load = () => import('./screens/X.tsx')`
    // and entries `name: screen(…)` (client/features/admin/feature.ts)
    const shared = new RegExp(String.raw`const load\s*=\s*\(\)\s*=>\s*${IMPORT}`).exec(text);
    if (shared) for (const m of text.matchAll(/^\s+(\w+):\s*screen\(/gm)) out[m[1]] = `${dir}/screens/${shared[1]}.tsx`;
  }
  return out;
}

/** The chunks a module's output imports statically, transitively (URLs). */
function staticClosure(metafile, file) {
  const seen = new Set();
  const queue = [file];
  while (queue.length) {
    const f = queue.shift();
    if (seen.has(f)) continue;
    seen.add(f);
    for (const i of metafile.outputs[f]?.imports ?? []) if (i.kind === 'import-statement') queue.push(i.path);
  }
  return [...seen];
}

/** An output's URL: its path under the public folder. */
const urlIn = (publicDir) => (file) => '/' + relative(publicDir, file);

/** Writes `<publicDir>/manifest.json` from the client build's metafile (outputs under publicDir/assets). */
export function writeManifest(metafile, publicDir = 'dist/public') {
  const urlOf = urlIn(publicDir);
  const manifest = { entry: '', css: [], preload: [], chunks: {}, countryNames: {} };
  const outputs = Object.entries(metafile.outputs);
  const entryFile = outputs.find(([file, out]) => out.entryPoint === 'client/entry.tsx' && file.endsWith('.js'))?.[0];
  if (!entryFile) throw new Error('the client build has no entry output');
  manifest.entry = urlOf(entryFile);
  for (const [file, out] of outputs) {
    if (file.endsWith('.css') && (out.entryPoint === 'client/entry.tsx' || /\/entry-[^/]+\.css$/.test(file)) && !manifest.css.includes(urlOf(file)))
      manifest.css.push(urlOf(file));
    const names = out.entryPoint?.match(/^shared\/geo\/country-names\/(\w+)\.ts$/);
    if (names) manifest.countryNames[names[1]] = urlOf(file);
  }
  // what the entry imports: every page needs it, so the document preloads it (no request chain)
  const first = staticClosure(metafile, entryFile).filter((f) => f !== entryFile);
  manifest.preload = first.map(urlOf);
  const byModule = new Map(outputs.filter(([file, out]) => out.entryPoint && file.endsWith('.js')).map(([file, out]) => [out.entryPoint, file]));
  for (const [screen, module] of Object.entries(screenModules())) {
    const file = byModule.get(module);
    if (!file) continue;
    manifest.chunks[screen] = staticClosure(metafile, file)
      .filter((f) => f !== entryFile && !first.includes(f))
      .map(urlOf);
  }
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (out.entryPoint === 'client/features/map/map.css' && file.endsWith('.css')) manifest.mapCss = urlOf(file);
    if (out.entryPoint === 'client/styles/private-screens.css' && file.endsWith('.css')) manifest.privateCss = urlOf(file);
  }
  writeFileSync(join(publicDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** The modules the budget screens' chunks share with other screens (pass 1), to be joined to the first-load chunk. */
function sharedOfBudgetScreens(metafile) {
  const outputs = metafile.outputs;
  const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'client/entry.tsx' && f.endsWith('.js'));
  const first = new Set(staticClosure(metafile, entryFile));
  const modules = new Set();
  for (const [file, out] of Object.entries(outputs)) {
    if (!BUDGET_SCREENS.includes(out.entryPoint)) continue;
    for (const chunk of staticClosure(metafile, file)) {
      if (chunk === file || first.has(chunk)) continue;
      for (const input of Object.keys(outputs[chunk].inputs)) modules.add(input);
    }
  }
  return [...modules];
}

/** The client into `publicDir` (a fresh folder): assets/, manifest.json. */
export async function buildClient(publicDir) {
  mkdirSync(publicDir, { recursive: true });
  // pass 1 (not written): which modules the budget screens share with other screens; pass 2 makes the
  // entry import them, so they join the first-load chunk instead of costing a request each
  const probe = await esbuild.build({ ...clientOptions({ outdir: publicDir }), write: false });
  const joined = sharedOfBudgetScreens(probe.metafile);
  const result = await esbuild.build(clientOptions({ joinFirstLoad: joined, outdir: publicDir }));
  const manifest = writeManifest(result.metafile, publicDir);
  removeOrphanStylesheets(result.metafile, manifest, urlIn(publicDir));
  if (!dev) await finishAssets(result.metafile, manifest, publicDir);
  return manifest;
}

/**
 * Every dynamically imported module imports the entry (oneFirstLoadChunk), and the entry imports the
 * stylesheet, so esbuild writes a copy of the whole stylesheet beside every screen chunk. Nothing
 * links those copies (the document links the entry's, the map chunk its own): they are removed.
 */
function removeOrphanStylesheets(metafile, manifest, urlOf) {
  const linked = new Set([...manifest.css, manifest.mapCss, manifest.privateCss].filter(Boolean));
  for (const file of Object.keys(metafile.outputs)) {
    if (!file.endsWith('.css') || linked.has(urlOf(file))) continue;
    rmSync(file, { force: true });
    rmSync(`${file}.map`, { force: true });
    delete metafile.outputs[file];
  }
}

/**
 * The production client's JavaScript and CSS finished (docs/decisions/0006), each file by
 * bin/build-worker.mjs in a pool of worker threads, one per core:
 * - Terser after esbuild on the scripts: esbuild's minifier works in one pass; terser's compressor
 *   finds what that leaves, about 3 % of the first-load chunk's gzip bytes. Two compress passes: the
 *   second takes the first-load chunk from 6 to 16 CPU seconds for 0.2 KiB less on every first load
 *   (kept while the budget is tight, docs/decisions/0006). File names
 *   stay esbuild's (the hash of its output, from which terser's output follows), the source maps are
 *   chained back to the sources.
 * - Each file over 1 KiB written beside itself compressed once, at settings too slow for each
 *   request: `.br` (brotli, quality 11) and `.gz`: zopfli (gzip-compatible, about 3 % smaller than
 *   zlib's best) for the first-load files of home, search and estate (the budget's), zlib's level 9
 *   for the other chunks (zopfli took 15 of the build's 44 CPU seconds). gateway/plugins/static.ts
 *   serves them (`preCompressed`), so no asset is compressed per request.
 */
async function finishAssets(metafile, manifest, publicDir) {
  const { Worker } = await import('node:worker_threads');
  const urlOf = urlIn(publicDir);
  const modules = screenModules();
  const budgetScreens = Object.keys(modules).filter((id) => BUDGET_SCREENS.includes(modules[id]));
  const firstLoad = new Set([
    manifest.entry,
    ...manifest.css,
    ...manifest.preload,
    ...Object.values(manifest.countryNames),
    ...budgetScreens.flatMap((id) => manifest.chunks[id] ?? []),
  ]);
  const jobs = Object.keys(metafile.outputs)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, zopfli: firstLoad.has(urlOf(file)), size: metafile.outputs[file].bytes }))
    // the largest first, so no worker is left with a big file at the end
    .sort((a, b) => Number(b.zopfli) - Number(a.zopfli) || b.size - a.size);
  const size = Math.max(1, Math.min(availableParallelism(), jobs.length));
  const workers = Array.from({ length: size }, () => new Worker(new URL('./build-worker.mjs', import.meta.url)));
  try {
    await Promise.all(
      workers.map(async (worker) => {
        for (let job = jobs.shift(); job; job = jobs.shift()) {
          const done = await new Promise((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage({ file: job.file, zopfli: job.zopfli });
          });
          worker.removeAllListeners('error');
          if (done.error) throw new Error(`finishing ${job.file}: ${done.error}`);
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** The server bundles into `serverDir` (a fresh folder). */
export async function buildServer(serverDir) {
  await esbuild.build(serverOptions({ outdir: serverDir }));
  copyServerFiles(serverDir);
}

/** The files the bundled server reads beside itself. */
export function copyServerFiles(serverDir) {
  // the frozen SQL migrations travel beside the bundle (api/db/migrate.ts reads them from there)
  cpSync('api/db/migrations', join(serverDir, 'migrations'), { recursive: true });
  // so does the list of common passwords (api/auth/common-passwords.ts)
  cpSync('api/auth/common-passwords.txt.gz', join(serverDir, 'common-passwords.txt.gz'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = Date.now();
  const parts = [];
  // the server bundles the renderer and the client too, and the benchmarks some test fixtures; the
  // client imports only client/ and shared/ (test/unit/boundaries.test.ts), so a change to the api or
  // the gateway does not rebuild it
  if (!args.has('--client-only')) parts.push(['server', buildServer, [...INPUT_DIRS, 'test'], INPUT_FILES]);
  if (!args.has('--server-only') && existsSync('client/entry.tsx')) {
    const buildFiles = ['bin/build.mjs', 'bin/build-cache.mjs', 'bin/build-worker.mjs'];
    parts.push(['public', buildClient, ['client', 'shared', 'locales'], [...INPUT_FILES, ...buildFiles]]);
  }
  const said = [];
  for (const [part, build, dirs, files] of parts) {
    const t = Date.now();
    // what changes the output besides the files: --dev (the client's NODE_ENV, no minification, terser
    // or compression); the flags that choose parts choose folders, not contents
    const key = inputsKey(root, { dirs, files, options: { dev } });
    const { status } = await publish({ distDir: 'dist', part, key, build, force: args.has('--force') });
    said.push(`${part} ${key} ${status}${status === 'built' ? ` in ${Date.now() - t} ms` : ''}`);
  }
  console.log(`build: ${said.join(', ')} (${Date.now() - t0} ms in all; --force builds anyway)`);
}
