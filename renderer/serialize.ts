// JSON for a `<script type="application/json">` element: no value can close the script or start a
// comment (`<`, `>`, `&` escaped), and the two line separators JavaScript once treated as line ends
// (U+2028, U+2029) are escaped too. The result is still plain JSON: JSON.parse reads it unchanged.

const UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const escapeScriptChar = (c: string) => SCRIPT_ESCAPES[c];

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, escapeScriptChar);
}
