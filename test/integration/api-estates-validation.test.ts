// Bad estate input over HTTP, table-driven: wrong types, missing fields, out-of-range numbers, unknown
// facet values, unknown countries. Each answers 400 naming the field (in the message and, dotted
// with a code, in `errors`) and writes nothing; several bad fields are all reported at once.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';

const year = new Date().getUTCFullYear();

/** [what, body changes (undefined removes the field), the field the message must name] */
const CREATE_CASES: [string, Record<string, unknown>, string][] = [
  ['missing dealType', { dealType: undefined }, 'dealType'],
  ['missing title', { title: undefined }, 'title'],
  ['missing price', { price: undefined }, 'price'],
  ['missing livingSpace', { livingSpace: undefined }, 'livingSpace'],
  ['missing rooms', { rooms: undefined }, 'rooms'],
  ['missing geoData', { geoData: undefined }, 'geoData'],
  ['unknown dealType', { dealType: 'swap' }, 'dealType'],
  ['unknown estateType', { estateType: 'igloo' }, 'estateType'],
  ['price as a string', { price: '450000' }, 'price'],
  ['negative price', { price: -1 }, 'price'],
  ['absurd price', { price: 1e15 }, 'price'],
  ['unknown currency', { currency: 'gbp' }, 'currency'],
  ['zero living space', { livingSpace: 0 }, 'livingSpace'],
  ['negative total space', { totalSpace: -10 }, 'totalSpace'],
  ['total space below living space', { totalSpace: 100 }, 'totalSpace'],
  ['zero rooms', { rooms: 0 }, 'rooms'],
  ['fractional rooms', { rooms: 2.5 }, 'rooms'],
  ['rooms as a string', { rooms: 'three' }, 'rooms'],
  ['negative bedrooms', { bedrooms: -1 }, 'bedrooms'],
  ['build year too early', { buildYear: 1200 }, 'buildYear'],
  ['build year too far ahead', { buildYear: year + 6 }, 'buildYear'],
  ['unknown facet value', { heating: ['gas', 'dragon-fire'] }, 'heating'],
  ['facet as a string', { comfort: 'pool' }, 'comfort'],
  ['repeated facet value', { windowView: ['sea', 'sea'] }, 'windowView'],
  ['empty title', { title: {} }, 'title'],
  ['blank title', { title: { en: '   ' } }, 'title'],
  ['title in an unknown language', { title: { fr: 'Villa' } }, 'title'],
  ['title too long', { title: { en: 'x'.repeat(201) } }, 'title'],
  ['description too long', { description: { en: 'x'.repeat(20_001) } }, 'description'],
  ['unknown country', { geoData: { countryCode: 'XX', city: 'Nowhere' } }, 'countryCode'],
  ['malformed country', { geoData: { countryCode: 'ESP', city: 'Nerja' } }, 'countryCode'],
  ['missing city', { geoData: { countryCode: 'ES' } }, 'city'],
  ['latitude out of range', { geoData: { countryCode: 'ES', city: 'Nerja', lat: 91 } }, 'lat'],
  ['unknown detail', { details: { helipad: true } }, 'helipad'],
  ['negative deposit', { details: { deposit: -5 } }, 'deposit'],
  ['bad available-from date', { details: { availableFrom: 'next spring' } }, 'availableFrom'],
  ['unknown distance', { details: { distances: { moon: 384400 } } }, 'moon'],
  ['archived on create', { status: 'archived' }, 'status'],
  ['unknown field', { _id: 'mine' }, '_id'],
];

/** Whether the answer is a validation error with an entry for `field` (a dotted path ending in it, or containing it). */
function namesField(body: { code?: string; errors?: { field: string; code: string }[] } | undefined, field: string): boolean {
  return (
    body?.code === 'VALIDATION' &&
    !!body.errors?.some((e) => e.field === field || e.field.split('.').includes(field) || e.field.endsWith(`.${field}`))
  );
}

const PATCH_CASES: [string, unknown, string][] = [
  ['empty patch', {}, 'body'],
  ['unknown status', { status: 'deleted' }, 'status'],
  ['negative price', { price: -1 }, 'price'],
  ['unknown facet value', { glazing: ['bulletproof-ish'] }, 'glazing'],
  ['unknown country', { geoData: { countryCode: 'QQ', city: 'Q' } }, 'countryCode'],
  ['rooms as null', { rooms: null }, 'rooms'],
  ['owner change', { owner: { _id: 'x' } }, 'owner'],
];

