// The browser's router (client/router/lite.tsx, docs/decisions/0006) against react-router-dom, which
// the server keeps: the app's links render the same under both routers, NavLink is active where
// react-router's is, and in Chromium the lite router keeps the location in step with the history
// (push, replace, back, state, relative paths, search params, <Navigate>, a navigation during the
// first render dropped as react-router drops it).
import t from 'tap';
import { renderToString } from 'react-dom/server';
import { NavLink as RouterNavLink, StaticRouter } from 'react-router-dom';
import type { Browser, Page } from 'playwright-core';
import { Link, NavLink, pathOf } from '../../client/ui/Link.tsx';
import { chromiumAvailable, launchBrowser } from '../helpers/browser.ts';
import { harnessPage } from '../helpers/harness.ts';

t.test('pathOf resolves a `to` as react-router does for the app’s links', async (t) => {
  t.equal(pathOf('/search?page=2', '/x'), '/search?page=2');
  t.equal(pathOf({ pathname: '/private', search: 'box=sent', hash: 'top' }, '/x'), '/private?box=sent#top');
  t.equal(pathOf('?page=3', '/search'), '/search?page=3', 'a query alone keeps the path');
  t.equal(pathOf('edit', '/private/estate'), '/private/estate/edit', 'relative to the route’s path');
  t.equal(pathOf('../messages', '/private/estate'), '/private/messages');
  t.equal(pathOf('#photos', '/estate/a-1'), '/estate/a-1#photos');
});

t.test('NavLink is active where react-router’s NavLink is, with the same class and aria-current', async (t) => {
  const cases: [string, string, boolean | undefined][] = [
    ['/private', '/private', true],
    ['/private/messages', '/private', true],
    ['/private/messages', '/private', undefined],
    ['/private/messages', '/private/messages', undefined],
    ['/private/messages/12', '/private/messages', undefined],
    ['/private/messagesX', '/private/messages', undefined],
    ['/Private/Messages', '/private/messages', true],
    ['/', '/', undefined],
    ['/search', '/', undefined],
  ];
  // the same attributes (their order aside); react-router adds data-discover for its route discovery
  // and writes an empty class attribute on an inactive link without a className
  const norm = (html: string) =>
    html.replace(
      /<a ([^>]*)>/g,
      (_m, attrs: string) =>
        `<a ${(attrs.match(/[\w-]+="[^"]*"/g) ?? [])
          .filter((a) => !a.startsWith('data-discover=') && a !== 'class=""')
          .sort()
          .join(' ')}>`,
    );
  const className = ({ isActive }: { isActive: boolean }) => `nav${isActive ? ' is-active' : ''}`;
  // a NavLink with a class function and one without, at `at`
  const render = (Nav: typeof NavLink | typeof RouterNavLink, at: string, to: string, end: boolean | undefined) =>
    renderToString(
      <StaticRouter location={at}>
        <Nav to={to} end={end} className={className}>
          x
        </Nav>
        <Nav to={to} end={end}>
          y
        </Nav>
      </StaticRouter>,
    );
  for (const [at, to, end] of cases) {
    const ours = render(NavLink, at, to, end);
    const theirs = render(RouterNavLink, at, to, end);
    t.equal(norm(ours), norm(theirs), `at ${at}, to ${to}${end ? ', end' : ''}`);
  }
  const link = renderToString(
    <StaticRouter location="/search">
      <Link to="/estate/a-1" className="card" rel="nofollow">
        z
      </Link>
    </StaticRouter>,
  );
  t.equal(link, '<a class="card" rel="nofollow" href="/estate/a-1">z</a>', 'Link: a plain anchor');
});

// A page with the app's Link and the lite router's hooks; what it sees is written to window.seen.
const HARNESS = `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, useLocation, useNavigate, useParams, useSearchParams, UNSAFE_RouteContext } from 'react-router-dom';
import { Link } from '../../client/ui/Link.tsx';

function Probe() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  window.seen = { path: location.pathname + location.search + location.hash, state: location.state, key: location.key, q: params.get('q') };
  window.go = navigate;
  return (
    <div>
      <p id="path">{location.pathname + location.search}</p>
      <Link id="to-b" to="/b?q=1" state={{ from: 'a' }}>b</Link>
      <Link id="to-rel" to="c">c</Link>
      {location.pathname === '/old' ? <Navigate to="/new" replace /> : null}
    </div>
  );
}

function Params() {
  const { id } = useParams();
  return <p id="param">{id}</p>;
}

function EarlyNavigate() {
  const navigate = useNavigate();
  if (location.pathname === '/early') navigate('/should-not-happen'); // during render: dropped
  return null;
}

createRoot(document.getElementById('root')).render(
  <BrowserRouter>
    <Probe />
    <UNSAFE_RouteContext.Provider value={{ outlet: null, isDataRoute: false, matches: [{ params: { id: 'p-7' }, pathname: '/b', pathnameBase: '/b' }] }}>
      <Params />
    </UNSAFE_RouteContext.Provider>
    <EarlyNavigate />
  </BrowserRouter>,
);
`;

