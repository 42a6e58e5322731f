// i18next set-up for both sides (docs/decisions/0010). Keys are "section.rest"; a namespace holds
// whole sections (client/i18n/namespaces.ts), and components read texts through
// client/i18n/translation.tsx, which fixes `t` once per language and namespace.
// Server: one instance per language, made once at start from every namespace of that language and of
// the fallback (English), shared by all requests. Browser: one instance, started from the namespaces
// the page carries; the others (and other languages) come through FetchBackend from
// /locales/<lng>/<ns>.<version>.json.
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/core/constants.ts';
import type { TranslationStore, TranslationTree } from '../../shared/contract/page.ts';
import { FetchBackend, type FetchBackendOptions } from './backend.ts';
import { createInstance as createLiteInstance } from './lite.ts';
import { APP_NAMESPACE } from './namespaces.ts';
import { createTranslation, type Translation } from './translation.tsx';

function options(namespaces: string[]): InitOptions {
  return {
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    defaultNS: namespaces.includes(APP_NAMESPACE) ? APP_NAMESPACE : namespaces[0],
    // a key asked for without its namespace (react-i18next's own hook) is looked up in every one
    fallbackNS: namespaces,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: false },
    returnNull: false,
    showSupportNotice: false,
  } as InitOptions;
}

const namespacesOf = (resources: Resource): string[] => [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs ?? {})))];

/** One instance holding every language of `resources` (synchronously initialized; tests use it). */
export function createServerI18n(resources: Resource): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({ ...options(namespacesOf(resources)), resources, lng: FALLBACK_LANGUAGE, initAsync: false, preload: false });
  return instance;
}

/**
 * The server's Translation of each language, made once, on the browser's runtime (./lite.ts) with the
 * browser's options: the same texts as i18next gives (test/unit/i18n-lite.test.ts compares every text
 * of every language), so the server's markup is the browser's, at a twentieth of i18next's cost for a
 * text with values (a card asks for several with its listing's own title and figures: 13–29 µs a
 * text through i18next, 0.6–1.9 µs through it). No fallback language, as in the browser: the i18n
 * check keeps every language complete.
 */
export function createServerTranslations(resources: Resource): Map<Language, Translation> {
  const out = new Map<Language, Translation>();
  const namespaces = namespacesOf(resources);
  for (const lng of LANGUAGES) {
    const instance = createLiteInstance();
    // without a backend the instance holds its texts as init returns (the rest of init is its language, set a tick later)
    void instance.init({ ...options(namespaces), fallbackLng: false, resources: { [lng]: resources[lng] ?? {} }, lng });
    // lite.ts has the part of i18next's API the app uses, not its whole type (in the browser bundle it
    // replaces i18next by an alias, so there the type is i18next's)
    out.set(lng, createTranslation(instance as unknown as I18n, lng));
  }
  return out;
}

/** What the page carries: the namespaces its render used, in its language only (every language has every key). */
export function translationsFor(resources: Resource, lng: Language, namespaces: Iterable<string>): TranslationStore {
  const all = resources[lng] ?? {};
  const picked: Record<string, TranslationTree> = {};
  for (const ns of namespaces) if (all[ns]) picked[ns] = all[ns] as TranslationTree;
  return { [lng]: picked };
}

/**
 * The browser's instance, ready at once from the preloaded namespaces. No fallback language: the
 * i18n check keeps every language complete, and a fallback would fetch English on every page.
 */
export async function createBrowserI18n(translations: TranslationStore, lng: Language, backend: FetchBackendOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  const carried = Object.keys(translations[lng] ?? {});
  await instance
    .use(new FetchBackend(backend))
    .use(initReactI18next)
    .init({
      ...options(carried.length ? carried : [APP_NAMESPACE]),
      fallbackLng: false,
      resources: translations as Resource,
      lng,
      partialBundledLanguages: true,
    });
  return instance;
}
