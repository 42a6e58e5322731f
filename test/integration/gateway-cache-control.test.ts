// Issue 21, finding 5d: public api answers carry a short shared Cache-Control through the gateway
// (search, an estate, the currencies), a signed-in caller's stay private, and every error, the api's
// or the gateway's own (403 CROSS_SITE_WRITE, 404, 502, 504), is no-store.
import t from 'tap';
import { DEMO } from '../helpers/api.ts';
import { echoRenderer, startFakeUpstream, startStack } from '../helpers/stack.ts';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';

const PUBLIC = 'public, max-age=30, stale-while-revalidate=120';

t.test('through the gateway to the real api', async (t) => {
  const stack = await startStack({ estates: 3, gateway: { renderer: echoRenderer } });
  t.teardown(() => stack.close());
  const gw = stack.gatewayUrl;
  const search = await fetch(`${gw}/api/estate/search?countryCode=ES`);
  t.equal(search.status, 200);
  t.equal(search.headers.get('cache-control'), PUBLIC, 'search');
  const alias = ((await search.json()) as { values: { aliasId: string }[] }).values[0]?.aliasId;
  t.ok(alias, 'an estate to read');
  const estate = await fetch(`${gw}/api/estate/${alias}`);
  t.equal(estate.status, 200);
  t.equal(estate.headers.get('cache-control'), PUBLIC, 'an estate');
  await estate.arrayBuffer();
  const currencies = await fetch(`${gw}/api/currencies`);
  t.equal(currencies.headers.get('cache-control'), PUBLIC, 'the currencies');
  await currencies.arrayBuffer();

  const signIn = await fetch(`${gw}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gw },
    body: JSON.stringify(DEMO.demo),
  });
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  const mine = await fetch(`${gw}/api/estate/${alias}`, { headers: { cookie } });
  t.equal(mine.headers.get('cache-control'), 'private, no-store', 'signed in: private');
  await mine.arrayBuffer();

  const missing = await fetch(`${gw}/api/estate/no-such-estate`);
  t.equal(missing.status, 404);
  t.equal(missing.headers.get('cache-control'), 'no-store', "the api's 404");
  await missing.arrayBuffer();
  const crossSite = await fetch(`${gw}/api/estate`, {
    method: 'POST',
    headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
    body: '{}',
  });
  t.equal(crossSite.status, 403);
  t.equal(crossSite.headers.get('cache-control'), 'no-store', '403 CROSS_SITE_WRITE');
  await crossSite.arrayBuffer();
  const unroutable = await fetch(`${gw}/locales/xx/nothing.json`);
  t.equal(unroutable.status, 404);
  t.equal(unroutable.headers.get('cache-control'), 'no-store', "the gateway's own 404");
  await unroutable.arrayBuffer();
});

t.test("the gateway's 502 and 504", async (t) => {
  const slow = await startFakeUpstream((app) => {
    app.get('/api/slow', () => new Promise(() => undefined));
  });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', API_URL: slow.url });
  const gateway = await buildGateway(config, { logger: false, renderer: echoRenderer, timeouts: { response: 300 } });
  const gw = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const down = await buildGateway(loadConfig({ NODE_ENV: 'test', PORT: '0', API_URL: 'http://127.0.0.1:1' }), {
    logger: false,
    renderer: echoRenderer,
  });
  const downUrl = await down.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    await gateway.close();
    await down.close();
    await slow.close();
  });
  const timeout = await fetch(`${gw}/api/slow`);
  t.equal(timeout.status, 504);
  t.equal(timeout.headers.get('cache-control'), 'no-store', '504');
  await timeout.arrayBuffer();
  const unreachable = await fetch(`${downUrl}/api/currencies`);
  t.equal(unreachable.status, 502);
  t.equal(unreachable.headers.get('cache-control'), 'no-store', '502');
  await unreachable.arrayBuffer();
});
