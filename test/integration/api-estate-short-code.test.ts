// Issue 21.7a: the header's ID search with the short code a card shows ("rfo9xg" of
// "torrevieja-office-rfo9xg") answered 404. The estate call finds a listing by its short code when
// exactly one visible listing has it, with the canonical aliasId in the answer; an unknown code or
// text stays a 404.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';

t.test('an estate by the short code of its aliasId', async (t) => {
  const api = await startApi({ estates: 5 });
  t.teardown(api.close);
  const search = await call(api, 'GET', '/api/estate/search?onPage=5');
  const alias: string = search.body.values[0].aliasId;
  const code = alias.slice(alias.lastIndexOf('-') + 1);
  t.not(code, alias, `the alias ${alias} has a short code`);

  const byCode = await call(api, 'GET', `/api/estate/${code}`);
  t.equal(byCode.status, 200, `${code} finds the listing`);
  t.equal(byCode.body.aliasId, alias, 'the answer names its canonical aliasId');
  t.equal((await call(api, 'GET', `/api/estate/${code.toUpperCase()}`)).body.aliasId, alias, 'in capitals too');
  t.equal((await call(api, 'GET', `/api/estate/${alias}`)).body.aliasId, alias, 'the whole aliasId as before');
  for (const missing of ['zz9zz9q', 'no-such-listing-zz9zz9q', 'x']) {
    const res = await call(api, 'GET', `/api/estate/${missing}`);
    t.equal(res.status, 404, `${missing}: 404`);
  }
});