t.test('bad estate input answers 400 naming the field', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(api.close);
  const user = await newUser(api);

  t.test('create', async (t) => {
    for (const [what, changes, field] of CREATE_CASES) {
      const body = estateBody();
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined) delete body[k];
        else body[k] = v;
      }
      const res = await call(api, 'POST', '/api/estate', body, user.token);
      t.equal(res.status, 400, `${what}: 400`);
      t.match(res.body?.message, field, `${what}: names ${field} (${res.body?.message})`);
      t.ok(namesField(res.body, field), `${what}: errors name ${field} (${JSON.stringify(res.body?.errors)})`);
    }
    const notJson = await call(api, 'POST', '/api/estate', '{"dealType":', user.token);
    t.equal(notJson.status, 400, 'broken JSON: 400');
    const mine = await call(api, 'GET', '/api/estate/my', undefined, user.token);
    t.equal(mine.body.meta.total, 0, 'nothing was written');
  });

  t.test('change', async (t) => {
    const created = await call(api, 'POST', '/api/estate', estateBody({ status: 'draft' }), user.token);
    t.equal(created.status, 201);
    for (const [what, body, field] of PATCH_CASES) {
      const res = await call(api, 'PATCH', `/api/estate/${created.body.aliasId}`, body, user.token);
      t.equal(res.status, 400, `${what}: 400`);
      t.match(res.body?.message, field, `${what}: names ${field} (${res.body?.message})`);
      t.ok(namesField(res.body, field), `${what}: errors name ${field} (${JSON.stringify(res.body?.errors)})`);
    }
    const after = await call(api, 'GET', `/api/estate/${created.body.aliasId}`, undefined, user.token);
    t.same(after.body.updatedAt, created.body.updatedAt, 'nothing was changed');
  });

  t.test('every invalid field at once, dotted, with a code', async (t) => {
    const body = estateBody({ price: '450000', dealType: 'swap', livingSpace: 0, geoData: { countryCode: 'ES', lat: 91 }, heating: ['dragon-fire'] });
    delete body.rooms;
    const res = await call(api, 'POST', '/api/estate', body, user.token);
    t.equal(res.status, 400);
    t.equal(res.body.code, 'VALIDATION');
    const byField = Object.fromEntries((res.body.errors as { field: string; code: string; limit?: number }[]).map((e) => [e.field, e]));
    t.match(byField, {
      price: { code: 'NOT_NUMBER' },
      dealType: { code: 'INVALID_CHOICE' },
      livingSpace: { code: 'TOO_SMALL', limit: 0.01 },
      rooms: { code: 'REQUIRED' },
      'geoData.city': { code: 'REQUIRED' },
      'geoData.lat': { code: 'TOO_LARGE', limit: 90 },
      'heating.0': { code: 'INVALID_CHOICE' },
    });
    t.equal(res.body.errors.length, 7, 'one entry per field');
    for (const f of ['body/price', 'body/dealType', 'body/livingSpace', 'body/rooms', 'body/geoData/city', 'body/geoData/lat'])
      t.match(res.body.message, f);

    const patch = await call(api, 'PATCH', '/api/estate/whatever', { price: -1, status: 'deleted' }, user.token);
    t.equal(patch.status, 400);
    t.same(
      patch.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]).sort(),
      [
        ['price', 'TOO_SMALL'],
        ['status', 'INVALID_CHOICE'],
      ],
      'a change too',
    );
    const country = await call(api, 'POST', '/api/estate', estateBody({ geoData: { countryCode: 'XX', city: 'Nowhere' } }), user.token);
    t.match(
      country.body,
      { code: 'VALIDATION', errors: [{ field: 'geoData.countryCode', code: 'UNKNOWN_COUNTRY' }] },
      'a rule the schema cannot judge',
    );
  });

  t.test('hostile aliasIds are just not found', async (t) => {
    for (const alias of ["x' OR '1'='1", '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(150)]) {
      const res = await call(api, 'GET', `/api/estate/${alias}`);
      t.equal(res.status, 404, alias.slice(0, 20));
    }
    t.equal((await call(api, 'GET', `/api/estate/${'a'.repeat(201)}`)).status, 400, 'an overlong aliasId is refused');
  });

  t.test('NUL characters, which PostgreSQL cannot store, are refused naming the field', async (t) => {
    const cases: [string, string, unknown, string][] = [
      ['GET', '/api/estate/ab%00cd', undefined, 'params/aliasId'],
      ['GET', '/api/estate/search?placeName=Ner%00ja', undefined, 'querystring/placeName'],
      ['GET', '/api/estate/search?owner._id=%00', undefined, 'querystring/owner._id'],
      ['POST', '/api/estate', estateBody({ title: { en: 'Villa\u0000' } }), 'body/title/en'],
      ['POST', '/api/estate', estateBody({ geoData: { countryCode: 'ES', city: 'Ner\u0000ja' } }), 'body/geoData/city'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(api, method, path, body, user.token);
      t.equal(res.status, 400, `${method} ${path}`);
      t.match(res.body?.message, field);
    }
  });
});
