// Photos of imported listings from a local HTTP server: downloaded, re-encoded and attached in order;
// a failed one is reported and its listing still imported; redirects are limited; a re-import of an
// unchanged listing downloads nothing; and without IMPORT_ALLOW_PRIVATE_URLS a loopback address is
// refused before any connection is made.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import t from 'tap';
import { call, DEMO, signIn, startApi } from '../helpers/api.ts';
import { csvFeed, importFeed } from './api-import-fixtures.ts';
import { isPrivateAddress } from '../../api/import/photos.ts';

async function imageServer(): Promise<{ server: Server; base: string; hits: string[] }> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const url = req.url ?? '';
    if (url.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(png);
    } else if (url.startsWith('/loop/')) {
      const n = Number(url.slice(6));
      res.writeHead(302, { location: `/loop/${n + 1}` });
      res.end();
    } else if (url === '/hop') {
      res.writeHead(301, { location: '/img/after-redirect.png' });
      res.end();
    } else if (url === '/text') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('<html>not an image</html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

t.test('private addresses are recognised', async (t) => {
  for (const a of [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '100.64.0.1',
  ]) {
    t.ok(isPrivateAddress(a), a);
  }
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) t.notOk(isPrivateAddress(a), a);
});

t.test('photos from URLs', async (t) => {
  const images = await imageServer();
  t.teardown(() => new Promise<void>((r) => images.server.close(() => r())));
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5, import: { allowPrivateUrls: true, photoMaxRedirects: 3 } } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const b = images.base;
  const feed = csvFeed([
    { externalId: 'P-1', photos: `${b}/img/1.png ${b}/img/2.png ${b}/hop` },
    { externalId: 'P-2', photos: `${b}/missing.png ${b}/text ${b}/loop/0 ${b}/img/3.png` },
  ]);
  const { result } = await importFeed(api, token, feed);
  t.equal(result.status, 'done');
  t.match(result.progress, { created: 2, failed: 0 });
  const codes = result.report.problems
    .filter((p: { externalId: string }) => p.externalId === 'P-2')
    .map((p: { field: string; code: string }) => `${p.field} ${p.code}`);
  t.same(codes.sort(), ['photos[0] PHOTO_DOWNLOAD_FAILED', 'photos[1] PHOTO_UNREADABLE', 'photos[2] PHOTO_TOO_MANY_REDIRECTS'].sort());

  const own = (await call(api, 'GET', '/api/estate/my?onPage=100', undefined, token)).body.values;
  const p1 = own.find((e: { externalRef: string }) => e.externalRef === 'P-1');
  const p2 = own.find((e: { externalRef: string }) => e.externalRef === 'P-2');
  t.equal(p1.photos.length, 3, 'three photos, the redirected one too');
  t.equal(p2.photos.length, 1, 'the good photo of a listing with bad ones');
  t.same(
    p1.photos.map((p: { position: number }) => p.position),
    [0, 1, 2],
  );
  const served = await fetch(`${api.url}${p1.photos[0].url}`);
  t.equal(served.status, 200);
  t.equal(served.headers.get('content-type'), 'image/webp', 're-encoded');
  t.ok(images.hits.filter((h) => h.startsWith('/loop/')).length <= 4, 'at most 3 redirects followed');

  t.test('a re-import of unchanged listings downloads nothing', async (t) => {
    const before = images.hits.length;
    const again = await importFeed(api, token, feed);
    t.match(again.result.progress, { unchanged: 2 });
    t.equal(images.hits.length, before);
  });
});

t.test('without IMPORT_ALLOW_PRIVATE_URLS a loopback URL is refused and the listing imported', async (t) => {
  const images = await imageServer();
  t.teardown(() => new Promise<void>((r) => images.server.close(() => r())));
  const api = await startApi({ estates: 0, config: { jobsPollSeconds: 0.5 } });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const port = new URL(images.base).port;
  const feed = csvFeed([{ externalId: 'Q-1', photos: `${images.base}/img/1.png http://localhost:${port}/img/2.png ftp://example.com/x.png` }]);
  const { result } = await importFeed(api, token, feed);
  t.match(result.progress, { created: 1, failed: 0 });
  const codes = result.report.problems.map((p: { field: string; code: string }) => `${p.field} ${p.code}`);
  t.ok(codes.includes('photos[0] PHOTO_URL_PRIVATE'), codes.join('; '));
  t.ok(codes.includes('photos[1] PHOTO_URL_PRIVATE'), 'a host name resolving to loopback too');
  t.equal(images.hits.length, 0, 'no request reached the server');
});
