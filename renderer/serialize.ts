// JSON for a `<script type="application/json">` element: no value can close the script or start a
// comment (`<`, `>`, `&` escaped), and the two line separators JavaScript once treated as line ends
// (U+2028, U+2029) are escaped too. The result is still plain JSON: JSON.parse reads it unchanged.

const UNSAFE = /[<>&\u2028\u2029]/g;

export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value ?? null);
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value for HTML (attributes are always written with double quotes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
