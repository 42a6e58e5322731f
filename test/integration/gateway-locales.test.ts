// Translations served by the gateway: ETag and revalidation, 404 for anything that is not a known
// language and a plain namespace name (traversal attempts included, sent raw), and the development-only
// recorder of missing keys. No api is needed: the gateway is pointed at a closed port.
import t from 'tap';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../gateway/app.ts';
import { localesVersion } from '../../renderer/assets.ts';
import { loadConfig } from '../../gateway/config.ts';
import { echoRenderer, rawRequest } from '../helpers/stack.ts';

async function start(nodeEnv: string): Promise<{ url: string; app: FastifyInstance; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gw-locales-'));
  const config = loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dataDir, API_URL: 'http://127.0.0.1:9' });
  const app = await buildGateway(config, { logger: false, renderer: echoRenderer });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { url, app, dataDir };
}

t.test('GET /locales/:lng/:ns.json', async (t) => {
  const { url } = await start('production');

  // the default namespace has the name the product's spec gives it
  const res = await fetch(`${url}/locales/en/app.json`);
  t.equal(res.status, 200);
  t.match(res.headers.get('content-type'), /^application\/json/);
  const etag = res.headers.get('etag');
  t.match(etag, /^"[A-Za-z0-9_-]+"$/, 'a strong ETag');
  t.match(res.headers.get('cache-control'), /max-age=\d+/);
  t.match(res.headers.get('cache-control'), /must-revalidate/);
  const body = await res.json();
  t.type(body, 'object');
  t.ok(Object.keys(body).length > 0, 'the namespace has keys');
  t.type(body.header, 'object', 'it holds the sections every page uses (the header)');
  t.equal(typeof body.errors?.page?.title, 'string', 'and the error page texts');

  const old = await fetch(`${url}/locales/en/common.json`);
  t.equal(old.status, 404, 'the name it had for a while is gone');
  await old.arrayBuffer();

  const again = await fetch(`${url}/locales/en/app.json`, { headers: { 'if-none-match': etag! } });
  t.equal(again.status, 304, 'revalidation with the ETag');
  t.equal(await again.text(), '');
  t.equal(again.headers.get('etag'), etag);

  const weak = await fetch(`${url}/locales/en/app.json`, { headers: { 'if-none-match': `"other", W/${etag}` } });
  t.equal(weak.status, 304, 'a weak or listed validator matches too');

  const stale = await fetch(`${url}/locales/en/app.json`, { headers: { 'if-none-match': '"stale"' } });
  t.equal(stale.status, 200, 'another ETag gets the body');

  const de = await fetch(`${url}/locales/de/app.json`);
  t.equal(de.status, 200);
  t.not(de.headers.get('etag'), etag, 'each file has its own ETag');
  t.not((await de.json()).header, undefined, 'every language has it');
});

