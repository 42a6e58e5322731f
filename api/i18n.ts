// The api's own texts (mails, the mass import's problems) in the visitor's language, from locales/{lng}/{ns}.json: data read once,
// when this module loads (bundled into the server build), never per mail. i18next is set up as the
// client sets it up (client/i18n/setup.ts): keys are "section.rest", values are interpolated without
// escaping (a mail escapes its HTML itself, shared/core/html.ts), and a count picks the plural form by
// i18next's suffixes (_one, _few, _many, _other) from Intl.PluralRules, the rules the pages use.
// bin/i18n-check.mjs keeps every language of these namespaces complete and every key used here present.
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../shared/core/constants.ts';
import importDe from '../locales/de/importMessages.json' with { type: 'json' };
import importEn from '../locales/en/importMessages.json' with { type: 'json' };
import importEs from '../locales/es/importMessages.json' with { type: 'json' };
import importRu from '../locales/ru/importMessages.json' with { type: 'json' };
import mailDe from '../locales/de/mail.json' with { type: 'json' };
import mailEn from '../locales/en/mail.json' with { type: 'json' };
import mailEs from '../locales/es/mail.json' with { type: 'json' };
import mailRu from '../locales/ru/mail.json' with { type: 'json' };

/** The server namespaces the api reads (bin/i18n-split.mjs SERVER_NAMESPACES keeps them off the pages). */
export type ServerNamespace = 'mail' | 'importMessages';

const RESOURCES: Record<Language, Record<ServerNamespace, object>> = {
  en: { mail: mailEn, importMessages: importEn },
  de: { mail: mailDe, importMessages: importDe },
  ru: { mail: mailRu, importMessages: importRu },
  es: { mail: mailEs, importMessages: importEs },
};

/** A language's text of a key: `{{name}}` filled from `values`, `count` choosing the plural form. */
export type ServerT = (key: string, values?: Record<string, string | number>) => string;

let instance: I18n | null = null;
const fixed = new Map<string, ServerT>();

function init(): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: RESOURCES,
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: Object.keys(RESOURCES.en),
    defaultNS: 'mail',
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false, // as the client: no notice printed (not in i18next's types)
    initAsync: false,
  } as InitOptions);
  return i18n;
}

const languageOf = (lng: string): Language => ((LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : FALLBACK_LANGUAGE);

/** Whether a namespace holds a key in a language (or in English): for keys built from stored codes. */
export function serverHas(lng: Language, ns: ServerNamespace, key: string): boolean {
  instance ??= init();
  return instance.exists(key, { lng: languageOf(lng), ns });
}

/** The fixed `t` of a language and namespace; an unknown language gets English. Made once each. */
export function serverT(lng: Language, ns: ServerNamespace): ServerT {
  const language = languageOf(lng);
  const id = `${language}/${ns}`;
  let t = fixed.get(id);
  if (!t) {
    instance ??= init();
    const base = instance.getFixedT(language, ns);
    t = (key, values) => base(key, values ?? {}) as string;
    fixed.set(id, t);
  }
  return t;
}
