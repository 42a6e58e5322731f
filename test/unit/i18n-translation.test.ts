// Translations cost nothing per request (docs/decisions/0010): one i18next instance and one fixed `t`
// per language for the life of the renderer, keys mapped to namespaces by section, and the
// namespaces a render used recorded for the page to carry.
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n } from 'i18next';
import t from 'tap';
import { ALL_NAMESPACES, APP_NAMESPACE, namespaceOf } from '../../client/i18n/namespaces.ts';
import { createServerTranslations, translationsFor } from '../../client/i18n/setup.ts';
import { createTranslation, recordingNamespaces } from '../../client/i18n/translation.tsx';
import { readLocales } from '../../renderer/assets.ts';
import { createRenderer } from '../../renderer/index.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';
import table from '../../locales/namespaces.json' with { type: 'json' };

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const resources = readLocales(rootDir);

t.test('a key belongs to the namespace of its section; an unlisted section is a namespace of its own', async (t) => {
  t.equal(namespaceOf('header.menu.search'), APP_NAMESPACE);
  t.equal(namespaceOf('processingText'), APP_NAMESPACE, 'a key without a dot is its own section');
  t.equal(namespaceOf('search.title'), 'search');
  t.equal(namespaceOf('favourites.add'), 'favourites', 'a section the table does not know yet');
  t.same([...ALL_NAMESPACES], Object.keys(table));
  const sections = Object.values(table as Record<string, string[]>).flat();
  t.equal(new Set(sections).size, sections.length, 'each section lives in one namespace');
});

t.test('one Translation per language, over an instance of its own; t fixed once per namespace', async (t) => {
  const translations = createServerTranslations(resources);
  t.same([...translations.keys()].sort(), [...LANGUAGES].sort());
  const instances = new Set([...translations.values()].map((tr) => tr.i18n));
  t.equal(instances.size, LANGUAGES.length, 'an instance per language');
  const de = translations.get('de')!;
  t.equal(de.language, 'de');
  t.equal(de.t('meta.description'), (resources.de.app as { meta: { description: string } }).meta.description);

  // count the fixing: a second and third call of the same key ask i18next nothing
  const i18n = i18next.createInstance();
  i18n.init({
    resources: { en: { search: { search: { a: 'A', n_one: 'one', n_other: '{{count}} items' } } } },
    lng: 'en',
    ns: ['search'],
    initAsync: false,
  });
  let fixed = 0;
  let asked = 0;
  const getFixedT = i18n.getFixedT.bind(i18n);
  i18n.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    fixed += 1;
    const f = getFixedT(...args);
    return ((...a: Parameters<typeof f>) => {
      asked += 1;
      return f(...a);
    }) as typeof f;
  }) as I18n['getFixedT'];
  const tr = createTranslation(i18n, 'en');
  t.equal(tr.t('search.a'), 'A');
  t.equal(tr.t('search.a'), 'A');
  t.equal(tr.t('search.a'), 'A');
  t.equal(asked, 1, 'a plain key is resolved once, then read from the map');
  t.equal(tr.t('search.n', { count: 1 }), 'one');
  t.equal(tr.t('search.n', { count: 3 }), '3 items', 'plurals and placeholders are i18next’s');
  t.equal(tr.t('search.n', { count: 3 }), '3 items');
  t.equal(asked, 3, 'a key with the same plain options is resolved once too');
  t.equal(tr.t('search.n', { count: 3, x: { nested: true } }), '3 items');
  t.equal(tr.t('search.n', { count: 3, x: { nested: true } }), '3 items');
  t.equal(asked, 5, 'options that are not plain values are not remembered');
  t.equal(fixed, 1, "i18next's t of the namespace is fixed once");
});

t.test('the namespaces a render used are recorded, and the page carries those of its language only', async (t) => {
  const de = createServerTranslations(resources).get('de')!;
  const used = new Set<string>();
  const tr = recordingNamespaces(de, used);
  tr.t('header.menu.search');
  tr.t('search.title');
  t.same([...used].sort(), ['app', 'search']);
  const carried = translationsFor(resources, 'de', used);
  t.same(Object.keys(carried), ['de']);
  t.same(Object.keys(carried.de!).sort(), ['app', 'search']);
});

t.test('the renderer makes no i18next instance and clones none while rendering', async (t) => {
  const renderer = await createRenderer({ rootDir });
  const proto = Object.getPrototypeOf(i18next) as { cloneInstance: (...a: unknown[]) => unknown; createInstance: (...a: unknown[]) => unknown };
  let made = 0;
  const clone = proto.cloneInstance;
  const create = proto.createInstance;
  proto.cloneInstance = function (this: unknown, ...a: unknown[]) {
    made += 1;
    return clone.apply(this, a);
  };
  proto.createInstance = function (this: unknown, ...a: unknown[]) {
    made += 1;
    return create.apply(this, a);
  };
  t.teardown(() => {
    proto.cloneInstance = clone;
    proto.createInstance = create;
  });
  for (const lng of ['de', 'ru', 'de', 'en'] as const) {
    const html = await renderer.renderBare('/search', lng);
    t.ok(html.length > 1000, `${lng}: a page rendered`);
  }
  t.equal(made, 0, 'no instance created or cloned per render');
});
