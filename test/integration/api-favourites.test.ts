// Favourites over HTTP (issue 15, item 3): saving and forgetting are idempotent and need a session;
// only published estates can be saved; a visitor's browser list merges into the account (unknown
// and unpublished ones skipped, nothing doubled); each user sees only their own; the owner sees how
// many saved their estates, not who.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { estateBody, newUser } from './api-estates-fixtures.ts';
import type { Estate } from '../../shared/contract/estates.ts';

t.test('favourites', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(api.close);
  const owner = await newUser(api);
  const buyer = await newUser(api);
  const other = await newUser(api);
  const make = async (over = {}) => (await call(api, 'POST', '/api/estate', estateBody(over), owner.token)).body as Estate;
  const a = await make();
  const b = await make({ price: 300000 });
  const draft = await make({ status: 'draft' });

  t.equal((await call(api, 'PUT', `/api/favourites/${a.aliasId}`)).status, 401, 'saving needs a session');
  t.equal((await call(api, 'GET', '/api/favourites/ids')).status, 401);

  t.equal((await call(api, 'PUT', `/api/favourites/${a.aliasId}`, undefined, buyer.token)).status, 204);
  t.equal((await call(api, 'PUT', `/api/favourites/${a.aliasId}`, undefined, buyer.token)).status, 204, 'saving twice is fine');
  t.equal((await call(api, 'PUT', `/api/favourites/${draft.aliasId}`, undefined, buyer.token)).status, 404, 'a draft cannot be saved');
  t.equal((await call(api, 'PUT', '/api/favourites/no-such', undefined, buyer.token)).status, 404);
  t.same((await call(api, 'GET', '/api/favourites/ids', undefined, buyer.token)).body, { aliasIds: [a.aliasId] });

  const merged = await call(
    api,
    'POST',
    '/api/favourites/merge',
    { aliasIds: [b.aliasId, a.aliasId, 'no-such', draft.aliasId, b.aliasId] },
    buyer.token,
  );
  t.equal(merged.status, 200);
  t.same(
    [...merged.body.aliasIds].sort(),
    [a.aliasId, b.aliasId].sort(),
    'the browser list merged: unknown and unpublished skipped, nothing doubled',
  );
  const bad = await call(api, 'POST', '/api/favourites/merge', { aliasIds: 'x' }, buyer.token);
  t.equal(bad.status, 400);
  t.match(bad.body, { code: 'VALIDATION', errors: [{ field: 'aliasIds', code: 'INVALID_TYPE' }] }, 'bad input names the field');

  const list = await call(api, 'GET', '/api/favourites?currency=usd', undefined, buyer.token);
  t.equal(list.status, 200);
  t.same(list.body.values.map((e: Estate) => e.aliasId).sort(), [a.aliasId, b.aliasId].sort());
  t.equal(list.body.values[0].priceConverted.currency, 'usd', 'priced in the currency asked for');

  t.same((await call(api, 'GET', '/api/favourites/ids', undefined, other.token)).body, { aliasIds: [] }, 'another user has their own list');
  await call(api, 'PUT', `/api/favourites/${a.aliasId}`, undefined, other.token);

  const counts = await call(api, 'GET', '/api/favourites/counts', undefined, owner.token);
  t.same(counts.body, { counts: { [a.aliasId]: 2, [b.aliasId]: 1 } }, 'the owner sees how many saved each listing');
  t.notMatch(JSON.stringify(counts.body), buyer.id, 'never who');
  t.same((await call(api, 'GET', '/api/favourites/counts', undefined, buyer.token)).body, { counts: {} }, 'counts are of one\u2019s own estates');

  t.equal((await call(api, 'DELETE', `/api/favourites/${a.aliasId}`, undefined, buyer.token)).status, 204);
  t.equal((await call(api, 'DELETE', `/api/favourites/${a.aliasId}`, undefined, buyer.token)).status, 204, 'forgetting twice is fine');
  t.same((await call(api, 'GET', '/api/favourites/ids', undefined, buyer.token)).body, { aliasIds: [b.aliasId] });

  await call(api, 'PATCH', `/api/estate/${b.aliasId}`, { status: 'archived' }, owner.token);
  t.same((await call(api, 'GET', '/api/favourites/ids', undefined, buyer.token)).body, { aliasIds: [] }, 'an archived listing leaves the list');
});
