// The browser's translation loader: 5xx (and network failures) retried up to 5 times with a delay
// of 250 ms doubling; 4xx and bodies that are not JSON fail at once. Time is not waited for: the
// test records the delays asked for.
import t from 'tap';
import i18next from 'i18next';
import { FetchBackend, loadTranslations, TranslationLoadError } from '../../client/i18n/backend.ts';

function scripted(answers: (() => Response)[]) {
  const urls: string[] = [];
  const fetch = (async (url: string | URL | Request) => {
    urls.push(String(url));
    const next = answers[Math.min(urls.length - 1, answers.length - 1)];
    return next();
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });
const text = (body: string, status: number) => () => new Response(body, { status });

t.test('a 5xx is retried with 250, 500, 1000 ms ... until it succeeds', async (t) => {
  const delays: number[] = [];
  const { fetch, urls } = scripted([text('down', 503), text('down', 500), json({ hello: 'Hallo' })]);
  const data = await loadTranslations('de', 'app', { fetch, sleep: async (ms) => void delays.push(ms) });
  t.same(data, { hello: 'Hallo' });
  t.same(urls, ['/locales/de/app.json', '/locales/de/app.json', '/locales/de/app.json']);
  t.same(delays, [250, 500]);
});

t.test('after 5 retries of a 5xx it gives up', async (t) => {
  const delays: number[] = [];
  const { fetch, urls } = scripted([text('down', 502)]);
  const err = await loadTranslations('ru', 'app', { fetch, sleep: async (ms) => void delays.push(ms) }).catch((e: unknown) => e);
  t.ok(err instanceof TranslationLoadError);
  t.equal((err as TranslationLoadError).status, 502);
  t.equal(urls.length, 6, 'one attempt and five retries');
  t.same(delays, [250, 500, 1000, 2000, 4000]);
});

t.test('a network failure is retried like a 5xx', async (t) => {
  let n = 0;
  const fetch = (async () => {
    n += 1;
    if (n === 1) throw new TypeError('fetch failed');
    return new Response('{"a":"b"}', { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  t.same(await loadTranslations('es', 'app', { fetch, sleep: async () => {} }), { a: 'b' });
  t.equal(n, 2);
});

t.test('a 4xx is not retried', async (t) => {
  const delays: number[] = [];
  const { fetch, urls } = scripted([text('no', 404)]);
  const err = (await loadTranslations('xx', 'app', { fetch, sleep: async (ms) => void delays.push(ms) }).catch(
    (e: unknown) => e,
  )) as TranslationLoadError;
  t.equal(err.status, 404);
  t.equal(err.retryable, false);
  t.equal(urls.length, 1);
  t.same(delays, []);
});

t.test('a body that is not JSON (or not an object) is not retried', async (t) => {
  for (const body of ['<html>oops</html>', '[1,2]']) {
    const { fetch, urls } = scripted([text(body, 200)]);
    const err = (await loadTranslations('de', 'app', { fetch, sleep: async () => {} }).catch((e: unknown) => e)) as TranslationLoadError;
    t.match(err.message, /json/);
    t.equal(urls.length, 1, body);
  }
});

t.test('as an i18next backend: a language not preloaded is fetched when switched to', async (t) => {
  const { fetch, urls } = scripted([json({ hello: 'Hola' })]);
  const i18n = i18next.createInstance();
  await i18n.use(new FetchBackend({ fetch, sleep: async () => {} })).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['app'],
    defaultNS: 'app',
    partialBundledLanguages: true,
    resources: { en: { app: { hello: 'Hello' } } },
  });
  t.equal(i18n.t('hello'), 'Hello');
  t.same(urls, [], 'nothing fetched for the preloaded language');
  await i18n.changeLanguage('es');
  t.equal(i18n.t('hello'), 'Hola');
  t.same(urls, ['/locales/es/app.json']);
});
