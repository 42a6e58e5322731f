// Media in an S3 bucket (S3_BUCKET; here a local S3-compatible server, s3rver): a photo uploaded through
// the api lands in the bucket, nothing on the local disk; GET /media streams it back with its type,
// ETag and caching headers (304 on a matching If-None-Match); deleting the photo deletes the objects.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import sharp from 'sharp';
import { HeadObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { DEMO, call, signIn, startApi } from '../helpers/api.ts';
import { startS3 } from '../helpers/s3.ts';

t.test('photos in S3', async (t) => {
  const s3 = await startS3();
  t.teardown(s3.close);
  const api = await startApi({ estates: 0, config: { s3: s3.settings } });
  t.teardown(api.close);
  const Bucket = s3.settings.bucket;
  const owner = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  await api.db.query(
    `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
     SELECT 's3-photos', u.id, 'sale', 'villa', '{"en":"S3 test"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'draft'
       FROM users u WHERE u.email = $1`,
    [DEMO.demo.email],
  );

  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png');
  const res = await fetch(`${api.url}/api/estate/s3-photos/photos`, { method: 'POST', headers: { authorization: `Bearer ${owner}` }, body: form });
  const body = await res.json();
  t.equal(res.status, 201, JSON.stringify(body));
  const photo = body.photos[0] as { _id: string; url: string };
  t.match(photo.url, /^\/media\/estates\/.+\.webp$/);
  const key = photo.url.slice('/media/'.length);
  const thumbKey = key.replace(/\.webp$/, '.thumb.webp');

  await t.test('the photo and its thumbnail are objects in the bucket, with their type; none is on disk', async (t) => {
    for (const k of [key, thumbKey]) {
      const head = await s3.client.send(new HeadObjectCommand({ Bucket, Key: k }));
      t.equal(head.ContentType, 'image/webp', k);
      t.ok((head.ContentLength ?? 0) > 100, `${k} has bytes`);
    }
    const onDisk = await readdir(join(api.dataDir, 'media'), { recursive: true }).catch(() => []);
    t.same(
      onDisk.filter((f) => /\.webp$/.test(String(f))),
      [],
      'nothing written to DATA_DIR/media',
    );
  });

  await t.test('GET /media streams the object with type, length, ETag and caching headers', async (t) => {
    const file = await fetch(`${api.url}${photo.url}`);
    t.equal(file.status, 200);
    t.equal(file.headers.get('content-type'), 'image/webp');
    t.match(photo.url, /--[0-9a-f]{12}\.webp$/, 'the key carries a hash of the content');
    t.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable', 'content-hashed: cached for good');
    t.equal(file.headers.get('x-content-type-options'), 'nosniff');
    t.ok(file.headers.get('last-modified'));
    const etag = file.headers.get('etag');
    t.match(etag, /^"[^"]+"$/);
    const bytes = Buffer.from(await file.arrayBuffer());
    t.equal(Number(file.headers.get('content-length')), bytes.length);
    const stored = await s3.client.send(new GetObjectCommand({ Bucket, Key: key }));
    t.ok(bytes.equals(Buffer.from(await stored.Body!.transformToByteArray())), 'the same bytes as in the bucket');
    t.equal(etag, stored.ETag);
    const meta = await sharp(bytes).metadata();
    t.equal(meta.format, 'webp');
    t.equal(meta.width, 900);

    const again = await fetch(`${api.url}${photo.url}`, { headers: { 'if-none-match': etag! } });
    t.equal(again.status, 304, 'a matching If-None-Match is 304');
    t.equal(await again.text(), '');
  });

  await t.test('an unknown key is 404, a bad key is 404 without asking S3', async (t) => {
    t.equal((await fetch(`${api.url}/media/estates/zz/missing.webp`)).status, 404);
    t.equal((await fetch(`${api.url}/media/..%2f..%2fsecret.png`)).status, 404);
    t.equal((await fetch(`${api.url}/media/estates/a.txt`)).status, 404);
  });

  await t.test('deleting the photo deletes both objects', async (t) => {
    const del = await call(api, 'DELETE', `/api/estate/s3-photos/photos/${photo._id}`, undefined, owner);
    t.equal(del.status, 200, JSON.stringify(del.body));
    for (const k of [key, thumbKey]) {
      const status = await s3.client.send(new HeadObjectCommand({ Bucket, Key: k })).then(
        () => 200,
        (err: { $metadata?: { httpStatusCode?: number } }) => err.$metadata?.httpStatusCode,
      );
      t.equal(status, 404, `${k} is gone`);
    }
    t.equal((await fetch(`${api.url}${photo.url}`)).status, 404);
  });
});
