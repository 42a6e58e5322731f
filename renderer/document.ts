// The HTML document around the server-rendered markup (docs/architecture.md "A first page load", step 7).
import type { Language } from '../shared/core/constants.ts';
import { DEFERRED_CSS_ATTRIBUTE, PRELOADED_ELEMENT_ID } from '../client/server.tsx';
import { escapeHtml } from '../shared/core/html.ts';
import { serializeForScript } from './serialize.ts';

/** The site icon inline (the logo's house mark), so browsers do not ask for /favicon.ico. */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#b3261e"/>' +
    '<path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z" fill="#fff"/></svg>',
)}`;

export interface DocumentParts {
  language: Language;
  title: string;
  description: string;
  /** absolute, or root-relative when the origin is unknown; absent on the 404 page */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  css: string[];
  /** a stylesheet the page does not need for its first paint: loaded with media="print", switched on by the app */
  deferredCss?: string;
  entry: string;
  modulePreloads: string[];
  markup: string;
  preloaded: unknown;
  /** the analytics loader script, when an analytics id is configured */
  analyticsScript?: string;
  /** further head markup, already escaped: link-preview tags and JSON-LD (renderer/seo.ts) */
  extraHead?: string;
}

export function renderDocument(p: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<link rel="icon" href="${escapeHtml(ICON)}">`,
    `<meta name="description" content="${escapeHtml(p.description)}">`,
    p.noindex ? '<meta name="robots" content="noindex">' : '',
    p.canonical ? `<link rel="canonical" href="${escapeHtml(p.canonical)}">` : '',
    ...p.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`),
    p.extraHead ?? '',
    // the page's modules first: their requests start before the stylesheet's, which holds the paint
    ...p.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...p.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // fetched at low priority without blocking rendering; client/entry.tsx sets media="all" (the CSP
    // allows no inline onload handler)
    p.deferredCss ? `<link rel="stylesheet" href="${escapeHtml(p.deferredCss)}" media="print" ${DEFERRED_CSS_ATTRIBUTE}>` : '',
    p.analyticsScript ? `<script async src="${escapeHtml(p.analyticsScript)}"></script>` : '',
  ]
    .filter(Boolean)
    .join('');
  const scripts = [
    `<script type="application/json" id="${PRELOADED_ELEMENT_ID}">${serializeForScript(p.preloaded)}</script>`,
    p.entry ? `<script type="module" src="${escapeHtml(p.entry)}"></script>` : '',
  ].join('');
  return `<!doctype html><html lang="${escapeHtml(p.language)}"><head>${head}</head><body><div id="root">${p.markup}</div>${scripts}</body></html>`;
}
