// The build's reuse and swap (bin/build-cache.mjs, issue 21.11): a second build with unchanged inputs
// is skipped, a changed source file builds again, a build that fails or never finished is never used,
// and the swap of dist/<part> is atomic: a reader in another process that reads dist/server/start.js
// in a loop while builds are swapped in never finds it missing, and a process that resolved the old
// build keeps reading it.
import t, { type Test } from 'tap';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_INFO, inputsKey, prune, publish } from '../../bin/build-cache.mjs';

function tree(t: Test): string {
  const root = mkdtempSync(join(tmpdir(), 'build-cache-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'client/app'), { recursive: true });
  mkdirSync(join(root, 'locales/en'), { recursive: true });
  writeFileSync(join(root, 'client/app/a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'locales/en/app.json'), '{"hello":"Hello"}\n');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}\n');
  return root;
}

const DIRS = ['client', 'locales'];
const FILES = ['package-lock.json'];
const keyOf = (root: string, options = {}) => inputsKey(root, { dirs: DIRS, files: FILES, options });

/** A fake build of the server part: writes start.js naming its key; counts its runs. */
function fakeBuild(runs: string[], key: string) {
  return async (dir: string) => {
    runs.push(key);
    writeFileSync(join(dir, 'start.js'), `built ${key}\n`);
  };
}

t.test('the key is a content hash of the inputs and the options', async (t) => {
  const root = tree(t);
  const first = keyOf(root);
  t.equal(keyOf(root), first, 'the same inputs give the same key');
  writeFileSync(join(root, 'client/app/a.ts'), 'export const a = 2;\n');
  const changed = keyOf(root);
  t.not(changed, first, 'a changed source file changes it');
  writeFileSync(join(root, 'client/app/b.ts'), '');
  t.not(keyOf(root), changed, 'so does a new file');
  const withFile = keyOf(root);
  writeFileSync(join(root, 'locales/en/app.json'), '{"hello":"Hi"}\n');
  t.not(keyOf(root), withFile, 'and a changed translation');
  const now = keyOf(root);
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}\n');
  t.not(keyOf(root), now, 'and a changed package-lock.json');
  t.not(keyOf(root, { dev: true }), keyOf(root, { dev: false }), 'and the options (--dev)');
});

t.test('a second build with no change is skipped; a changed source builds again', async (t) => {
  const root = tree(t);
  const distDir = join(root, 'dist');
  const runs: string[] = [];
  const k1 = keyOf(root);
  const first = await publish({ distDir, part: 'server', key: k1, build: fakeBuild(runs, k1) });
  t.equal(first.status, 'built');
  t.equal(readFileSync(join(distDir, 'server/start.js'), 'utf8'), `built ${k1}\n`, 'dist/server is the build');
  t.match(readlinkSync(join(distDir, 'server')), /^\.builds\/server-/, 'through a relative link into dist/.builds');

  const second = await publish({ distDir, part: 'server', key: keyOf(root), build: fakeBuild(runs, k1) });
  t.equal(second.status, 'up to date', 'nothing changed: skipped');
  t.same(runs, [k1], 'the builder did not run again');

  writeFileSync(join(root, 'client/app/a.ts'), 'export const a = 3;\n');
  const k2 = keyOf(root);
  const third = await publish({ distDir, part: 'server', key: k2, build: fakeBuild(runs, k2) });
  t.equal(third.status, 'built', 'a changed source file builds again');
  t.equal(readFileSync(join(distDir, 'server/start.js'), 'utf8'), `built ${k2}\n`);

  writeFileSync(join(root, 'client/app/a.ts'), 'export const a = 1;\n');
  const back = await publish({ distDir, part: 'server', key: keyOf(root), build: fakeBuild(runs, 'never') });
  t.equal(back.status, 'reused', 'back to the first sources: the first build is linked again, not rebuilt');
  t.equal(readFileSync(join(distDir, 'server/start.js'), 'utf8'), `built ${k1}\n`);

  const forced = await publish({ distDir, part: 'server', key: k1, build: fakeBuild(runs, k1), force: true });
  t.equal(forced.status, 'built', '--force builds anyway');
  t.same(runs, [k1, k2, k1]);
});

t.test('a failed or unfinished build is never used', async (t) => {
  const root = tree(t);
  const distDir = join(root, 'dist');
  const key = keyOf(root);
  await publish({ distDir, part: 'server', key, build: fakeBuild([], key) });
  const before = readlinkSync(join(distDir, 'server'));

  const k2 = 'changed0000000000000';
  await t.rejects(
    publish({
      distDir,
      part: 'server',
      key: k2,
      build: async (dir: string) => {
        writeFileSync(join(dir, 'start.js'), 'half\n');
        throw new Error('esbuild failed');
      },
    }),
    /esbuild failed/,
  );
  t.equal(readlinkSync(join(distDir, 'server')), before, 'a failed build leaves dist/server as it was');
  t.same(
    readdirSync(join(distDir, '.builds')).filter((n) => n.startsWith('tmp-')),
    [],
    'and its folder is gone',
  );

  // a folder with the right name but no .build.json: a build that crashed before it finished
  mkdirSync(join(distDir, '.builds', `server-${k2}-crashed`));
  writeFileSync(join(distDir, '.builds', `server-${k2}-crashed`, 'start.js'), 'half\n');
  const runs: string[] = [];
  const r = await publish({ distDir, part: 'server', key: k2, build: fakeBuild(runs, k2) });
  t.equal(r.status, 'built', 'it is not reused');
  t.same(runs, [k2]);
  t.ok(existsSync(join(distDir, 'server', BUILD_INFO)), 'the build in use has its .build.json');
});

t.test('old builds are pruned, the newest kept for processes still running from them', async (t) => {
  const root = tree(t);
  const distDir = join(root, 'dist');
  const folders: string[] = [];
  for (let i = 0; i < 5; i++) {
    const key = `k${i}`.padEnd(20, '0');
    folders.push((await publish({ distDir, part: 'server', key, build: fakeBuild([], key), keep: 2 })).folder);
    // builds are ordered by their build time in ms: two in the same millisecond would tie (CI saw it)
    const built = Date.now();
    while (Date.now() === built) {
      // the next millisecond comes within one
    }
  }
  const left = readdirSync(join(distDir, '.builds')).sort();
  t.same(left, folders.slice(2).sort(), 'the current build and the two before it');
  t.same(prune(join(distDir, '.builds'), 'server', folders[4], 0).sort(), folders.slice(2, 4).sort(), 'keep 0: all but the current');
});

t.test('the swap is atomic: a concurrent reader never sees a missing dist, an old reader keeps its build', async (t) => {
  const root = tree(t);
  const distDir = join(root, 'dist');
  const file = join(distDir, 'server/start.js');
  await publish({ distDir, part: 'server', key: 'first00000000000000', build: fakeBuild([], 'first') });
  const oldReal = realpathSync(join(distDir, 'server'));
  // another process reads dist/server/start.js as fast as it can until told to stop
  const reader = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs');
       let reads = 0, missing = 0, empty = 0;
       process.stdin.on('data', () => { process.stdout.write(JSON.stringify({ reads, missing, empty })); process.exit(0); });
       process.stdout.write('ready\\n');
       (function loop() {
         for (let i = 0; i < 200; i++) {
           try { const s = fs.readFileSync(${JSON.stringify(file)}, 'utf8'); reads++; if (!s.startsWith('built ')) empty++; }
           catch (e) { missing++; }
         }
         setImmediate(loop);
       })();`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let out = '';
  const ready = new Promise((resolve) => reader.stdout.once('data', resolve));
  const exited = new Promise((resolve) => reader.once('exit', resolve));
  await ready;
  reader.stdout.on('data', (d: Buffer) => (out += d));
  for (let i = 0; i < 150; i++) {
    const key = `swap${i}`.padEnd(20, '0');
    await publish({ distDir, part: 'server', key, build: fakeBuild([], key), keep: 1 + (i % 2) });
  }
  reader.stdin.write('stop\n');
  await exited;
  const seen = JSON.parse(out) as { reads: number; missing: number; empty: number };
  t.ok(seen.reads > 0, `the reader read ${seen.reads} times during 150 swaps`);
  t.equal(seen.missing, 0, 'dist/server/start.js was never missing');
  t.equal(seen.empty, 0, 'nor half written');
  t.equal(readFileSync(join(distDir, 'server/start.js'), 'utf8'), `built ${'swap149'.padEnd(20, '0')}\n`, 'the last build is in place');
  t.notOk(existsSync(oldReal), 'the first build was pruned long ago (keep 1-2): no leak of folders');
});

t.test('a process that resolved its build keeps it while newer ones are swapped in', async (t) => {
  const root = tree(t);
  const distDir = join(root, 'dist');
  await publish({ distDir, part: 'public', key: 'a'.repeat(20), build: async (d: string) => writeFileSync(join(d, 'manifest.json'), '"a"') });
  const mine = realpathSync(join(distDir, 'public')); // what the gateway does at start (builtPublicDir)
  await publish({ distDir, part: 'public', key: 'b'.repeat(20), build: async (d: string) => writeFileSync(join(d, 'manifest.json'), '"b"') });
  await publish({ distDir, part: 'public', key: 'c'.repeat(20), build: async (d: string) => writeFileSync(join(d, 'manifest.json'), '"c"') });
  t.equal(readFileSync(join(mine, 'manifest.json'), 'utf8'), '"a"', 'its files are still there after two newer builds');
  t.equal(readFileSync(join(distDir, 'public/manifest.json'), 'utf8'), '"c"', 'while dist/public is the newest');
});

t.test('a real folder in place of the link (a build from before links) is replaced', async (t) => {
  const root = tree(t);
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'server'), { recursive: true });
  writeFileSync(join(distDir, 'server/start.js'), 'old layout\n');
  const r = await publish({ distDir, part: 'server', key: 'n'.repeat(20), build: fakeBuild([], 'new') });
  t.equal(r.status, 'built');
  t.equal(readFileSync(join(distDir, 'server/start.js'), 'utf8'), 'built new\n');
  t.match(readlinkSync(join(distDir, 'server')), /^\.builds\//);
});
