// `node bin/build.mjs` itself, on a copy of the repository (issue 21.11): a second build with no change
// builds nothing, a changed source file builds that part again, --force builds anyway, and the built
// server is the one the link names. The server part only (a few seconds); the client part takes the
// same path through bin/build-cache.mjs (test/unit/build-cache.test.ts).
import t from 'tap';
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

t.test('a second build with no change is skipped; a changed source file builds again', async (t) => {
  const copy = mkdtempSync(join(tmpdir(), 'build-reuse-'));
  t.teardown(() => rmSync(copy, { recursive: true, force: true }));
  for (const entry of [
    'api',
    'bin',
    'client',
    'gateway',
    'renderer',
    'shared',
    'locales',
    'test',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ]) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  const build = async (...args: string[]) =>
    (await run(process.execPath, [join(copy, 'bin/build.mjs'), '--server-only', ...args], { cwd: copy })).stdout;

  const first = await build();
  t.match(first, /server \w+ built in \d+ ms/, 'the first build builds');
  const link = readlinkSync(join(copy, 'dist/server'));
  t.ok(existsSync(join(copy, 'dist/server/start.js')), 'dist/server/start.js is there');

  const second = await build();
  t.match(second, /server \w+ up to date/, 'the second, with nothing changed, does not');
  t.equal(readlinkSync(join(copy, 'dist/server')), link, 'and leaves dist/server as it was');

  appendFileSync(join(copy, 'shared/core/constants.ts'), '\n// a change\n');
  const third = await build();
  t.match(third, /server \w+ built in \d+ ms/, 'a changed source file builds again');
  t.not(readlinkSync(join(copy, 'dist/server')), link, 'into a new folder, swapped in');
  t.ok(existsSync(join(copy, 'dist/server/start.js')));
  t.ok(readFileSync(join(copy, 'dist/server/.build.json'), 'utf8').includes('"part":"server"'), 'a complete build (its .build.json)');

  t.match(await build('--force'), /server \w+ built in \d+ ms/, '--force builds anyway');
});
