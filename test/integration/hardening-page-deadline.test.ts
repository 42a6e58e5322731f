// Issue 13: during an api outage a page answered 200 "Something went wrong", and a hung api made a page
// wait 16 s, past the 10 s time-out. Now one deadline covers a whole page render (its api calls
// included), and a page whose data failed answers 502, 503 or 504 as its api calls did.
import t from 'tap';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import type { RenderRequest } from '../../renderer/index.ts';
import { startFakeUpstream } from '../helpers/stack.ts';

t.test('page renders: one deadline, and the status of the failure', async (t) => {
  const api = await startFakeUpstream((app) => {
    app.get('/api/currencies', async () => [{ code: 'eur', rate: 1 }]);
    app.get('/api/hang', () => new Promise(() => undefined));
    app.get('/api/unavailable', async (_r, reply) =>
      reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', code: 'UNAVAILABLE', message: 'x' }),
    );
  });
  // a renderer like renderer/index.ts: the page's api calls one after another, 502 when one failed
  const renderer = {
    async render(req: RenderRequest) {
      const calls = req.url.startsWith('/hang') ? ['/api/hang', '/api/hang', '/api/hang'] : ['/api/unavailable'];
      for (const path of calls) {
        const res = await req.fetch!(`${req.apiBase}${path}`, {});
        if (!res.ok) return { status: 502, html: '<p>Something went wrong</p>' };
      }
      return { status: 200, html: '<p>ok</p>' };
    },
  };
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', API_URL: api.url });
  const gateway = await buildGateway(config, { logger: false, renderer, timeouts: { connect: 500, response: 1_000 } });
  const gw = await gateway.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(async () => {
    await gateway.close();
    await api.close();
  });

  const t0 = performance.now();
  const hung = await fetch(`${gw}/hang`);
  const ms = performance.now() - t0;
  t.equal(hung.status, 504, 'a hung api: 504');
  t.ok(ms < 1_900, `answered at the one deadline (${Math.round(ms)} ms for three calls of a 1 s time-out each)`);
  t.match(await hung.text(), /504/);
  t.ok(hung.headers.get('content-security-policy'), 'with the security headers');

  const down = await fetch(`${gw}/unavailable`);
  t.equal(down.status, 503, 'an unavailable api: the page says 503, not 200 or 502');
  await down.arrayBuffer();
});
