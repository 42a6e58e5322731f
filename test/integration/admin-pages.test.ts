// The operator area's pages through the gateway (issue 23, item 10): /admin and its screens are the
// not-found page (404) for a visitor signed out and for a user without a role, with nothing that
// hints at the area; an operator gets the page (200), never indexed. Needs `node bin/build.mjs`.
import t from 'tap';
import { DEMO } from '../helpers/api.ts';
import { startStack, type Stack } from '../helpers/stack.ts';
import { browser, operator } from './api-admin-operators-fixtures.ts';

let stack: Stack;
t.before(async () => {
  stack = await startStack({
    estates: 0,
    api: { config: { adminEmails: [DEMO.demo.email], rateLimits: { authPerAddress: 1000, authPerIp: 1000 } } },
  });
});
t.teardown(() => stack?.close());

const PATHS = ['/admin', '/admin/reports', '/admin/estates?q=x&status=pending', '/admin/users', '/admin/audit'];
const isNotFound = (html: string) => /"is404":true/.test(html);
/** The page as rendered: without the JSON the document carries for the browser (its translations
 *  hold the account menu's label for operators on every page, whoever asks). */
const rendered = (html: string) => html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');
const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;

t.test('signed out: every /admin path is the not-found page, no sign-in redirect', async (t) => {
  for (const path of PATHS) {
    const res = await fetch(`${stack.gatewayUrl}${path}`, { redirect: 'manual' });
    t.equal(res.status, 404, path);
    const html = await res.text();
    t.ok(isNotFound(html), `${path} renders the not-found page`);
    t.notMatch(html, /"admin":\{/, `${path} ships none of the area's texts`);
    t.notMatch(rendered(html), /Operator area|href="\/admin/, `${path} renders nothing that names or links the area`);
  }
});

t.test('a user without a role gets the not-found page; the account menu has no admin link', async (t) => {
  const b = browser(stack);
  const made = await b.send('POST', '/api/auth/sign-up', {
    email: 'plain-admin-pages@example.org',
    password: 'correct horse battery',
    title: 'ms',
    firstName: 'Greta',
    lastName: 'Plain',
    isRealtor: false,
    countryCode: 'es',
    city: 'Alicante',
  });
  t.equal(made.status, 201, made.text);
  for (const path of PATHS) {
    const res = await b.send('GET', path);
    t.equal(res.status, 404, path);
    t.ok(isNotFound(res.text), `${path} renders the not-found page`);
    t.notMatch(res.text, /href="\/admin"/, 'no link to the area');
  }
});

t.test('an admin gets the pages with noindex, and the account menu links the area', async (t) => {
  const b = await operator(stack, DEMO.demo.email, DEMO.demo.password);
  for (const path of PATHS) {
    const res = await b.send('GET', path);
    t.equal(res.status, 200, path);
    t.equal(robots(res.text), 'noindex', `${path} is never indexed`);
    t.notOk(isNotFound(res.text), path);
  }
  const home = await b.send('GET', '/');
  t.match(home.text, /href="\/admin"/, 'the account menu links /admin');
});
