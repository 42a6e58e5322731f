// The whole product started by its composition root (bin/start.ts) on a port other than 3000 and
// without PUBLIC_ORIGIN: the reset-password mail must link to that port, where the site answers,
// because the gateway and the embedded api read one environment schema and agree on the default.
import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DEMO, outbox } from '../helpers/api.ts';

/** A port the OS reports free now (listen on 0, note it, close): the product is then told to use it. */
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

/** Starts bin/start.ts with exactly `env` (plus PATH, HOME); resolves with its "listening on" log line. */
function startProduct(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/start.ts'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<Record<string, unknown>>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (raw) => {
      try {
        const line = JSON.parse(raw) as Record<string, unknown>;
        if (/^listening on /.test(String(line.msg))) resolve(line);
      } catch {
        // not a log line
      }
    });
    void exit.then((code) => reject(new Error(`bin/start.ts exited with ${code} before listening: ${stderr}`)));
  });
  return { listening, exit, stop: () => child.kill('SIGTERM'), kill: () => child.kill('SIGKILL') };
}

t.test('PORT set, PUBLIC_ORIGIN unset: the reset mail links to http://localhost:PORT', async (t) => {
  const port = await freePort();
  t.not(port, 3000, 'not the default port, or the test would prove nothing');
  const dataDir = await mkdtemp(join(tmpdir(), 'config-reset-link-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const product = startProduct({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_ESTATES: '0' });
  t.teardown(product.kill);

  const started = await product.listening;
  t.equal(started.url, `http://127.0.0.1:${port}`, 'the gateway listens on PORT');
  t.equal(started.publicOrigin, `http://localhost:${port}`, 'the gateway derives its public origin from PORT');
  const site = `http://127.0.0.1:${port}`;

  const forgot = await fetch(`${site}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.demo.email }),
  });
  t.equal(forgot.status, 202, 'the request went through the gateway to the embedded api');
  await forgot.arrayBuffer();

  // the mail leaves through the job queue of the other process: wait for it (at most 10 s)
  let mails = (await outbox({ dataDir })).filter((m) => m.to === DEMO.demo.email);
  for (let i = 0; i < 100 && mails.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    mails = (await outbox({ dataDir })).filter((m) => m.to === DEMO.demo.email);
  }
  t.equal(mails.length, 1, 'one mail in the outbox of DATA_DIR');
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\/[^\s"'<>]+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
  t.match(link, new RegExp(`^http://localhost:${port}/reset-password/[A-Za-z0-9_-]+$`), 'the text links to the gateway port');
  t.ok(mails[0]?.html.includes(link), 'the html carries the same link');
  t.equal(mails[0]?.from, 'no-reply@localhost', 'the sender comes from the same origin');

  // the link leads to the reset page of the running site, and its token resets the password there
  const { pathname } = new URL(link);
  const page = await fetch(`${site}${pathname}`);
  t.equal(page.status, 200, 'the reset page answers at the linked address');
  await page.arrayBuffer();
  const resetToken = pathname.split('/').pop();
  const reset = await fetch(`${site}/api/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ resetToken, password: 'a-new-password-1' }),
  });
  t.equal(reset.status, 204, 'the token from the link is accepted');
  await reset.arrayBuffer();
  const signIn = await fetch(`${site}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.demo.email, password: 'a-new-password-1' }),
  });
  t.equal(signIn.status, 200, 'the new password signs in');
  await signIn.arrayBuffer();

  product.stop();
  t.equal(await product.exit, 0, 'a clean stop');
});
