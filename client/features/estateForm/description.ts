// Descriptions are stored as sanitized HTML (the api cleans them); the form edits plain text. Text
// goes out as paragraphs (blank lines) and line breaks, every character escaped; HTML comes back
// as text with its paragraphs, breaks and list items, tags dropped and entities decoded.
import { escapeHtml } from '../../../shared/core/html.ts';

/** 'A & B\n\nNext' → '<p>A &amp; B</p><p>Next</p>'; '' for blank text. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(
      (p) =>
        `<p>${p
          .split('\n')
          .map((line) => escapeHtml(line.trim()))
          .join('<br>')}</p>`,
    )
    .join('');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** '<p>A &amp; B</p><ul><li>x</li></ul>' → 'A & B\n\n• x'. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/\r\n?/g, '\n')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
