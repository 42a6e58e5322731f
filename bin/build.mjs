#!/usr/bin/env node
// Builds the server (gateway + renderer + api, one ESM bundle per entry, packages external) and the
// client (ESM, a chunk per screen, hashed names, CSS bundled, minified, source maps) and writes
// dist/public/manifest.json, which the renderer reads to name the hashed assets.
//   node bin/build.mjs [--server-only] [--client-only] [--dev]
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

// start.js is bin/launch.ts (the NODE_ENV default, set before React loads), which imports main.js
// (bin/start.ts, the composition root); seed.js and bench.js as they are.
const SERVER_ENTRIES = { start: 'bin/launch.ts', main: 'bin/start.ts', seed: 'bin/seed.ts', bench: 'bin/bench.ts', lighthouse: 'bin/lighthouse.ts' };

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

export const serverOptions = () => ({
  entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).filter(([, f]) => existsSync(f))),
  external: ['./main.js'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  jsx: 'automatic',
  loader: { '.css': 'empty', '.svg': 'text' },
  logLevel: 'warning',
  define: { 'process.env.BROWSER': '"false"' },
  plugins: [reactRouterProductionServer],
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

// The browser gets the country names of the page's language only: shared/country-names/index.ts (every
// language, for the server) is replaced by client/i18n/countryNames.ts, which loads one language a chunk.
const countryNamesPerLanguage = {
  name: 'country-names-per-language',
  setup(build) {
    const browser = new URL('../client/i18n/countryNames.ts', import.meta.url).pathname;
    build.onResolve({ filter: /(^|\/)country-names\/index\.ts$/ }, () => ({ path: browser }));
  },
};

export const clientOptions = () => ({
  entryPoints: { entry: 'client/entry.tsx' },
  outdir: 'dist/public/assets',
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
  plugins: dev ? [countryNamesPerLanguage] : [countryNamesPerLanguage, reactRouterProduction],
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  define: {
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
    'process.env.BROWSER': '"true"',
  },
  logLevel: 'warning',
});

export function writeManifest(metafile) {
  const manifest = { entry: '', css: [], chunks: {} };
  for (const [file, out] of Object.entries(metafile.outputs)) {
    const url = '/' + relative('dist/public', file);
    if (out.entryPoint === 'client/entry.tsx' && file.endsWith('.js')) manifest.entry = url;
    if (file.endsWith('.css') && out.entryPoint === 'client/entry.tsx') manifest.css.push(url);
    else if (file.endsWith('.css') && !manifest.css.includes(url) && file.includes('/entry-')) manifest.css.push(url);
  }
  // a CSS file emitted beside the entry (esbuild names it after the entry)
  for (const file of Object.keys(metafile.outputs)) {
    const url = '/' + relative('dist/public', file);
    if (file.endsWith('.css') && /\/entry-[^/]+\.css$/.test(file) && !manifest.css.includes(url)) manifest.css.push(url);
  }
  writeFileSync('dist/public/manifest.json', JSON.stringify(manifest, null, 2));
  return manifest;
}

export async function buildClient() {
  rmSync('dist/public', { recursive: true, force: true });
  mkdirSync('dist/public', { recursive: true });
  const result = await esbuild.build(clientOptions());
  return writeManifest(result.metafile);
}

export async function buildServer() {
  rmSync('dist/server', { recursive: true, force: true });
  await esbuild.build(serverOptions());
  // the frozen SQL migrations travel beside the bundle (api/db/migrate.ts reads them from there)
  cpSync('api/db/migrations', 'dist/server/migrations', { recursive: true });
  // so does the list of common passwords (api/auth/common-passwords.ts)
  cpSync('api/auth/common-passwords.txt.gz', 'dist/server/common-passwords.txt.gz');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t0 = Date.now();
  if (!args.has('--client-only')) await buildServer();
  if (!args.has('--server-only') && existsSync('client/entry.tsx')) await buildClient();
  console.log(`built in ${Date.now() - t0} ms`);
}
