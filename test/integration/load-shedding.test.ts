// Load shedding (@fastify/under-pressure; gateway/pressure.ts, api/http/pressure.ts): while the event
// loop lags past the limit a request is answered at once with 503 and Retry-After (the gateway's page
// in the visitor's language, the api's JSON OVERLOADED), health checks still answer, and nothing is
// shed during the start-up grace. The loop is blocked on purpose here with a busy wait.
import t from 'tap';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { startApi } from '../helpers/api.ts';

const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // the event loop is blocked
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

t.test('the api and the gateway shed load with 503 while their loop lags', async (t) => {
  const api = await startApi({ estates: 0, config: { pressure: { maxEventLoopDelayMs: 40, startupGraceMs: 300, retryAfterS: 3 } } });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: api.dataDir, PORT: '0', API_URL: api.url });
  const gateway = await buildGateway(config, { logger: false, pressure: { maxEventLoopDelayMs: 40, startupGraceMs: 300, retryAfterS: 3 } });
  const gw = await gateway.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    await gateway.close();
    await api.close();
  });
  await sleep(600);
  t.equal((await fetch(`${api.url}/api/currencies`)).status, 200, 'a calm api answers');

  // both servers live in this process: one blocked loop lags both; the request is sent while blocked
  const lagged = async (url: string, headers: Record<string, string> = {}) => {
    const pending = fetch(url, { headers });
    for (let i = 0; i < 4; i++) {
      busy(200);
      await sleep(5);
    }
    return pending;
  };
  // under-pressure reads the loop delay on its own timer, which may run before the delay monitor has
  // recorded the block: a request sent during the first block can still pass. Lag again (up to five
  // times) until one is shed; an api that never sheds fails here
  const shedWithin = async (url: string, headers: Record<string, string> = {}) => {
    let res = await lagged(url, headers);
    for (let i = 1; i < 5 && res.status !== 503; i++) {
      await res.arrayBuffer();
      res = await lagged(url, headers);
    }
    return res;
  };
  const shed = await shedWithin(`${api.url}/api/currencies`);
  t.equal(shed.status, 503, 'the api sheds a request');
  t.equal(shed.headers.get('retry-after'), '3', 'with Retry-After');
  t.match(await shed.json(), { statusCode: 503, code: 'OVERLOADED' });

  const page = await shedWithin(`${gw}/?lng=de`);
  t.equal(page.status, 503, 'the gateway sheds a page');
  t.equal(page.headers.get('retry-after'), '3');
  const html = await page.text();
  t.match(html, /<html lang="de">/, 'the 503 page is in the visitor language');

  const health = await lagged(`${gw}/healthz`);
  t.equal(health.status, 200, 'health checks still answer');
  await health.arrayBuffer();

  await sleep(1200);
  t.equal((await fetch(`${api.url}/api/currencies`)).status, 200, 'once the loop is calm again, requests pass');
});
