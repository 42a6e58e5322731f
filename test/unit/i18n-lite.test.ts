// The browser's translation runtime (client/i18n/lite.ts, in i18next's place in the client bundle)
// gives the texts i18next gives: every key of every language, with and without counts and values,
// through the same set-up the browser uses (createBrowserI18n's options) and through our Translation.
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import lite from '../../client/i18n/lite.ts';
import { APP_NAMESPACE } from '../../client/i18n/namespaces.ts';
import { createTranslation } from '../../client/i18n/translation.tsx';
import { readLocales } from '../../renderer/assets.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const resources = readLocales(rootDir);

function options(lng: string, namespaces: string[], res: Resource) {
  return {
    fallbackLng: false as const,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: APP_NAMESPACE,
    fallbackNS: namespaces,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    showSupportNotice: false,
    resources: res,
    lng,
    partialBundledLanguages: true,
  };
}

/** every key of a tree, plural suffixes taken off (`a.n_one` → `a.n`) */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const strip = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

t.test('every text of every language is the same as i18next gives', async (t) => {
  for (const lng of LANGUAGES) {
    const namespaces = Object.keys(resources[lng]);
    const own: Resource = { [lng]: resources[lng] };
    const real = i18next.createInstance();
    await real.init(options(lng, namespaces, own) as never);
    const mine = lite.createInstance();
    await mine.init(options(lng, namespaces, own));
    let compared = 0;
    for (const ns of namespaces) {
      const keys = [...new Set(keysOf(resources[lng][ns]).map(strip))];
      const a = real.getFixedT(lng, ns);
      const b = mine.getFixedT(lng, ns);
      for (const key of keys) {
        const variants: (Record<string, unknown> | undefined)[] = [
          undefined,
          { count: 0 },
          { count: 1 },
          { count: 2 },
          { count: 5 },
          { count: 21 },
          { count: 1.5 },
          { count: 3, value: 'V', name: 'N', country: 'Italia', n: 7, limit: 10, page: 2 },
          { value: '<b>&amp;</b>', title: 'T' },
          { count: '4' },
        ];
        for (const v of variants) {
          const want = v === undefined ? a(key) : a(key, v as never);
          const got = v === undefined ? b(key) : b(key, v);
          if (got !== want) t.fail(`${lng} ${ns} ${key} ${JSON.stringify(v)}: ${JSON.stringify(got)} ≠ ${JSON.stringify(want)}`);
          compared += 1;
        }
      }
    }
    t.ok(compared > 1000, `${lng}: ${compared} texts compared`);
    // missing keys, defaultValue, a key of another namespace, a section asked for as text
    for (const [key, opts] of [
      ['nothing.here', undefined],
      ['nothing.here', { defaultValue: 'Fallback {{x}}', x: 1 }],
      ['chunk.loading', { defaultValue: 'Loading...' }],
      ['search', undefined],
      ['search.title', undefined],
    ] as [string, Record<string, unknown> | undefined][]) {
      const want = opts ? real.getFixedT(lng, APP_NAMESPACE)(key, opts as never) : real.getFixedT(lng, APP_NAMESPACE)(key);
      const got = mine.getFixedT(lng, APP_NAMESPACE)(key, opts);
      t.equal(got, want, `${lng} ${key} ${JSON.stringify(opts)}`);
    }
  }
});

t.test('interpolation: an unknown name stays as written, a given undefined is empty, nested values are read', async (t) => {
  const res = { en: { app: { a: 'x {{name}} y', b: '{{ who.name }}!', c: '{{gone}}' } } };
  const real = i18next.createInstance();
  await real.init(options('en', ['app'], res) as never);
  const mine = lite.createInstance();
  await mine.init(options('en', ['app'], res));
  for (const [key, opts] of [
    ['a', {}],
    ['a', { name: 'N' }],
    ['a', { name: 0 }],
    ['a', { name: null }],
    ['b', { who: { name: 'W' } }],
    ['c', { gone: undefined }],
  ] as [string, Record<string, unknown>][]) {
    t.equal(mine.getFixedT('en', 'app')(key, opts), real.getFixedT('en', 'app')(key, opts as never), `${key} ${JSON.stringify(opts)}`);
  }
});

t.test('namespaces load through the backend; a language change loads every namespace in use first', async (t) => {
  const served: string[] = [];
  const backend = {
    type: 'backend' as const,
    read(lng: string, ns: string, cb: (err: unknown, data: unknown) => void) {
      served.push(`${lng}/${ns}`);
      setTimeout(() => (ns === 'broken' ? cb(new Error('503'), false) : cb(null, { [ns]: { title: `${ns} in ${lng}` } })), 1);
    },
  };
  const i18n = lite.createInstance();
  i18n.use(backend);
  await i18n.init(options('en', ['app'], { en: { app: { common: { title: 'Common' } } } }));
  t.same(served, [], 'the carried namespace is not fetched');
  const added: string[] = [];
  i18n.store.on('added', (lng, ns) => added.push(`${lng}/${ns}`));
  await i18n.loadNamespaces(['search', 'broken']);
  t.same(served, ['en/search', 'en/broken']);
  t.same(added, ['en/search'], 'a failed namespace adds nothing (and the promise still resolves)');
  t.ok(i18n.hasResourceBundle('en', 'search'));
  const tr = createTranslation(i18n as unknown as I18n, 'en');
  t.equal(tr.t('search.title'), 'search in en');

  const changed: string[] = [];
  i18n.on('languageChanged', (lng) => changed.push(String(lng)));
  served.length = 0;
  await i18n.changeLanguage('de');
  t.same(served.sort(), ['de/app', 'de/broken', 'de/search'], 'every namespace in use, in the new language');
  t.same(changed, ['de']);
  t.equal(i18n.language, 'de');
  t.equal(createTranslation(i18n as unknown as I18n, 'de').t('search.title'), 'search in de');
});
