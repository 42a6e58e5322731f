// The content features' api calls: each fills its contract path, sends its query or body, and
// answers what the caller answers.
import t from 'tap';
import type { ApiCaller, RequestOptions } from '../../client/lib/api.ts';
import { getArticle, getArticleFeed, getArticlePreview } from '../../client/features/content/api.ts';
import { getCountryBanner, getCountryInfo, listCountries } from '../../client/features/countries/api.ts';
import { getHomePageData } from '../../client/features/home/api.ts';
import { sendContactMessage } from '../../client/features/contacts/api.ts';

interface Seen {
  method: string;
  path: string;
  body?: unknown;
  query?: RequestOptions['query'];
}

function fakeCaller(answer: unknown = { ok: true }) {
  const seen: Seen[] = [];
  const caller: ApiCaller = {
    get: async (path, opts) => (seen.push({ method: 'GET', path, query: opts?.query }), answer as never),
    post: async (path, body, opts) => (seen.push({ method: 'POST', path, body, query: opts?.query }), answer as never),
    patch: async (path, body, opts) => (seen.push({ method: 'PATCH', path, body, query: opts?.query }), answer as never),
    put: async (path, body, opts) => (seen.push({ method: 'PUT', path, body, query: opts?.query }), answer as never),
    delete: async (path, opts) => (seen.push({ method: 'DELETE', path, query: opts?.query }), answer as never),
  };
  return { caller, seen };
}

t.test('article calls fill the type, language and slug into the path', async (t) => {
  const { caller, seen } = fakeCaller();
  await getArticleFeed(caller, { params: { type: 'news', lang: 'de' }, query: { page: 2, onPage: 10 } });
  await getArticle(caller, { params: { id: 'terms and conds' }, query: { lang: 'ru' } });
  await getArticlePreview(caller, { params: { id: 'draft/1' } });
  t.same(seen, [
    { method: 'GET', path: '/api/articles/feed/news/de', query: { page: 2, onPage: 10 } },
    { method: 'GET', path: '/api/articles/terms%20and%20conds', query: { lang: 'ru' } },
    { method: 'GET', path: '/api/articles/preview/draft%2F1', query: undefined },
  ]);
});

t.test('geodata calls: the list with its language, a guide and a banner by country', async (t) => {
  const { caller, seen } = fakeCaller([]);
  t.same(await listCountries(caller, { query: { lang: 'es' } }), [], 'the answer comes back as is');
  await getCountryInfo(caller, { params: { countryCode: 'IT', lang: 'en' } });
  await getCountryBanner(caller, { params: { countryCode: 'HR' } });
  t.same(
    seen.map((s) => `${s.method} ${s.path}`),
    ['GET /api/geodata/countries', 'GET /api/geodata/IT/full/en', 'GET /api/geodata/HR/banner'],
  );
  t.same(seen[0].query, { lang: 'es' });
});

t.test('a path parameter left empty is refused before any request', async (t) => {
  const { caller, seen } = fakeCaller();
  t.throws(() => getCountryBanner(caller, { params: { countryCode: '' } }), TypeError);
  t.same(seen, []);
});

t.test('the home aggregate takes language and currency; the contact form posts its body', async (t) => {
  const { caller, seen } = fakeCaller({ message: 'Thank you, we will answer soon' });
  await getHomePageData(caller, { query: { lang: 'ru', currency: 'usd' } });
  const body = { name: 'Anna', email: 'anna@example.com', subject: 'Villa', message: 'Still available?', language: 'de' as const };
  t.same(await sendContactMessage(caller, { body }), { message: 'Thank you, we will answer soon' });
  t.same(seen, [
    { method: 'GET', path: '/api/pages/home', query: { lang: 'ru', currency: 'usd' } },
    { method: 'POST', path: '/api/contact', body, query: undefined },
  ]);
});
