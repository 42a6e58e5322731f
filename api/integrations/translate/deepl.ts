// DeepL: POST /v2/translate on api.deepl.com, or api-free.deepl.com for a key ending in ":fx", with
// `Authorization: DeepL-Auth-Key <key>` and JSON {text: [...], source_lang, target_lang} →
// {translations: [{text}]} in the same order.
import type { Language } from '../../../shared/core/constants.ts';
import { TranslateError, engineFetch, type TranslationEngine } from './provider.ts';

export interface DeeplOptions {
  key: string;
  timeoutMs: number;
  /** tests only: another origin than DeepL's */
  url?: string;
}

/** DeepL's API origin for a key: the free API's for keys ending in ":fx". */
export function deeplOrigin(key: string): string {
  return key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/** DeepL's target code: English needs a variant (EN-GB for a European marketplace). */
const target = (lng: Language): string => (lng === 'en' ? 'EN-GB' : lng.toUpperCase());

export function deeplEngine(opts: DeeplOptions): TranslationEngine {
  const endpoint = `${(opts.url ?? deeplOrigin(opts.key)).replace(/\/+$/, '')}/v2/translate`;
  return {
    name: 'deepl',
    async translate({ texts, from, to, signal }) {
      if (!texts.length) return [];
      const answer = (await engineFetch(
        'deepl',
        endpoint,
        {
          method: 'POST',
          headers: { authorization: `DeepL-Auth-Key ${opts.key}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ text: texts, source_lang: from.toUpperCase(), target_lang: target(to) }),
        },
        opts.timeoutMs,
        signal,
      )) as { translations?: { text?: unknown }[] };
      const list = answer?.translations;
      if (!Array.isArray(list) || list.length !== texts.length || list.some((t) => typeof t?.text !== 'string'))
        throw new TranslateError('deepl: the answer does not hold one translation per text', false);
      return list.map((t) => t.text as string);
    },
  };
}
