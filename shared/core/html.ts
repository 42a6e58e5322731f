// The one HTML escaper: text or an attribute value (attributes written with double or single
// quotes) for HTML. Used by the gateway's error pages, the renderer's document, the client's map
// attribution and estate descriptions, and the api's mails.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_UNSAFE = /[&<>"']/;
const HTML_UNSAFE_ALL = /[&<>"']/g;
const escapeChar = (c: string) => HTML_ESCAPES[c];

/** `a < b & "c"` → `a &lt; b &amp; &quot;c&quot;`; escapes & < > " ' and nothing else. */
export function escapeHtml(text: string): string {
  // most texts (URLs, titles) have nothing to escape: no copy then
  return HTML_UNSAFE.test(text) ? text.replace(HTML_UNSAFE_ALL, escapeChar) : text;
}
