// The fetch the gateway gives the renderer (RenderRequest.fetch), exercised the way the renderer
// uses it (the client's api caller) from a stand-in renderer: the home aggregate answered in-process,
// anonymous GETs coalesced and kept for a second unless the api marks them private (a read through a
// signed link), signed-in GETs never shared, failures as api errors.
import t from 'tap';
import { createApiCaller } from '../../client/lib/api.ts';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import type { RenderRequest } from '../../renderer/index.ts';
import { startFakeUpstream } from '../helpers/stack.ts';

t.test('renderer fetch', async (t) => {
  const hits: Record<string, number> = {};
  const auth: (string | undefined)[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const upstream = await startFakeUpstream((app) => {
    app.addHook('onRequest', async (req) => {
      hits[req.url] = (hits[req.url] ?? 0) + 1;
    });
    app.get('/api/currencies', async () => [{ code: 'eur', sign: '€', rate: 1 }]);
    app.get('/api/slow-list', async () => {
      await gate;
      return { values: [1, 2, 3] };
    });
    app.get('/api/user/current', async (req) => {
      auth.push(req.headers.authorization);
      return { user: { aliasId: 'me' } };
    });
    app.get('/api/pages/home', async () => ({ featuredCountries: [], countries: [{ code: 'ES' }], news: [] }));
    app.get('/api/estate/search', async () => ({ meta: {}, values: [{ aliasId: 'e1' }], topOffers: [{ aliasId: 'top1' }] }));
    app.get('/api/articles/feed/article/:lang', async () => ({ meta: {}, values: [{ slug: 'a1' }] }));
    let linkState = 0;
    app.get('/api/link-read', async (_req, reply) => reply.header('cache-control', 'private, no-store').send({ state: ++linkState }));
    let publicState = 0;
    app.get('/api/public-read', async () => ({ state: ++publicState }));
    app.get('/api/missing', async (_req, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no such thing' }));
  });
  t.teardown(() => upstream.close());

  const results = new Map<string, unknown>();
  const renderer = {
    async render(req: RenderRequest) {
      const api = createApiCaller({ base: req.apiBase, token: req.token, fetch: req.fetch });
      const key = new URL(req.url, 'http://x').pathname;
      if (key === '/home') results.set(key, await api.get('/api/pages/home', { query: { lang: 'de', currency: 'usd' } }));
      if (key === '/slow') results.set(`${key}${Math.random()}`, await api.get('/api/slow-list'));
      if (key === '/me') results.set(key, await api.get('/api/user/current'));
      if (key === '/link') results.set(`${key}${Math.random()}`, await api.get('/api/link-read'));
      if (key === '/public') results.set(`${key}${Math.random()}`, await api.get('/api/public-read'));
      if (key === '/missing') {
        try {
          await api.get('/api/missing');
        } catch (err) {
          results.set(key, { status: (err as { statusCode: number }).statusCode, message: (err as Error).message });
        }
      }
      return { status: 200, html: '<!doctype html><html lang="en"></html>' };
    },
  };
  const app = await buildGateway(loadConfig({ NODE_ENV: 'test', API_URL: upstream.url }), { logger: false, renderer });
  const gw = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());

  t.test('the home aggregate is composed in-process, as the browser gets it', async (t) => {
    await (await fetch(`${gw}/home`)).text();
    t.match(results.get('/home'), {
      language: 'de',
      currency: 'usd',
      topOffers: [{ aliasId: 'top1' }],
      latestEstates: [{ aliasId: 'e1' }],
      countries: [{ code: 'ES' }],
      articles: [{ slug: 'a1' }],
    });
    const browser = await (await fetch(`${gw}/api/pages/home?lang=de&currency=usd`)).json();
    t.same(browser, results.get('/home'), 'same shape through /api/pages/home');
  });

  t.test('an anonymous home aggregate is reused for a second; a signed-in one is composed for its user', async (t) => {
    await (await fetch(`${gw}/home`)).text();
    const first = results.get('/home');
    await (await fetch(`${gw}/home`)).text();
    t.same(results.get('/home'), first, 'the same aggregate again');
    const before = hits['/api/pages/home?lang=de'] ?? 0;
    await (await fetch(`${gw}/home`, { headers: { cookie: `sid=${'C'.repeat(43)}` } })).text();
    t.equal(hits['/api/pages/home?lang=de'] - before, 1, 'a signed-in view asks the api itself');
    t.same(results.get('/home'), first, 'with the same content here');
  });

  t.test('concurrent anonymous page views make one api call per URL', async (t) => {
    const before = hits['/api/slow-list'] ?? 0;
    const pages = Array.from({ length: 5 }, () => fetch(`${gw}/slow`).then((r) => r.text()));
    while ((hits['/api/slow-list'] ?? 0) === before) await new Promise((r) => setTimeout(r, 5));
    release();
    await Promise.all(pages);
    t.equal(hits['/api/slow-list'] - before, 1, 'one upstream call for five renders');
    const lists = [...results].filter(([k]) => k.startsWith('/slow')).map(([, v]) => v);
    t.equal(lists.length, 5);
    for (const l of lists) t.same(l, { values: [1, 2, 3] });
  });

  t.test('an answer the api marks private (a signed link’s read) is asked again on the next view', async (t) => {
    const seen = async (key: string) => {
      for (const k of [...results.keys()]) if (k.startsWith(key)) results.delete(k);
      await (await fetch(`${gw}${key}`)).text();
      return [...results].find(([k]) => k.startsWith(key))?.[1];
    };
    const link1 = await seen('/link');
    const link2 = await seen('/link');
    t.same([link1, link2], [{ state: 1 }, { state: 2 }], 'the link holder sees the api’s answer of the moment');
    t.equal(hits['/api/link-read'], 2, 'two views, two api calls');
    const public1 = await seen('/public');
    const public2 = await seen('/public');
    t.same([public1, public2], [{ state: 1 }, { state: 1 }], 'a public answer is kept for its second');
    t.equal(hits['/api/public-read'], 1, 'two views, one api call');
  });

  t.test('signed-in calls carry their own token and are never shared', async (t) => {
    const a = 'A'.repeat(43);
    const b = 'B'.repeat(43);
    await Promise.all(
      [fetch(`${gw}/me`, { headers: { cookie: `sid=${a}` } }), fetch(`${gw}/me`, { headers: { cookie: `sid=${b}` } })].map((p) =>
        p.then((r) => r.text()),
      ),
    );
    t.same(auth.sort(), [`Bearer ${a}`, `Bearer ${b}`]);
  });

  t.test('api errors reach the caller as errors', async (t) => {
    await (await fetch(`${gw}/missing`)).text();
    t.same(results.get('/missing'), { status: 404, message: 'no such thing' });
  });
});
