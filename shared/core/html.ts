// Text made safe to place in HTML, as element content or as a quoted attribute value.

/** Escapes & < > " ' (the five characters that can end a text or an attribute value). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
