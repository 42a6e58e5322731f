// Translation for components without per-render i18next work (docs/decisions/0010).
// A Translation is a language's `t`, fixed once: a key (with its options, when they are plain values:
// a count, a name) is resolved once by i18next's t of its namespace — fixed once too — and then read
// from a map. The server makes one per language at start and shares it between
// requests (renderer/index.ts); the browser makes a new one when the language changes or a namespace
// arrives, so the components re-render with it. `useTranslation()` reads it from context and
// replaces react-i18next's hook of the same shape (`const { t } = useTranslation()`; bin/codemods/use-t.mjs).
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { namespaceOf } from './namespaces.ts';

export interface Translation {
  t: TFunction;
  language: string;
  i18n: I18n;
}

/** Plain texts remembered per Translation at most (keys are finite; this bounds keys built from data). */
const MAX_REMEMBERED = 5_000;

/** The key and its options as one string when every option is a plain value (else null: not remembered). */
function memoKey(key: string, options: Record<string, unknown>): string | null {
  let out = key;
  for (const name in options) {
    const v = options[name];
    const type = typeof v;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return null;
    out += `\u0001${name}\u0002${String(v)}`;
  }
  return out;
}

/**
 * `t` of one language over an i18n instance. `onMissing(ns)` is told when a key's namespace is not
 * loaded in that language (the browser then loads it); texts of such keys are not remembered.
 */
export function createTranslation(i18n: I18n, language: string, onMissing?: (ns: string) => void): Translation {
  const fixed = new Map<string, TFunction>();
  const plain = new Map<string, string>();
  const t = ((key: string, options?: Record<string, unknown>): string => {
    const memo = options === undefined ? key : memoKey(key, options);
    if (memo !== null) {
      const hit = plain.get(memo);
      if (hit !== undefined) return hit;
    }
    const ns = namespaceOf(key);
    // a namespace the instance lacks: its default namespaces (an instance of one namespace, in tests)
    const loaded = i18n.hasResourceBundle(language, ns);
    const slot = loaded ? ns : '';
    let f = fixed.get(slot);
    if (!f) {
      f = loaded ? i18n.getFixedT(language, ns) : i18n.getFixedT(language);
      fixed.set(slot, f);
    }
    const text = String(options === undefined ? f(key) : f(key, options));
    if (!loaded) onMissing?.(ns);
    else if (memo !== null) {
      // texts built from data (a listing's title, a count) would fill the map for good: when it is
      // full it starts again, so the texts of the pages now being served are the ones remembered
      if (plain.size >= MAX_REMEMBERED) plain.clear();
      plain.set(memo, text);
    }
    return text;
  }) as TFunction;
  return { t, language, i18n };
}

/** The same Translation, noting each key's namespace in `used` (the renderer ships those namespaces). */
export function recordingNamespaces(base: Translation, used: Set<string>): Translation {
  const inner = base.t as (key: string, options?: Record<string, unknown>) => string;
  const t = ((key: string, options?: Record<string, unknown>) => {
    used.add(namespaceOf(key));
    return inner(key, options);
  }) as TFunction;
  return { ...base, t };
}

const TranslationContext = createContext<Translation | null>(null);

/** A fixed Translation (the server's, per request). */
export function TranslationProvider({ value, children }: { value: Translation; children: ReactNode }) {
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/**
 * The browser's: a Translation of the instance's current language, replaced when the language changes
 * or a namespace is added; a namespace a key needs and the language lacks is loaded.
 */
export function LiveTranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [value, setValue] = useState(() => liveTranslation(i18n));
  useEffect(() => {
    const update = () => setValue(liveTranslation(i18n));
    // A namespace that a text on the page asked for (and showed its key meanwhile) renders the page
    // again. One that nothing asked for yet (the prefetch of every namespace after the first load)
    // changes no text, and a new context value would reach the sections still waiting for their code
    // (client/lib/hydrateLater.tsx): React drops the server's markup of such a section for its
    // fallback, so the section vanished and came back as the visitor scrolled to it.
    const added = (lng: unknown, ns: unknown) => {
      if (requested.get(i18n)?.has(`${String(lng)}/${String(ns)}`)) update();
    };
    i18n.on('languageChanged', update);
    i18n.store.on('added', added);
    // a bundle added between the first render and this effect
    if (value.language !== i18n.language) update();
    return () => {
      i18n.off('languageChanged', update);
      i18n.store.off('added', added);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribe once per instance
  }, [i18n]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

const requested = new WeakMap<I18n, Set<string>>();

function liveTranslation(i18n: I18n): Translation {
  return createTranslation(i18n, i18n.language, (ns) => {
    let seen = requested.get(i18n);
    if (!seen) requested.set(i18n, (seen = new Set()));
    const key = `${i18n.language}/${ns}`;
    if (seen.has(key)) return;
    seen.add(key);
    // 'added' re-renders with the texts; a failure leaves the keys shown (FetchBackend retried already)
    void i18n.loadNamespaces(ns).catch(() => undefined);
  });
}

const fallbacks = new WeakMap<I18n, Translation>();

/**
 * `const { t } = useTranslation()`: the Translation of the nearest provider; under react-i18next's
 * I18nextProvider alone (component tests), one made over its instance.
 */
export function useTranslation(): Translation {
  const own = useContext(TranslationContext);
  const outer = useContext(I18nContext) as { i18n?: I18n } | undefined;
  if (own) return own;
  const i18n = outer?.i18n;
  if (!i18n) throw new Error('useTranslation needs a TranslationProvider (client/app/Providers.tsx)');
  let tr = fallbacks.get(i18n);
  if (!tr || tr.language !== i18n.language) {
    tr = createTranslation(i18n, i18n.language);
    fallbacks.set(i18n, tr);
  }
  return tr;
}
