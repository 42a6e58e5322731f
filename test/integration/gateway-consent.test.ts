// Consent before analytics through the gateway (issue 22): the server render is given the analytics
// id (and so writes the gtag script) only when the request carries consent=analytics; no cookie, a
// refusal or an unknown value renders without it. Against a fake api with the echoing renderer.
import t from 'tap';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import { echoRenderer, startFakeUpstream } from '../helpers/stack.ts';

t.test('the analytics id reaches the render only after consent', async (t) => {
  const upstream = await startFakeUpstream((app) => {
    app.get('/api/currencies', async () => ({ values: [] }));
  });
  t.teardown(() => upstream.close());
  const app = await buildGateway(loadConfig({ NODE_ENV: 'test', API_URL: upstream.url, ANALYTICS_ID_COM: 'G-TEST1' }), {
    logger: false,
    renderer: echoRenderer,
  });
  const gw = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());

  const rendered = async (cookie?: string) => {
    const res = await fetch(`${gw}/about`, { headers: cookie ? { cookie } : {} });
    const html = await res.text();
    return JSON.parse(html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))) as { analyticsId?: string };
  };
  t.equal((await rendered()).analyticsId, undefined, 'no choice: no analytics');
  t.equal((await rendered('consent=none')).analyticsId, undefined, 'refused: no analytics');
  t.equal((await rendered('consent=maybe')).analyticsId, undefined, 'an unknown value is no choice');
  t.equal((await rendered('lng=en; consent=analytics')).analyticsId, 'G-TEST1', 'accepted: the id, so the script');
});
