// The map's bbox filter of GET /api/estate/search over HTTP (docs/decisions/0015): exactly the
// estates inside the rectangle (checked against every estate read page by page), edges included,
// the antimeridian crossed when west > east, other filters combined, the search index following an
// estate that moves, and bad rectangles refused with 400 naming `bbox`.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { estateBody, newUser, searchAll } from './api-estates-fixtures.ts';
import { inBbox, parseBbox } from '../../shared/geo/bbox.ts';
import type { Estate } from '../../shared/contract/estates.ts';

const ids = (list: Estate[]) => list.map((e) => e._id).sort();
const box = (text: string) => {
  const parsed = parseBbox(text);
  if (!('bbox' in parsed)) throw new Error(`not a bbox: ${text}`);
  return parsed.bbox;
};
const inside = (text: string) => (e: Estate) => e.geoData.lat !== null && e.geoData.lng !== null && inBbox(box(text), e.geoData.lat, e.geoData.lng);

t.test('bbox search', async (t) => {
  const api = await startApi({ estates: 200 });
  t.teardown(api.close);
  const all = await searchAll(api);
  t.equal(all.length, 200);
  t.ok(
    all.every((e) => typeof e.geoData.lat === 'number' && typeof e.geoData.lng === 'number'),
    'every demo estate has coordinates',
  );

  t.test('exactly the estates inside the rectangle', async (t) => {
    const first = all[0];
    const lat = first.geoData.lat!;
    const lng = first.geoData.lng!;
    const cases = [
      // around the first estate's city
      `${lat - 0.5},${lng - 0.5},${lat + 0.5},${lng + 0.5}`,
      // Europe west of 10°E
      '35,-10,60,10',
      // crosses the antimeridian: everything but -10°..10° of longitude
      '-90,10,90,-10',
    ];
    for (const bbox of cases) {
      const expected = all.filter(inside(bbox));
      t.ok(expected.length > 0 && expected.length < all.length, `${bbox}: the demo data has estates inside and outside (${expected.length})`);
      t.same(ids(await searchAll(api, `bbox=${encodeURIComponent(bbox)}`)), ids(expected), `${bbox}: exactly the estates inside`);
    }
    const antimeridian = await searchAll(api, 'bbox=-90,10,90,-10');
    t.ok(
      antimeridian.some((e) => e.geoData.lng! < -10) && antimeridian.some((e) => e.geoData.lng! > 10),
      'the rectangle over ±180 holds estates on both of its sides',
    );
    t.same(await searchAll(api, 'bbox=-60,-40,-50,-30'), [], 'nothing in the South Atlantic');
    t.same(ids(await searchAll(api, 'bbox=-90,-180,90,180')), ids(all), 'the whole world holds every estate');
    t.same(ids(await searchAll(api, 'bbox=')), ids(all), 'an empty bbox filters nothing');
  });

  t.test('edges belong to the rectangle', async (t) => {
    const e = all[1];
    const { lat, lng } = e.geoData as { lat: number; lng: number };
    const point = await searchAll(api, `bbox=${lat},${lng},${lat},${lng}`);
    t.ok(
      point.some((x) => x._id === e._id),
      'a rectangle of one point holds the estate on it',
    );
    for (const [name, bbox] of [
      ['south edge', `${lat},${lng - 1},${lat + 1},${lng + 1}`],
      ['north edge', `${lat - 1},${lng - 1},${lat},${lng + 1}`],
      ['west edge', `${lat - 1},${lng},${lat + 1},${lng + 1}`],
      ['east edge', `${lat - 1},${lng - 1},${lat + 1},${lng}`],
    ]) {
      t.ok(
        (await searchAll(api, `bbox=${bbox}`)).some((x) => x._id === e._id),
        `on the ${name}`,
      );
    }
    const justOut = await searchAll(api, `bbox=${lat + 0.000001},${lng - 1},${lat + 1},${lng + 1}`);
    t.notOk(
      justOut.some((x) => x._id === e._id),
      'just south of the rectangle is outside',
    );
  });

  t.test('bbox combines with the other filters, and the total counts the rectangle', async (t) => {
    const bbox = '35,-10,60,10';
    const expected = all.filter((e) => inside(bbox)(e) && e.dealType === 'sale');
    t.same(ids(await searchAll(api, `bbox=${bbox}&dealType=sale`)), ids(expected));
    const res = await call(api, 'GET', `/api/estate/search?bbox=${bbox}&onPage=5&topOffersSeparately=true`);
    t.equal(res.status, 200);
    t.equal(res.body.meta.total + res.body.topOffers.length, all.filter(inside(bbox)).length, 'total plus top offers apart is every estate inside');
    t.ok([...res.body.values, ...res.body.topOffers].every(inside(bbox)), 'top offers come from the rectangle too');
  });

  t.test('the index follows an estate that is created, moved and unplaced', async (t) => {
    const owner = await newUser(api);
    const created = await call(
      api,
      'POST',
      '/api/estate',
      estateBody({ geoData: { countryCode: 'NZ', city: 'Auckland', lat: -36.85, lng: 174.76 } }),
      owner.token,
    );
    t.equal(created.status, 201, JSON.stringify(created.body));
    const aliasId = created.body.aliasId;
    const nz = '-48,166,-34,179.9';
    t.same(
      (await searchAll(api, `bbox=${nz}`)).map((e) => e.aliasId),
      [aliasId],
      'a new estate is found in its rectangle',
    );
    t.same(
      (await searchAll(api, 'bbox=-48,170,-34,-170')).map((e) => e.aliasId),
      [aliasId],
      'and in one over the antimeridian',
    );
    const moved = await call(
      api,
      'PATCH',
      `/api/estate/${aliasId}`,
      { geoData: { countryCode: 'NZ', city: 'Wellington', lat: -41.29, lng: 174.78 } },
      owner.token,
    );
    t.equal(moved.status, 200, JSON.stringify(moved.body));
    t.same((await searchAll(api, 'bbox=-37,174,-36,175')).length, 0, 'moved away: no longer in the old rectangle');
    t.same(
      (await searchAll(api, 'bbox=-42,174,-41,175')).map((e) => e.aliasId),
      [aliasId],
      'found in the new one',
    );
    const price = await call(api, 'PATCH', `/api/estate/${aliasId}`, { price: 460_000 }, owner.token);
    t.equal(price.status, 200);
    t.same(
      (await searchAll(api, 'bbox=-42,174,-41,175')).map((e) => e.aliasId),
      [aliasId],
      'a change of another searchable field keeps the coordinates in the index',
    );
    const unplaced = await call(
      api,
      'PATCH',
      `/api/estate/${aliasId}`,
      { geoData: { countryCode: 'NZ', city: 'Wellington', lat: null, lng: null } },
      owner.token,
    );
    t.equal(unplaced.status, 200, JSON.stringify(unplaced.body));
    t.same(await searchAll(api, `bbox=${nz}`), [], 'without coordinates it is on no map');
    t.ok(
      (await searchAll(api, 'geoData.countryCode=NZ')).some((e) => e.aliasId === aliasId),
      'but still found without a bbox',
    );
  });

  t.test('bad rectangles are refused with 400 naming bbox', async (t) => {
    for (const bad of [
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      '1,,3,4',
      '1e1,0,20,1',
      'NaN,0,1,1',
      'Infinity,0,1,1',
      '-91,0,10,10',
      '0,0,91,10',
      '0,-181,10,10',
      '0,0,10,180.5',
      '10,0,5,1',
      `${'1'.repeat(60)},${'2'.repeat(60)},3,4`,
    ]) {
      const res = await call(api, 'GET', `/api/estate/search?bbox=${encodeURIComponent(bad)}`);
      t.equal(res.status, 400, `${bad.slice(0, 30)}: 400`);
      t.equal(res.body.code, 'VALIDATION', `${bad.slice(0, 30)}: VALIDATION`);
      t.equal(res.body.errors?.[0]?.field, 'bbox', `${bad.slice(0, 30)}: names bbox`);
    }
    const repeated = await call(api, 'GET', '/api/estate/search?bbox=0,0,1,1&bbox=2,2,3,3');
    t.ok(repeated.status === 200 || repeated.status === 400, `a repeated bbox is answered, not a 500 (${repeated.status})`);
  });
});
