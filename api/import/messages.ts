// The import's problems and failures in the user's language. Readers and the engine store a stable
// code, the field and an English message with the offending value; answers carry the text of the
// code in the caller's language, followed by that detail (values are the feed's own, never translated).
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import type { ImportProblem } from '../../shared/contract/import.ts';
import { serverHas, serverT } from '../i18n.ts';

// The texts are in locales/{lng}/importMessages.json: importMessages.problems.<CODE> and
// importMessages.failures.<CODE> (api/i18n.ts). A code is an upper-case name; anything else has no text.
const CODE = /^[A-Z][A-Z0-9_]*$/;

function textOf(kind: 'problems' | 'failures', code: string, lng: Language): string | undefined {
  if (!CODE.test(code)) return undefined;
  const key = `importMessages.${kind}.${code}`;
  return serverHas(lng, 'importMessages', key) ? serverT(lng, 'importMessages')(key) : undefined;
}

export function languageOf(l: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(l ?? '') ? (l as Language) : 'en';
}

/** A stored problem with its message in `lng`: the code's text, then the reader's detail. */
export function localizeProblem(p: ImportProblem, lng: Language): ImportProblem {
  const text = textOf('problems', p.code, lng);
  if (!text) return p;
  return { ...p, message: p.message && lng !== 'en' ? `${text} (${p.message})` : p.message ? `${text}: ${p.message}` : text };
}

export function localizeFailure(code: string | null, english: string | null, lng: Language): string | null {
  if (!code && !english) return null;
  return (code && textOf('failures', code, lng)) ?? english;
}
