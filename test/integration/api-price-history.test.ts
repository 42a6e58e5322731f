// Price history over HTTP (issue 15, item 5): every price change is recorded with its currency and
// time, newest first; a drop marks the estate as reduced in reads and in search; a rise or another
// change does not; a draft's history is its owner's only.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { estateBody, newUser, searchAll } from './api-estates-fixtures.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { PriceHistory } from '../../shared/contract/price-history.ts';

t.test('price history', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(api.close);
  const owner = await newUser(api);
  const other = await newUser(api);

  const created = await call(api, 'POST', '/api/estate', estateBody({ price: 450000, currency: 'eur' }), owner.token);
  t.equal(created.status, 201);
  const estate: Estate = created.body;
  const history = async (token?: string) => call(api, 'GET', `/api/estate/${estate.aliasId}/price-history`, undefined, token);

  let res = await history();
  t.equal(res.status, 200);
  t.match((res.body as PriceHistory).values, [{ price: 450000, currency: 'eur' }], 'a new listing starts its history with its price');
  t.equal((res.body as PriceHistory).values.length, 1);
  t.equal(estate.previousPrice, null, 'not reduced');

  const cheaper = await call(api, 'PATCH', `/api/estate/${estate.aliasId}`, { price: 420000 }, owner.token);
  t.equal(cheaper.status, 200);
  t.same(cheaper.body.previousPrice, { amount: 450000, currency: 'eur' }, 'the write answers with the earlier price');
  await call(api, 'PATCH', `/api/estate/${estate.aliasId}`, { livingSpace: 181 }, owner.token);

  res = await history();
  const values = (res.body as PriceHistory).values;
  t.same(
    values.map((v) => v.price),
    [420000, 450000],
    'the drop is recorded, newest first; a change of anything else is not',
  );
  t.ok(Date.parse(values[0]!.changedAt) >= Date.parse(values[1]!.changedAt), 'with when it took effect');

  const read = (await call(api, 'GET', `/api/estate/${estate.aliasId}?currency=usd`)).body as Estate;
  t.same(read.previousPrice, { amount: 450000, currency: 'eur' }, 'a read shows it as reduced (the client converts it)');
  const found = (await searchAll(api)).find((e) => e._id === estate._id);
  t.same(found?.previousPrice, { amount: 450000, currency: 'eur' }, 'and so does search');

  await call(api, 'PATCH', `/api/estate/${estate.aliasId}`, { price: 430000 }, owner.token);
  const risen = (await call(api, 'GET', `/api/estate/${estate.aliasId}`)).body as Estate;
  t.equal(risen.previousPrice, null, 'after a rise it is no longer reduced');
  t.equal(((await history()).body as PriceHistory).values.length, 3);

  await call(api, 'PATCH', `/api/estate/${estate.aliasId}`, { status: 'archived' }, owner.token);
  t.equal((await history()).status, 404, 'an archived listing\u2019s history is hidden from visitors');
  t.equal((await history(other.token)).status, 404, 'and from other users');
  t.equal((await history(owner.token)).status, 200, 'its owner still sees it');
  t.equal((await call(api, 'GET', '/api/estate/no-such-estate/price-history')).status, 404);
});
