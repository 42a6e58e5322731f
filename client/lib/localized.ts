import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/core/constants.ts';
import type { LocalizedText } from '../../shared/contract/common.ts';

export interface PickedText {
  text: string;
  /** the language the text is written in */
  lang: Language;
  /** true when the text is not in the wanted language */
  isFallback: boolean;
}

/**
 * A text in the wanted language, else in English, else in the first language that has one. Null
 * when no language has a non-empty text.
 */
export function pickLocalized(texts: LocalizedText | null | undefined, wanted: Language): PickedText | null {
  if (!texts) return null;
  const order = [wanted, FALLBACK_LANGUAGE, ...LANGUAGES];
  for (const lng of order) {
    const text = texts[lng];
    if (typeof text === 'string' && text.trim() !== '') return { text, lang: lng, isFallback: lng !== wanted };
  }
  return null;
}
