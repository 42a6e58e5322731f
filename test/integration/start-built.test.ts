// What `npm start` runs is the built bundle (dist/server/start.js), not the sources the other tests
// load through tsx: packages stay external there and Node resolves them itself, so an import that a
// bundler or tsx accepts (a package's bare folder, say) can still stop the product from starting.
// `npm test` builds first; this starts the bundle as `npm start` would and asks for two pages.
import t from 'tap';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address !== 'object') throw new Error('no port');
  return address.port;
}

t.test('the built server starts, serves pages and stops on SIGTERM', async (t) => {
  // NODE_ENV is deliberately unset, as in `npm start` on a fresh clone: bin/launch.ts makes it production
  const bundle = join(process.cwd(), 'dist/server/start.js');
  t.ok(existsSync(bundle), 'dist/server/start.js is built (npm test builds first; else run node bin/build.mjs)');
  const dataDir = await mkdtemp(join(tmpdir(), 'start-built-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const child = spawn(process.execPath, [bundle], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_ESTATES: '20',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const listening = await new Promise<{ nodeEnv?: string; reactBuild?: string }>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (raw) => {
      if (/"msg":"listening on /.test(raw)) resolve(JSON.parse(raw));
    });
    void exit.then((code) => reject(new Error(`dist/server/start.js exited with ${code} before listening: ${stderr.slice(0, 2000)}`)));
  });
  t.equal(listening.nodeEnv, 'production', 'without NODE_ENV the product runs in production');
  t.equal(listening.reactBuild, 'production', "React's production build serves the pages");
  for (const path of ['/', '/search', '/plans']) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    t.equal(res.status, 200, `${path} answers 200`);
    t.match(await res.text(), /<div id="root">|<main/, `${path} is a rendered page`);
  }
  child.kill('SIGTERM');
  t.equal(await exit, 0, 'a clean exit on SIGTERM');
});
