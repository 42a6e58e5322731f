// i18next set-up for both sides. Fallback en, default namespace app (docs/product.md).
// Server: one base instance holding every language (read once from locales/ by the renderer), and a
// cheap clone per request. Browser: started from the translations the page carries (no request for
// the current language), further languages loaded through FetchBackend.
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGES, NAMESPACES, type Language } from '../../shared/constants.ts';
import type { TranslationStore } from '../../shared/contract/page.ts';
import { FetchBackend, type FetchBackendOptions } from './backend.ts';

const common: InitOptions = {
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
  returnNull: false,
  showSupportNotice: false,
} as InitOptions;

/** The server's base instance with every language loaded (synchronously initialized). */
export function createServerI18n(resources: Resource): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({ ...common, resources, lng: FALLBACK_LANGUAGE, initAsync: false, preload: false });
  return instance;
}

/** A request's own instance in `lng`, sharing the base's resources. */
export function i18nForRequest(base: I18n, lng: Language): I18n {
  const clone = base.cloneInstance({ lng, initAsync: false });
  if (clone.language !== lng) void clone.changeLanguage(lng);
  return clone;
}

/** What the page carries: the current language and the fallback, nothing else. */
export function translationsFor(resources: Resource, lng: Language): TranslationStore {
  const out: TranslationStore = {};
  for (const l of new Set<Language>([lng, FALLBACK_LANGUAGE])) {
    if (resources[l]) out[l] = resources[l] as TranslationStore[Language];
  }
  return out;
}

/** The browser's instance, ready at once from the preloaded translations. */
export async function createBrowserI18n(translations: TranslationStore, lng: Language, backend: FetchBackendOptions = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(new FetchBackend(backend))
    .use(initReactI18next)
    .init({ ...common, resources: translations as Resource, lng, partialBundledLanguages: true });
  return instance;
}
