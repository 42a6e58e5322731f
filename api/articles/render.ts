// The one rendering of operator-written bodies (issue 23, item 6), used by the admin api when an
// article, a legal page or a country guide is saved and by the editor's preview: Markdown through
// markdown-it with raw HTML off (HTML in it is shown as text), or an HTML body, then sanitize-html
// with an allow-list. No script, no event handler, no style; links only http, https and mailto,
// external ones with rel="nofollow noopener"; images are not allowed (media come with the article).
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { ContentFormat } from '../../shared/core/constants.ts';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const CONTENT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'address',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // the page has one h1, its title: a heading in the body starts at h2
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      const { title } = attribs;
      return {
        tagName,
        attribs: { ...(href ? { href } : {}), ...(title ? { title } : {}), ...(external ? { rel: 'nofollow noopener' } : {}) },
      };
    },
  },
};

/** A body as the public page shows it: sanitized HTML. */
export function renderContent(source: string, format: ContentFormat = 'markdown'): string {
  const html = format === 'html' ? source : markdown.render(source);
  return sanitizeHtml(html, CONTENT).trim();
}

/** A plain-text teaser from a body: its first paragraph's text, at most `max` characters. */
export function teaserOf(html: string, max = 300): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
