// Picks the configured translation engine (docs/decisions/0024-machine-translation.md).
import { deeplEngine } from './deepl.ts';
import { libreTranslateEngine } from './libretranslate.ts';
import type { TranslateSettings, TranslationEngine } from './provider.ts';

/** The configured engine, or null: DeepL when its key is set, else LibreTranslate when its URL is. */
export function createEngine(settings: TranslateSettings): TranslationEngine | null {
  if (settings.deeplKey) return deeplEngine({ key: settings.deeplKey, timeoutMs: settings.timeoutMs, url: settings.deeplUrl });
  if (settings.url) return libreTranslateEngine({ url: settings.url, apiKey: settings.apiKey, timeoutMs: settings.timeoutMs });
  return null;
}
