// Page-data failures with the real renderer and api (issue 13): during an api outage a search page
// answers 502 or 503 (never 200 with "Something went wrong"), a hung api makes it answer 504 within
// the configured time-out, and each error page is in the visitor's language. A switchable proxy
// (bin/bench/fault-proxy.ts) stands between the gateway and the real api.
import t from 'tap';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { startApi } from '../helpers/api.ts';
import { startFaultProxy } from '../../bin/bench/fault-proxy.ts';
import { readFileSync } from 'node:fs';

const RESPONSE_TIMEOUT = 1500;
const errorTitle = (lng: string) =>
  (JSON.parse(readFileSync(new URL(`../../locales/${lng}/app.json`, import.meta.url), 'utf8')) as { errors: { page: { title: string } } }).errors.page
    .title;

t.test('search pages while the api is down, hung, unavailable or slow', async (t) => {
  const api = await startApi({ estates: 20 });
  const proxy = await startFaultProxy(api.url);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, PORT: '0', API_URL: proxy.url });
  const gateway = await buildGateway(config, {
    logger: false,
    timeouts: { connect: 500, response: RESPONSE_TIMEOUT },
    pressure: { maxEventLoopDelayMs: 0 },
  });
  const gw = await gateway.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    await gateway.close();
    await proxy.close();
    await api.close();
  });
  let n = 0;
  // a new query each time: the gateway keeps anonymous api reads for a second
  const page = async (lng: string) => {
    const t0 = performance.now();
    const res = await fetch(`${gw}/search?lng=${lng}&price_gte=${++n}`);
    return { status: res.status, html: await res.text(), ms: performance.now() - t0 };
  };

  // the first renders warm the api and the renderer up (slower than the short time-out on a busy machine)
  let ok = await page('en');
  for (let i = 0; i < 5 && ok.status !== 200; i++) ok = await page('en');
  t.equal(ok.status, 200, 'the search page answers while the api is up');

  for (const mode of ['reset', 'unavailable'] as const) {
    proxy.mode = mode;
    for (const lng of ['en', 'ru', 'de', 'es']) {
      const res = await page(lng);
      t.ok([502, 503].includes(res.status), `${mode}, ${lng}: ${res.status}, not 200`);
      t.match(res.html, new RegExp(`<html lang="${lng}"`), `${mode}, ${lng}: the error page is in the visitor's language`);
      t.ok(res.html.includes(errorTitle(lng)), `${mode}, ${lng}: it says "${errorTitle(lng)}"`);
    }
  }
  proxy.mode = 'unavailable';
  t.equal((await page('en')).status, 503, 'an api answering 503: the page says 503');
  proxy.mode = 'reset';
  t.equal((await page('en')).status, 502, 'an api resetting connections: 502');

  proxy.mode = 'hung';
  for (const lng of ['en', 'de']) {
    const hung = await page(lng);
    t.equal(hung.status, 504, `hung, ${lng}: 504`);
    t.match(hung.html, new RegExp(`<html lang="${lng}"`), `hung, ${lng}: in the visitor's language`);
    t.ok(hung.ms < RESPONSE_TIMEOUT + 1000, `hung, ${lng}: answered within the time-out (${Math.round(hung.ms)} ms for ${RESPONSE_TIMEOUT} ms)`);
    t.ok(hung.html.includes(errorTitle(lng)), `hung, ${lng}: localized error page`);
  }

  proxy.mode = 'slow';
  proxy.slowMs = RESPONSE_TIMEOUT * 2;
  const slow = await page('es');
  t.equal(slow.status, 504, 'an api slower than the time-out: 504');
  t.ok(slow.ms < RESPONSE_TIMEOUT + 1000, `within the time-out (${Math.round(slow.ms)} ms)`);

  proxy.mode = 'pass';
  t.equal((await page('en')).status, 200, 'the page recovers with the api');
});
