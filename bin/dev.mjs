#!/usr/bin/env node
// `npm run dev`: esbuild in watch mode for the server and the client (the option factories of
// bin/build.mjs, unminified), the client manifest rewritten after each client build, and the server
// (dist/server/start.js) restarted after any rebuild or a change under locales/. The renderer reads
// the manifest and the translations once at start, hence the restart for client changes too. The
// server runs with NODE_ENV=development (React's development build) and its JSON log lines are printed
// readable (bin/pretty-log.mjs).
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { createInterface } from 'node:readline';
import { devFolders } from './build-cache.mjs';
import { clientOptions, copyServerFiles, serverOptions, writeManifest } from './build.mjs';
import { createPrettyPrinter } from './pretty-log.mjs';

process.env.NODE_ENV ??= 'development';
let child = null;
let exiting = null;
let pending = null;
let ready = { server: false, client: false };

function log(msg) {
  process.stdout.write(`[dev] ${msg}\n`);
}

async function stopChild() {
  if (!child) return;
  const c = child;
  child = null;
  exiting = new Promise((resolve) => c.once('exit', resolve));
  c.kill('SIGTERM');
  const timer = setTimeout(() => c.kill('SIGKILL'), 5_000);
  await exiting;
  clearTimeout(timer);
}

async function restart(reason) {
  if (!ready.server || !ready.client) return;
  await stopChild();
  log(`${reason}: starting the server`);
  child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/start.js'], { stdio: ['inherit', 'pipe', 'inherit'], env: process.env });
  // the server logs JSON lines (as in production); here they are printed readable
  // one line per request, times rounded, "listening" once (bin/pretty-log.mjs)
  const print = createPrettyPrinter(Boolean(process.stdout.isTTY));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const text = print(line);
    if (text !== null) process.stdout.write(`${text}\n`);
  });
  child.once('exit', (code, signal) => {
    if (signal !== 'SIGTERM' && code !== 0 && code !== null) log(`server exited with ${code}; waiting for changes`);
  });
}

/** Restarts once for a burst of rebuilds (a save often triggers both builds). */
function scheduleRestart(reason) {
  clearTimeout(pending);
  pending = setTimeout(() => void restart(reason), 150);
}

function onEnd(name, after) {
  return {
    name: `dev-${name}`,
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length) {
          log(`${name} build failed (${result.errors.length} errors); the last good server keeps running`);
          return;
        }
        after?.(result);
        ready[name] = true;
        scheduleRestart(`${name} rebuilt`);
      });
    },
  };
}

// its own folders (dist/.builds/dev-*), linked as dist/server and dist/public: the next `npm start`
// finds the links off its build and points them back (or builds), never reusing what dev wrote
const out = devFolders('dist');
const clientBase = clientOptions({ outdir: out.public });
const client = await esbuild.context({
  ...clientBase,
  minify: false,
  define: { 'process.env.NODE_ENV': '"development"', 'process.env.BROWSER': '"true"' },
  // the build's plugins but React Router's production build (dev keeps its development build)
  plugins: [
    ...clientBase.plugins.filter((p) => p.name !== 'react-router-production'),
    onEnd('client', (result) => writeManifest(result.metafile, out.public)),
  ],
});
const server = await esbuild.context({ ...serverOptions({ outdir: out.server }), plugins: [onEnd('server', () => copyServerFiles(out.server))] });
await Promise.all([client.watch(), server.watch()]);
watch('locales', { recursive: true }, () => scheduleRestart('translations changed'));
log('watching; Ctrl-C stops');

async function quit() {
  clearTimeout(pending);
  await Promise.all([client.dispose(), server.dispose()]);
  await stopChild();
  process.exit(0);
}
process.once('SIGINT', () => void quit());
process.once('SIGTERM', () => void quit());