type Seen = { path: string; state: unknown; key: string; q: string | null };
const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

if (!chromiumAvailable()) {
  t.fail('needs /usr/bin/chromium (apt-get install -y chromium)');
} else {
  let browser: Browser;
  let html: string;
  t.before(async () => {
    [browser, html] = await Promise.all([launchBrowser(), harnessPage(HARNESS, { alias: { 'react-router-dom': 'client/router/lite.tsx' } })]);
  });
  t.teardown(() => browser?.close());

  async function open(path: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route('**/*', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(`http://router.test${path}`);
    await page.waitForSelector('#path');
    return { page, errors, close: () => context.close() };
  }

  t.test('links push entries with their state; back and forward move the location', async (t) => {
    const { page, errors, close } = await open('/a');
    try {
      t.equal((await seen(page)).path, '/a');
      const firstKey = (await seen(page)).key;
      await page.click('#to-b');
      await page.waitForFunction(() => location.pathname === '/b');
      await page.waitForSelector('#path:has-text("/b?q=1")');
      const b = await seen(page);
      t.equal(b.path, '/b?q=1', 'the location follows the link');
      t.same(b.state, { from: 'a' }, 'with the link’s state');
      t.equal(b.q, '1', 'useSearchParams reads the query');
      t.not(b.key, firstKey, 'a new entry, a new key');
      t.same(await page.evaluate(() => (history.state as { usr: unknown; idx: number }).idx), 1, 'the entry’s index, as react-router writes it');
      t.equal(await page.textContent('#param'), 'p-7', 'useParams reads the route context');
      await page.goBack();
      await page.waitForSelector('#path:has-text("/a")');
      t.equal((await seen(page)).path, '/a', 'back: the previous location');
      await page.goForward();
      await page.waitForSelector('#path:has-text("/b?q=1")');
      t.same((await seen(page)).state, { from: 'a' }, 'forward: its state again');
      await page.click('#to-rel');
      await page.waitForSelector('#path:has-text("/b/c")');
      t.equal((await seen(page)).path, '/b/c', 'a relative link resolves against the path');
      t.same(errors, [], 'no errors');
    } finally {
      await close();
    }
  });

  t.test('navigate: push, replace, a number, and a modified click left to the browser', async (t) => {
    const { page, errors, close } = await open('/start');
    try {
      const length = await page.evaluate(() => history.length);
      await page.evaluate(() => (window as unknown as { go: (to: string, o?: object) => void }).go('/one', { replace: true }));
      await page.waitForSelector('#path:has-text("/one")');
      t.equal(await page.evaluate(() => history.length), length, 'replace adds no entry');
      await page.evaluate(() => (window as unknown as { go: (to: string) => void }).go('/two?q=x'));
      await page.waitForSelector('#path:has-text("/two?q=x")');
      t.equal(await page.evaluate(() => history.length), length + 1, 'push adds one');
      t.equal((await seen(page)).q, 'x');
      await page.evaluate(() => (window as unknown as { go: (n: number) => void }).go(-1));
      await page.waitForSelector('#path:has-text("/one")');
      t.pass('navigate(-1) goes back');
      const popups = page
        .context()
        .waitForEvent('page', { timeout: 5000 })
        .catch(() => null);
      await page.click('#to-b', { modifiers: ['Shift'] });
      await popups;
      t.equal(await page.evaluate(() => location.pathname), '/one', 'a shift-click does not navigate in place');
      t.same(errors, [], 'no errors');
    } finally {
      await close();
    }
  });

  t.test('<Navigate> replaces the entry; a navigation during the first render is dropped', async (t) => {
    const old = await open('/old');
    try {
      await old.page.waitForSelector('#path:has-text("/new")');
      t.equal(await old.page.evaluate(() => location.pathname), '/new', 'redirected');
      t.same(old.errors, []);
    } finally {
      await old.close();
    }
    const early = await open('/early');
    try {
      // two painted frames: the first render's effects (where a navigation would happen) have run
      await early.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      t.equal(await early.page.evaluate(() => location.pathname), '/early', 'as react-router: not navigated');
    } finally {
      await early.close();
    }
  });
}
