// Estate photos over HTTP on the real api: upload (content sniffing, re-encoding, size limit), order,
// delete, ownership and path safety.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import sharp from 'sharp';
import { DEMO, call, signIn, startApi, type StartedApi } from '../helpers/api.ts';

interface Photo {
  _id: string;
  url: string;
  position: number;
  width: number | null;
  height: number | null;
}

async function image(format: 'png' | 'jpeg' | 'webp', width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .toBuffer();
}

async function upload(api: StartedApi, aliasId: string, token: string | undefined, files: { name: string; data: Buffer; type?: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('photo', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(`${api.url}/api/estate/${encodeURIComponent(aliasId)}/photos`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(join(entry.parentPath, entry.name));
  }
  return out;
}

/** An estate of the user with that e-mail, written straight to the database (the estates api is not under test here). */
async function makeEstate(api: StartedApi, ownerEmail: string, aliasId: string): Promise<string> {
  const r = await api.db.query<{ id: string }>(
    `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
     SELECT $1, u.id, 'sale', 'villa', '{"en":"Photo test"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'draft'
       FROM users u WHERE u.email = $2 RETURNING id`,
    [aliasId, ownerEmail],
  );
  return r.rows[0].id;
}

t.test('estate photos', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(api.close);
  const owner = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  const stranger = await signIn(api, DEMO.realtor.email, DEMO.realtor.password);
  const estateId = await makeEstate(api, DEMO.demo.email, 'photo-test-1');
  const mediaDir = join(api.dataDir, 'media');

  let photos: Photo[] = [];

  await t.test('the owner uploads jpeg, png and webp; each is re-encoded to webp at most 1600 px wide', async (t) => {
    const res = await upload(api, 'photo-test-1', owner, [
      { name: 'front.jpg', data: await image('jpeg') },
      { name: 'garden.png', data: await image('png', 800, 600) },
      // the declared type and name do not matter, the content does
      { name: 'pool.bin', data: await image('webp', 1000, 500), type: 'text/plain' },
    ]);
    t.equal(res.status, 201, JSON.stringify(res.body));
    photos = res.body.photos;
    t.equal(photos.length, 3);
    t.same(
      photos.map((p) => p.position),
      [0, 1, 2],
    );
    t.equal(res.body.added.length, 3);
    t.equal(photos[0].width, 1600, 'a wide photo is scaled down');
    t.equal(photos[1].width, 800, 'a small photo is not enlarged');
    for (const p of photos) {
      t.match(p.url, new RegExp(`^/media/estates/${estateId}/[a-z0-9-]+\\.webp$`));
      const file = await fetch(`${api.url}${p.url}`);
      t.equal(file.status, 200);
      t.equal(file.headers.get('content-type'), 'image/webp');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      t.equal(meta.format, 'webp');
      const thumb = await fetch(`${api.url}${p.url.replace(/\.webp$/, '.thumb.webp')}`);
      t.equal(thumb.status, 200, 'a thumbnail is stored beside it');
      t.ok((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width! <= 400);
    }
    const listed = await call(api, 'GET', '/api/estate/photo-test-1/photos', undefined, owner);
    t.same(
      listed.body.photos.map((p: Photo) => p._id),
      photos.map((p) => p._id),
    );
  });

  await t.test('a .jpg that is really text is refused and nothing is stored', async (t) => {
    const before = await listFiles(mediaDir);
    const res = await upload(api, 'photo-test-1', owner, [
      { name: 'photo.jpg', data: Buffer.from('<script>alert(1)</script> not an image'), type: 'image/jpeg' },
    ]);
    t.equal(res.status, 415);
    t.match(res.body.message, /^body\/photo /);
    t.equal(res.body.code, 'UNSUPPORTED_PHOTO_TYPE');
    t.same(await listFiles(mediaDir), before);
  });

  await t.test('a file with an image signature but broken content is refused', async (t) => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]);
    const res = await upload(api, 'photo-test-1', owner, [{ name: 'broken.png', data: fake }]);
    t.equal(res.status, 400);
    t.match(res.body.message, /body\/photo/);
    t.match(res.body, { code: 'VALIDATION', errors: [{ field: 'photo', code: 'INVALID_PHOTO' }] });
  });

  await t.test('an svg or gif is not accepted', async (t) => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    t.equal((await upload(api, 'photo-test-1', owner, [{ name: 'x.svg', data: svg, type: 'image/svg+xml' }])).status, 415);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    t.equal((await upload(api, 'photo-test-1', owner, [{ name: 'x.gif', data: gif }])).status, 415);
  });

  await t.test('a file over 10 MiB answers 413', async (t) => {
    const big = Buffer.concat([await image('jpeg', 64, 64), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const res = await upload(api, 'photo-test-1', owner, [{ name: 'big.jpg', data: big }]);
    t.equal(res.status, 413);
    t.match(res.body.message, /body\/photo must be at most 10 MiB/);
    t.equal(res.body.code, 'PHOTO_TOO_LARGE');
  });

  await t.test('an upload without a file names the field', async (t) => {
    const res = await fetch(`${api.url}/api/estate/photo-test-1/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: (() => {
        const f = new FormData();
        f.append('note', 'no file');
        return f;
      })(),
    });
    t.equal(res.status, 400);
    const noFile = await res.json();
    t.match(noFile.message, /body\/photo is required/);
    t.match(noFile, { code: 'VALIDATION', errors: [{ field: 'photo', code: 'REQUIRED' }] });
    const json = await call(api, 'POST', '/api/estate/photo-test-1/photos', { photo: 'x' }, owner);
    t.equal(json.status, 400, 'a JSON body is not an upload');
  });

  await t.test('a name with a path cannot choose where the file lands', async (t) => {
    const res = await upload(api, 'photo-test-1', owner, [{ name: '../../../../etc/evil.png', data: await image('png', 300, 200) }]);
    t.equal(res.status, 201);
    const added: Photo = res.body.photos.find((p: Photo) => p._id === res.body.added[0]);
    t.notMatch(added.url, /evil|\.\./);
    for (const file of await listFiles(api.dataDir)) t.notMatch(file, /evil/);
    await call(api, 'DELETE', `/api/estate/photo-test-1/photos/${added._id}`, undefined, owner);
  });

  await t.test('another user may not upload, order or delete; signed out is 401; unknown estate is 404', async (t) => {
    const up = await upload(api, 'photo-test-1', stranger, [{ name: 'a.png', data: await image('png', 100, 100) }]);
    t.equal(up.status, 403);
    const order = await call(api, 'PATCH', '/api/estate/photo-test-1/photos/order', { order: photos.map((p) => p._id).reverse() }, stranger);
    t.equal(order.status, 403);
    const del = await call(api, 'DELETE', `/api/estate/photo-test-1/photos/${photos[0]._id}`, undefined, stranger);
    t.equal(del.status, 403);
    t.equal((await call(api, 'GET', '/api/estate/photo-test-1/photos', undefined, stranger)).status, 403);
    t.equal((await upload(api, 'photo-test-1', undefined, [{ name: 'a.png', data: await image('png', 100, 100) }])).status, 401);
    t.equal((await upload(api, 'no-such-estate', owner, [{ name: 'a.png', data: await image('png', 100, 100) }])).status, 404);
    const still = await call(api, 'GET', '/api/estate/photo-test-1/photos', undefined, owner);
    t.same(
      still.body.photos.map((p: Photo) => p._id),
      photos.map((p) => p._id),
      'nothing changed',
    );
  });

  await t.test('the owner orders the photos; the first is the cover', async (t) => {
    const reversed = photos.map((p) => p._id).reverse();
    const res = await call(api, 'PATCH', '/api/estate/photo-test-1/photos/order', { order: reversed }, owner);
    t.equal(res.status, 200);
    t.same(
      res.body.photos.map((p: Photo) => p._id),
      reversed,
    );
    t.same(
      res.body.photos.map((p: Photo) => p.position),
      [0, 1, 2],
    );

    const missing = await call(api, 'PATCH', '/api/estate/photo-test-1/photos/order', { order: reversed.slice(1) }, owner);
    t.equal(missing.status, 400);
    t.match(missing.body.message, /^body\/order /);
    t.match(missing.body.errors, [{ field: 'order', code: 'INCOMPLETE_ORDER' }]);
    const twice = await call(api, 'PATCH', '/api/estate/photo-test-1/photos/order', { order: [reversed[0], reversed[0], reversed[1]] }, owner);
    t.equal(twice.status, 400);
    const foreign = await call(api, 'PATCH', '/api/estate/photo-test-1/photos/order', { order: ['not-a-photo', ...reversed.slice(1)] }, owner);
    t.equal(foreign.status, 400);
    t.match(foreign.body.message, /body\/order/);
    t.match(foreign.body.errors, [{ field: 'order', code: 'UNKNOWN_PHOTO' }]);
    const badBody = await call(api, 'PATCH', '/api/estate/photo-test-1/photos/order', { order: 'x' }, owner);
    t.equal(badBody.status, 400);
    t.match(badBody.body.message, /body\/order/);
    photos = res.body.photos;
  });

  await t.test('AVIF where smaller: the same URL answers AVIF to a browser that takes it', async (t) => {
    // a photo-like picture (noise over a gradient), where AVIF at its settings is smaller than WebP
    const noisy = await sharp({
      create: { width: 1400, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .blur(1.2)
      .jpeg({ quality: 90 })
      .toBuffer();
    const res = await upload(api, 'photo-test-1', owner, [{ name: 'street.jpg', data: noisy }]);
    t.equal(res.status, 201, JSON.stringify(res.body));
    const photo = res.body.photos.find((p: Photo) => p._id === res.body.added[0]);
    const key = photo.url.slice('/media/'.length);
    const files = await listFiles(mediaDir);
    const size = async (k: string) => (await readFile(join(mediaDir, k))).length;
    for (const webp of [key, key.replace(/\.webp$/, '.thumb.webp')]) {
      const avif = webp.replace(/\.webp$/, '.avif');
      t.ok(files.includes(join(mediaDir, avif)), `${avif} is stored`);
      t.ok((await size(avif)) < (await size(webp)), `${avif} is smaller than its WebP`);
    }
    const browser = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
    const asAvif = await fetch(`${api.url}${photo.url}`, { headers: { accept: browser } });
    t.equal(asAvif.headers.get('content-type'), 'image/avif');
    t.equal(asAvif.headers.get('vary'), 'Accept', 'caches keep the two apart');
    t.match(asAvif.headers.get('cache-control'), /immutable/);
    t.equal((await sharp(Buffer.from(await asAvif.arrayBuffer())).metadata()).format, 'heif', 'AVIF bytes');
    const asWebp = await fetch(`${api.url}${photo.url}`, { headers: { accept: 'image/webp,*/*' } });
    t.equal(asWebp.headers.get('content-type'), 'image/webp', 'a browser without AVIF gets WebP');
    t.equal(asWebp.headers.get('vary'), 'Accept');
    await asWebp.arrayBuffer();
    const refused = await fetch(`${api.url}${photo.url}`, { headers: { accept: 'image/avif;q=0,image/webp' } });
    t.equal(refused.headers.get('content-type'), 'image/webp', 'q=0 refuses AVIF');
    await refused.arrayBuffer();
    const thumb = await fetch(`${api.url}${photo.url.replace(/\.webp$/, '.thumb.webp')}`, { headers: { accept: browser } });
    t.equal(thumb.headers.get('content-type'), 'image/avif', 'the thumbnail too');
    await thumb.arrayBuffer();

    // where no AVIF was kept (it was not smaller), the WebP is the answer for everyone
    await rm(join(mediaDir, key.replace(/\.webp$/, '.avif')));
    const kept = await fetch(`${api.url}${photo.url}`, { headers: { accept: browser } });
    t.equal(kept.headers.get('content-type'), 'image/webp');
    await kept.arrayBuffer();

    const del = await call(api, 'DELETE', `/api/estate/photo-test-1/photos/${photo._id}`, undefined, owner);
    t.equal(del.status, 200);
    const left = (await listFiles(mediaDir)).filter((f) => f.includes(photo._id));
    t.same(left, [], 'deleting the photo removes its WebP and AVIF files');
  });

  await t.test('the owner deletes a photo: its files go, the rest close ranks', async (t) => {
    const victim = photos[1];
    const res = await call(api, 'DELETE', `/api/estate/photo-test-1/photos/${victim._id}`, undefined, owner);
    t.equal(res.status, 200);
    t.same(
      res.body.photos.map((p: Photo) => p._id),
      [photos[0]._id, photos[2]._id],
    );
    t.same(
      res.body.photos.map((p: Photo) => p.position),
      [0, 1],
    );
    t.equal((await fetch(`${api.url}${victim.url}`)).status, 404);
    t.equal((await fetch(`${api.url}${victim.url.replace(/\.webp$/, '.thumb.webp')}`)).status, 404);
    const again = await call(api, 'DELETE', `/api/estate/photo-test-1/photos/${victim._id}`, undefined, owner);
    t.equal(again.status, 404);
  });
});
