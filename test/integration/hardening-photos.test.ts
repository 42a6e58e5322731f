// Issue 13: ten 7000×7000 PNGs in one upload cost 3.2 s of CPU each. Now the pixel count is read from
// the header and a huge image refused before any decoding, the number of photos is counted before
// decoding too, and upload requests are limited per user (429 with Retry-After).
import t from 'tap';
import sharp from 'sharp';
import { call, DEMO, signIn, startApi, type StartedApi } from '../helpers/api.ts';
import { MAX_INPUT_PIXELS } from '../../api/estates/photos.ts';

async function upload(api: StartedApi, aliasId: string, token: string, files: Buffer[]) {
  const form = new FormData();
  for (const [i, f] of files.entries()) form.append('photo', new Blob([new Uint8Array(f)]), `p${i}.png`);
  const res = await fetch(`${api.url}/api/estate/${aliasId}/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

t.test('photo work is bounded before decoding', async (t) => {
  const api = await startApi({
    estates: 0,
    config: { rateLimits: { windowMs: 600_000, authPerAddress: 50, authPerIp: 50, contactPerIp: 5, messagesPerUser: 5, photoUploadsPerUser: 4 } },
  });
  t.teardown(api.close);
  const token = await signIn(api, DEMO.demo.email, DEMO.demo.password);
  await api.db.query(
    `INSERT INTO estates (alias_id, owner_id, deal_type, estate_type, title, price, currency, price_eur, country_code, city, living_space, rooms, status)
     SELECT 'bounded-photos', u.id, 'sale', 'villa', '{"en":"Photos"}'::jsonb, 100000, 'eur', 100000, 'ES', 'Málaga', 120, 4, 'draft'
       FROM users u WHERE u.email = $1`,
    [DEMO.demo.email],
  );

  // 7000×7000 of one colour: a small file, 49 million pixels
  const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  t.ok(huge.length < 2_000_000, `a small file (${huge.length} bytes)`);
  t.ok(7000 * 7000 > MAX_INPUT_PIXELS);
  const refused = await upload(api, 'bounded-photos', token, [huge, huge, huge]);
  t.equal(refused.status, 400);
  t.match(refused.body, { code: 'VALIDATION', errors: [{ field: 'photo', code: 'INVALID_PHOTO', message: /too many pixels/ }] });

  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const ok = await upload(api, 'bounded-photos', token, [small]);
  t.equal(ok.status, 201, 'an ordinary photo is stored');

  const statuses: number[] = [];
  let last: Awaited<ReturnType<typeof upload>> | undefined;
  for (let i = 0; i < 4; i++) {
    last = await upload(api, 'bounded-photos', token, [small]);
    statuses.push(last.status);
  }
  t.equal(statuses.at(-1), 429, `upload requests are limited per user (${statuses.join(', ')})`);
  t.ok(Number(last?.headers.get('retry-after')) > 0, 'with Retry-After');
  const list = await call(api, 'GET', '/api/estate/bounded-photos/photos', undefined, token);
  t.equal(list.status, 200);
});