t.test('GET /locales/:lng/:ns.:version.json: the current version is cached for good, another one briefly', async (t) => {
  const { url } = await start('production');
  const version = localesVersion(join(process.cwd(), 'locales'));
  t.match(version, /^[0-9a-f]{12}$/);
  const plain = await (await fetch(`${url}/locales/es/search.json`)).text();

  const current = await fetch(`${url}/locales/es/search.${version}.json`);
  t.equal(current.status, 200);
  t.equal(current.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  t.equal(await current.text(), plain, 'the same file as without the version');

  const old = await fetch(`${url}/locales/es/search.0123456789ab.json`);
  t.equal(old.status, 200, 'a page of before a deploy still gets the translations');
  t.match(old.headers.get('cache-control'), /must-revalidate/, 'but not cached for good under a version that is not the current one');
  await old.arrayBuffer();

  // upper case is refused; a version of digits only has none, so one digit becomes an upper-case letter
  const upper = /[a-f]/.test(version) ? version.toUpperCase() : `${version.slice(0, -1)}A`;
  for (const bad of [`/locales/es/search.${upper}.json`, `/locales/es/search.${version}x.json`, `/locales/es/nope.${version}.json`]) {
    const res = await fetch(`${url}${bad}`);
    t.equal(res.status, 404, `${bad} is 404`);
    await res.arrayBuffer();
  }
});

t.test('unknown languages and namespaces, and anything that is not a plain name, are 404', async (t) => {
  const { url } = await start('production');
  const paths = [
    '/locales/xx/app.json',
    '/locales/EN/app.json',
    '/locales/en/nothing.json',
    '/locales/en/app.js',
    '/locales/en/app',
    '/locales/en/..%2F..%2Fpackage.json',
    '/locales/en/..%2f..%2fpackage.json',
    '/locales/..%2F..%2Fpackage.json/app.json',
    '/locales/en/%2e%2e%2f%2e%2e%2fpackage.json',
    '/locales/en/%2e%2e',
    '/locales/%2e%2e/app.json',
    '/locales/en/app%00.json',
    '/locales/en/app.json%00',
    '/locales/en/%00',
    '/locales/en/app%2Fapp.json',
    '/locales/en/..%5C..%5Cpackage.json',
    '/locales/en%2F..%2F../package.json',
  ];
  for (const path of paths) {
    const res = await rawRequest(url, path);
    t.equal(res.status, 404, `${path} → 404`);
    t.notMatch(res.body, /"name":\s*"estate-marketplace"/, `${path} does not leak package.json`);
  }
  const dots = await rawRequest(url, '/locales/en/../../package.json');
  t.not(dots.status, 200, 'plain dot segments never reach a file');
  t.not(dots.status, 500);
  t.notMatch(dots.body, /"name":\s*"estate-marketplace"/);
});

t.test('POST /locales/add/:lng/:ns records missing keys in development', async (t) => {
  const { url, dataDir } = await start('development');
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

  const ok = await post('/locales/add/de/app', JSON.stringify({ 'home.newKey': 'New key', 'footer.other': 'Other' }));
  t.equal(ok.status, 200);
  t.same(await ok.json(), { added: 2 });
  const file = join(dataDir, 'locales-missing', 'de', 'app.json');
  t.same(JSON.parse(await readFile(file, 'utf8')), { 'footer.other': 'Other', 'home.newKey': 'New key' });

  const again = await post('/locales/add/de/app', JSON.stringify({ 'home.newKey': 'changed', 'z.last': '' }));
  t.same(await again.json(), { added: 1 }, 'known keys are kept as first recorded');
  t.same(Object.keys(JSON.parse(await readFile(file, 'utf8'))), ['footer.other', 'home.newKey', 'z.last']);

  const parallel = await Promise.all(
    Array.from({ length: 8 }, (_, i) => post('/locales/add/es/app', JSON.stringify({ [`k${i}`]: `v${i}` })).then((r) => r.json())),
  );
  t.same(
    parallel.map((p) => p.added),
    [1, 1, 1, 1, 1, 1, 1, 1],
  );
  t.equal(Object.keys(JSON.parse(await readFile(join(dataDir, 'locales-missing', 'es', 'app.json'), 'utf8'))).length, 8, 'no write lost');

  const bad: [string, string, number, RegExp?][] = [
    ['/locales/add/de/app', '[]', 400, /object/],
    ['/locales/add/de/app', '"x"', 400, /object/],
    ['/locales/add/de/app', '{}', 400, /at least one key/],
    ['/locales/add/de/app', JSON.stringify({ ['k'.repeat(201)]: 'x' }), 400, /1\.\.200 characters/],
    ['/locales/add/de/app', JSON.stringify({ 'bad\nkey': 'x' }), 400, /control characters/],
    ['/locales/add/de/app', JSON.stringify({ 'bad\u0000key': 'x' }), 400, /control characters/],
    ['/locales/add/de/app', '{"__proto__": "x"}', 400],
    ['/locales/add/de/app', '{"prototype": "x"}', 400, /not allowed/],
    ['/locales/add/de/app', JSON.stringify({ key: { nested: true } }), 400, /must be a string/],
    ['/locales/add/de/app', '{not json', 400],
    ['/locales/add/de/app', JSON.stringify({ big: 'x'.repeat(17 * 1024) }), 413],
    ['/locales/add/xx/app', JSON.stringify({ a: 'b' }), 404],
    ['/locales/add/de/nothing', JSON.stringify({ a: 'b' }), 404],
    ['/locales/add/de/..%2F..%2Fpackage', JSON.stringify({ a: 'b' }), 404],
  ];
  for (const [path, body, status, message] of bad) {
    const res = await rawRequest(url, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    t.equal(res.status, status, `${path} ${body.slice(0, 40)} → ${status}`);
    if (message) t.match(JSON.parse(res.body).message, message);
  }
  const form = await post('/locales/add/de/app', 'a=b', 'application/x-www-form-urlencoded');
  t.equal(form.status, 415, 'only JSON bodies');
  t.notOk(existsSync(join(dataDir, 'locales-missing', 'xx')), 'nothing written for refused requests');
  t.notOk(Object.prototype.hasOwnProperty.call({}, 'x'), 'no prototype pollution');
});

t.test('POST /locales/add is not there in production', async (t) => {
  const { url, dataDir } = await start('production');
  const res = await fetch(`${url}/locales/add/de/app`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":"b"}' });
  t.equal(res.status, 404);
  await res.arrayBuffer();
  t.notOk(existsSync(join(dataDir, 'locales-missing')));
});
