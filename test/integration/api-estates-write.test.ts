// Creating, reading, changing and deleting estates over HTTP: drafts are private, publishing takes a
// PUBLICATION resource (403 without one or at the limit), only the owner may write, and what is
// written is what search and reads show.
import t from 'tap';
import { call, startApi } from '../helpers/api.ts';
import { estateBody, newUser, searchAll } from './api-estates-fixtures.ts';
import type { Estate } from '../../shared/contract/estates.ts';
import type { Resource } from '../../shared/contract/billing.ts';
import type { CurrencyInfo } from '../../shared/contract/geodata.ts';

t.test('estate writes', async (t) => {
  const api = await startApi({ estates: 0 });
  t.teardown(api.close);
  const owner = await newUser(api); // free plan: 3 publications
  const other = await newUser(api);
  const planless = await newUser(api, null);

  t.test('a draft is created without a resource and stays private', async (t) => {
    const res = await call(api, 'POST', '/api/estate', estateBody({ status: 'draft' }), planless.token);
    t.equal(res.status, 201);
    const draft = res.body;
    t.match(draft, { status: 'draft', dealType: 'sale', estateType: 'villa', price: 450000, currency: 'eur', publishedAt: null, isNew: false });
    t.match(draft.aliasId, /^nerja-villa-[a-z0-9]{7}$/, 'a readable aliasId from city and type');
    t.match(draft.owner, { _id: planless.id, firstName: 'Erika', isRealtor: true });
    t.same(draft.comfort, ['pool', 'garden']);
    t.same(draft.locationTypes, [], 'facets not given are empty lists');
    t.match(draft.details, { bathrooms: 2, plotArea: 900, distances: { sea: 0.4 } });
    t.equal((await call(api, 'GET', `/api/estate/${draft.aliasId}`, undefined, planless.token)).status, 200, 'the owner sees it');
    t.equal((await call(api, 'GET', `/api/estate/${draft.aliasId}`)).status, 404, 'a visitor does not');
    t.equal((await call(api, 'GET', `/api/estate/${draft.aliasId}`, undefined, other.token)).status, 404, 'nor another user');
    t.notOk(
      (await searchAll(api)).some((e) => e._id === draft._id),
      'search does not list drafts',
    );
    const mine = await call(api, 'GET', '/api/estate/my?status=draft', undefined, planless.token);
    t.equal(mine.status, 200);
    t.same(
      mine.body.values.map((e: Estate) => e._id),
      [draft._id],
      'the owner lists it as a draft',
    );
    t.equal((await call(api, 'GET', '/api/estate/my')).status, 401, 'the own list needs sign-in');
  });

  t.test('publishing needs a PUBLICATION resource', async (t) => {
    const res = await call(api, 'POST', '/api/estate', estateBody(), planless.token);
    t.equal(res.status, 403);
    t.match(res.body, { code: 'NO_PUBLICATION_RESOURCE', message: /plan/ });
    const [draft] = (await call(api, 'GET', '/api/estate/my', undefined, planless.token)).body.values;
    const publish = await call(api, 'PATCH', `/api/estate/${draft.aliasId}`, { status: 'published' }, planless.token);
    t.equal(publish.status, 403, 'publishing a draft later checks the resource too');
    t.equal((await call(api, 'GET', `/api/estate/${draft.aliasId}`)).status, 404, 'and it stays unpublished');
  });

  const published: Estate[] = [];
  t.test('publishing uses one publication each, up to the limit', async (t) => {
    for (let i = 0; i < 3; i++) {
      const res = await call(
        api,
        'POST',
        '/api/estate',
        estateBody({ price: 100_000 + i, geoData: { countryCode: 'it', city: 'Lucca' } }),
        owner.token,
      );
      t.equal(res.status, 201, `publication ${i + 1} of 3`);
      t.match(res.body, { status: 'published', isNew: true, geoData: { countryCode: 'IT', city: 'Lucca', area: null } });
      t.ok(Date.parse(res.body.publishedAt) > Date.now() - 60_000, 'published now');
      published.push(res.body);
    }
    const current = await call(api, 'GET', '/api/user/current', undefined, owner.token);
    const pub = current.body.subscriptions[0].resources.values.find((r: Resource) => r.type === 'PUBLICATION');
    t.match(pub, { limit: 3, used: 3 }, 'the subscription shows them used');
    const fourth = await call(api, 'POST', '/api/estate', estateBody(), owner.token);
    t.equal(fourth.status, 403, 'the fourth is refused');
    t.match(fourth.body, { code: 'PUBLICATION_LIMIT_REACHED', message: /3 publications/ });
    const asDraft = await call(api, 'POST', '/api/estate', estateBody({ status: 'draft' }), owner.token);
    t.equal(asDraft.status, 201, 'a draft is still fine at the limit');
    t.equal(
      (await call(api, 'PATCH', `/api/estate/${asDraft.body.aliasId}`, { status: 'published' }, owner.token)).status,
      403,
      'publishing it is not',
    );
    const archive = await call(api, 'PATCH', `/api/estate/${published[0].aliasId}`, { status: 'archived' }, owner.token);
    t.equal(archive.status, 200, 'archiving frees a publication');
    const again = await call(api, 'PATCH', `/api/estate/${asDraft.body.aliasId}`, { status: 'published' }, owner.token);
    t.equal(again.status, 200, 'so the draft can be published now');
    t.equal(again.body.status, 'published');
    published[0] = archive.body;
    published.push(again.body);
  });

  t.test('parallel publishes cannot exceed the limit', async (t) => {
    const racer = await newUser(api);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(api, 'POST', '/api/estate', estateBody({ price: i + 1 }), racer.token)),
    );
    t.equal(answers.filter((a) => a.status === 201).length, 3, 'three succeed');
    t.equal(answers.filter((a) => a.status === 403).length, 3, 'the others are refused');
  });

  t.test('published estates appear in search with what was written', async (t) => {
    const found = await searchAll(api, `owner._id=${owner.id}`);
    t.same(
      found.map((e) => e._id).sort(),
      published
        .filter((e) => e.status === 'published')
        .map((e) => e._id)
        .sort(),
    );
    const inUsd = (await call(api, 'GET', `/api/estate/search?owner._id=${owner.id}&currency=usd&price_lte=108003`)).body;
    t.equal(inUsd.meta.total, 2, 'prices compare converted (100,001 and 100,002 eur are at most 108,003 usd)');
  });

  t.test('only the owner may change or delete', async (t) => {
    const target = published[1];
    const patch = await call(api, 'PATCH', `/api/estate/${target.aliasId}`, { price: 1 }, other.token);
    t.equal(patch.status, 403, 'another user may not change a published estate');
    t.equal(patch.body.code, 'NOT_OWNER');
    t.equal((await call(api, 'DELETE', `/api/estate/${target.aliasId}`, undefined, other.token)).status, 403, 'nor delete it');
    t.equal(
      (await call(api, 'PATCH', `/api/estate/${published[0].aliasId}`, { price: 1 }, other.token)).status,
      404,
      'an archived one is not even found',
    );
    t.equal((await call(api, 'PATCH', `/api/estate/${target.aliasId}`, { price: 1 })).status, 401, 'a visitor must sign in');
    t.equal((await call(api, 'DELETE', '/api/estate/no-such-estate', undefined, owner.token)).status, 404);
    t.equal((await call(api, 'GET', `/api/estate/${target.aliasId}`)).body.price, target.price, 'nothing changed');
  });

  t.test('the owner changes fields; prices in another currency are converted for search', async (t) => {
    const target = published[1];
    const res = await call(
      api,
      'PATCH',
      `/api/estate/${target.aliasId}`,
      {
        price: 5_400_000,
        currency: 'rub',
        title: { ru: 'Вилла у моря' },
        heating: [],
        rooms: 7,
        description: { en: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">there</a> <em>you</em></p><img src=x onerror=y>' },
      },
      owner.token,
    );
    t.equal(res.status, 200);
    t.match(res.body, { price: 5_400_000, currency: 'rub', rooms: 7, title: { ru: 'Вилла у моря' }, heating: [], aliasId: target.aliasId });
    t.equal(res.body.description.en, '<p>Hi there <em>you</em></p>', 'descriptions keep only harmless markup');
    t.same(res.body.comfort, target.comfort, 'fields not sent stay');
    const rates: Record<string, number> = Object.fromEntries(
      (await call(api, 'GET', '/api/currencies')).body.map((c: CurrencyInfo) => [c.code, Number(c.rate)]),
    );
    const eur = 5_400_000 / rates.rub;
    const hit = await call(api, 'GET', `/api/estate/search?owner._id=${owner.id}&price_gte=${Math.floor(eur) - 1}&price_lte=${Math.ceil(eur) + 1}`);
    t.same(
      hit.body.values.map((e: Estate) => e._id),
      [target._id],
      'search finds it at its new eur value',
    );
    t.equal(hit.body.values[0].rooms, 7);
  });

  t.test('delete: 204, gone everywhere, the publication free again', async (t) => {
    const target = published[2];
    const res = await call(api, 'DELETE', `/api/estate/${target.aliasId}`, undefined, owner.token);
    t.equal(res.status, 204);
    t.equal((await call(api, 'GET', `/api/estate/${target.aliasId}`)).status, 404);
    t.notOk(
      (await searchAll(api)).some((e) => e._id === target._id),
      'not in search',
    );
    t.equal((await call(api, 'DELETE', `/api/estate/${target.aliasId}`, undefined, owner.token)).status, 404, 'deleting twice is 404');
    t.equal((await call(api, 'POST', '/api/estate', estateBody(), owner.token)).status, 201, 'a publication is free again');
  });

  t.test('my estates: paging and status filter', async (t) => {
    const all = await call(api, 'GET', '/api/estate/my?onPage=2', undefined, owner.token);
    t.equal(all.status, 200);
    t.match(all.body.meta, { page: 1, onPage: 2, total: 4, totalPages: 2 });
    const archived = await call(api, 'GET', '/api/estate/my?status=archived', undefined, owner.token);
    t.same(
      archived.body.values.map((e: Estate) => e._id),
      [published[0]._id],
    );
    t.ok(
      (await call(api, 'GET', '/api/estate/my', undefined, other.token)).body.values.every((e: Estate) => e.owner._id === other.id),
      "only one's own",
    );
  });
});
