// What a page's head says to search engines and link previews, as each screen declares it
// (`head` in its feature's manifest), and the helpers those declarations share: plain text and
// clipped descriptions, absolute URLs, preview images, breadcrumbs. client/app/head.ts assembles the
// canonical URL, alternates, robots and the Open Graph and Twitter tags from them.
import type { TFunction } from 'i18next';
import type { Language } from '../../shared/core/constants.ts';
import type { RouteMatch } from '../../shared/routing/routes.ts';
import { buildSearchUrl, parseSearchQuery, type SearchState } from '../../shared/search/search-query.ts';
import type { RootState } from '../store/state.ts';

/** The size link previews ask for; the api derives it from a stored photo (`/media/og/<key>`). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
/** The site's own preview image (gateway/plugins/seo.ts draws it). */
export const DEFAULT_OG_IMAGE_PATH = '/og-image.png';
/** Longest meta description written; search engines show about this much. */
export const DESCRIPTION_MAX = 160;
/** A search with more filters than this (or any sort) is not indexed: it canonicalizes to nothing useful. */
export const MAX_INDEXED_FACETS = 2;

/** What a screen's `head` reads. */
export interface HeadContext {
  state: RootState;
  match: RouteMatch;
  language: Language;
  pathname: string;
  search: string;
  /** the public origin (https://example.com); root-relative links when absent */
  origin?: string;
  t: TFunction;
  /** the page's title as the document shows it */
  title: string;
  /** the page's absolute canonical URL */
  canonicalUrl: string;
}

/** What a screen says of itself in the head; anything left out takes the site's default. */
export interface HeadFacts {
  description?: string | null;
  /** a root-relative or absolute preview image */
  image?: string | null;
  jsonLd?: Record<string, unknown>[];
  ogType?: string;
  /** an extra noindex reason of the page itself */
  noindex?: boolean;
}

/** Plain text from sanitized HTML or free text: tags dropped, entities of the common kind decoded, spaces folded. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/h[1-6]>/gi, '. ')
    .replace(/<\/?(?:p|div|br|li|ul|ol|tr|td|th|table|section|blockquote|h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/^[.\s]+/, '')
    .trim();
}

/** At most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The filters of a search that count as facets: a range (`_gte`/`_lte`) counts once; page, currency and order do not. */
export function facetCount(state: SearchState): number {
  const keys = new Set<string>();
  for (const key of Object.keys(state)) {
    if (key === 'page' || key === 'currency' || key === 'orderBy') continue;
    keys.add(key.replace(/_(?:gte|lte)$/, ''));
  }
  return keys.size;
}

/** The stable form of a search URL: its filters in canonical order, without currency; page 1 is the bare URL. */
export function canonicalSearchPath(_pathname: string, search: string, countryCode: string | null): string {
  const state = parseSearchQuery(search);
  const { currency: _currency, ...rest } = state;
  return buildSearchUrl({ ...rest }, countryCode);
}

/** The path with `lng` set, or without it (x-default). */
export function withLanguage(path: string, lng: Language | null): string {
  if (!lng) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
}

export function absolute(origin: string | undefined, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${(origin ?? '').replace(/\/+$/, '')}${path}`;
}

/** The preview image of a photo URL (`/media/<key>` → `/media/og/<key>`), or null for anything else. */
export function ogImagePath(photoUrl: string | undefined | null): string | null {
  if (!photoUrl || !photoUrl.startsWith('/media/') || photoUrl.startsWith('/media/og/')) return null;
  return `/media/og/${photoUrl.slice('/media/'.length)}`;
}

export function firstPhoto(estates: readonly { photos: readonly { url: string }[] }[] | null | undefined): string | null {
  for (const e of estates ?? []) {
    const url = ogImagePath(e.photos[0]?.url);
    if (url) return url;
  }
  return null;
}

export function breadcrumbs(origin: string | undefined, language: Language, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(origin, withLanguage(item.path, language)),
    })),
  };
}
