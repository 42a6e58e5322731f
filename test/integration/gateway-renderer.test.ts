// The gateway around the renderer: renders wait their turn (at most `concurrency` in flight, the
// rest in arrival order, a full queue refused at once with 503); a renderer failure is a 500 page
// that tells nothing of the error; a redirect to another site is not followed.
import t from 'tap';
import { buildGateway } from '../../gateway/app.ts';
import { loadConfig } from '../../gateway/config.ts';
import type { RenderRequest } from '../../renderer/index.ts';
import { rawRequest } from '../helpers/stack.ts';
import { allTranslations } from '../helpers/locales.ts';

t.test('render queue', async (t) => {
  const started: string[] = [];
  let active = 0;
  let maxActive = 0;
  const gates = new Map<string, () => void>();
  const renderer = {
    async render(req: RenderRequest) {
      started.push(req.url);
      active++;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((resolve) => gates.set(req.url, resolve));
      active--;
      return { status: 200, html: `<!doctype html><html lang="en"><body>${req.url}</body></html>` };
    },
  };
  const app = await buildGateway(loadConfig({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:9' }), {
    logger: false,
    renderer,
    renderQueue: { concurrency: 2, maxWaiting: 2 },
  });
  const arrived: string[] = [];
  app.addHook('onRequest', async (request) => {
    arrived.push(request.url);
  });
  const gw = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());
  const until = async (cond: () => boolean) => {
    while (!cond()) await new Promise((r) => setTimeout(r, 5));
  };

  const pages = ['/a', '/b', '/c', '/d'].map((p) => rawRequest(gw, p));
  await until(() => started.length === 2 && arrived.length === 4);
  const refused = await rawRequest(gw, '/e');
  t.equal(refused.status, 503, 'two rendering and two waiting: the fifth is refused');
  t.match(refused.headers['content-type'], /text\/html/);
  t.equal(refused.headers['retry-after'], '5');

  for (let i = 0; i < 4; i++) {
    await until(() => started.length > i && gates.has(started[i]));
    gates.get(started[i])!();
  }
  const answers = await Promise.all(pages);
  t.same(
    answers.map((a) => a.status),
    [200, 200, 200, 200],
  );
  t.same(started, arrived.slice(0, 4), 'in arrival order');
  t.equal(maxActive, 2, 'never more than two at once');
});

t.test('renderer failures and odd answers', async (t) => {
  const renderer = {
    async render(req: RenderRequest) {
      if (req.url === '/boom') throw new Error('database password is hunter2');
      if (req.url === '/elsewhere') return { status: 302, redirect: 'https://evil.example/phish' };
      if (req.url === '/scheme') return { status: 302, redirect: '//evil.example/x' };
      if (req.url === '/login') return { status: 302, redirect: '/sign-in?returnTo=%2Fprivate' };
      return { status: 200, html: '<!doctype html><html lang="en"></html>' };
    },
  };
  const app = await buildGateway(loadConfig({ NODE_ENV: 'production', API_URL: 'http://127.0.0.1:9' }), { logger: false, renderer });
  const gw = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());

  const boom = await rawRequest(gw, '/boom');
  t.equal(boom.status, 500);
  t.match(boom.headers['content-type'], /text\/html/);
  // the visitor's words (locales/en/app.json errors.page), never the server's
  const words = (allTranslations('en').errors as { page: { title: string } }).page;
  t.ok(boom.body.includes(`<h1>${words.title}</h1>`), 'the localized error page');
  t.ok(boom.body.includes(`<title>${words.title} (500)</title>`), 'its title names the status');
  t.notMatch(boom.body, /hunter2|database|Error:/, 'no detail of a 5xx reaches the browser');
  t.ok(boom.headers['content-security-policy'], 'error pages carry the security headers');

  const json = await rawRequest(gw, '/boom', { headers: { accept: 'application/json' } });
  t.equal(json.status, 500);
  t.same(JSON.parse(json.body), { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'Something went wrong on our side' });

  for (const path of ['/elsewhere', '/scheme']) {
    const res = await rawRequest(gw, path);
    t.equal(res.status, 302);
    t.equal(res.headers.location, '/', `${path}: an off-site redirect becomes the home page`);
  }
  // a page that does not exist, in the visitor's words (locales/<lng>/app.json notFound), status in the title
  for (const lng of ['en', 'de', 'ru'] as const) {
    const missing = await rawRequest(gw, '/no/such/page', { method: 'POST', headers: { 'accept-language': lng } });
    const nf = allTranslations(lng).notFound as { text: string; hint: string; home: string };
    t.equal(missing.status, 404);
    t.match(missing.headers['content-type'], /text\/html/);
    t.ok(missing.body.includes(`<html lang="${lng}">`), `${lng}: the page's language`);
    t.ok(missing.body.includes(`<title>${nf.text} (404)</title>`) && missing.body.includes(`<h1>${nf.text}</h1>`), `${lng}: the heading`);
    t.ok(missing.body.includes(`<p>${nf.hint}</p>`) && missing.body.includes(`<a href="/">${nf.home}</a>`), `${lng}: the hint and the way home`);
  }
  const refused = await rawRequest(gw, '/search/%E0%A4%A', { headers: { 'accept-language': 'de' } });
  t.equal(refused.status, 400, 'a malformed address');
  t.match(refused.body, '<h1>400 - Bad Request</h1>', 'another 4xx keeps its own (English) message');

  const login = await rawRequest(gw, '/login');
  t.equal(login.headers.location, '/sign-in?returnTo=%2Fprivate');
  t.equal(login.headers['cache-control'], 'no-store');
});
