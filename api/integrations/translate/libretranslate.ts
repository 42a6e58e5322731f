// LibreTranslate (https://libretranslate.com, self-hosted): POST {q, source, target, format: "text",
// api_key?} to `${TRANSLATE_URL}/translate` → {translatedText}. One request per text.
import { TranslateError, engineFetch, type TranslationEngine } from './provider.ts';

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string;
  timeoutMs: number;
}

export function libreTranslateEngine(opts: LibreTranslateOptions): TranslationEngine {
  const endpoint = `${opts.url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate({ texts, from, to, signal }) {
      const out: string[] = [];
      for (const q of texts) {
        const body = { q, source: from, target: to, format: 'text', ...(opts.apiKey ? { api_key: opts.apiKey } : {}) };
        const answer = (await engineFetch(
          'libretranslate',
          endpoint,
          { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) },
          opts.timeoutMs,
          signal,
        )) as { translatedText?: unknown };
        if (typeof answer?.translatedText !== 'string') throw new TranslateError('libretranslate: no translatedText in the answer', false);
        out.push(answer.translatedText);
      }
      return out;
    },
  };
}
