// The document head of a page (docs/architecture.md "Search engines and link previews"): the absolute
// canonical URL and hreflang alternates, a description and image from the page's own content, robots
// rules, Open Graph and Twitter card tags with an absolute 1200×630 image, and schema.org JSON-LD.
// Each screen says what is its own through its manifest (`head`, `canonical`, `noindex`); this
// assembles the rest the same way for every page. The renderer writes the tags.
import type { TFunction } from 'i18next';
import { DEFAULT_PAGE, LANGUAGES, type Language } from '../../shared/core/constants.ts';
import { absolute, clip, DEFAULT_OG_IMAGE_PATH, OG_IMAGE, withLanguage, type HeadFacts } from '../lib/head.ts';
import { BRAND_NAME } from '../lib/operator.ts';
import type { RootState } from '../store/state.ts';
import type { PageResolution } from './resolve.ts';
import { SCREENS } from './screens.ts';

const OG_LOCALES: Record<Language, string> = { ru: 'ru_RU', en: 'en_US', de: 'de_DE', es: 'es_ES' };

/** Query keys that never change what a page shows (campaign tracking, click ids; the language and currency are the visitor's). */
const NOISE = /^(?:utm_.*|gclid|fbclid|yclid|msclkid|mc_cid|mc_eid|_ga|ref|lng|currency)$/i;

export interface HeadFields {
  title: string;
  description: string;
  /** absent on the 404 page */
  canonical?: string;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  /** `<meta property|name content>` pairs: Open Graph and Twitter */
  meta: { key: 'property' | 'name'; name: string; content: string }[];
  /** schema.org objects, one `<script type="application/ld+json">` each */
  jsonLd: Record<string, unknown>[];
}

export interface SeoInput {
  page: PageResolution;
  state: RootState;
  status: number;
  language: Language;
  pathname: string;
  search: string;
  /** the public origin (https://example.com); root-relative links when absent */
  origin?: string;
  t: TFunction;
  /** the page's unique title as the document shows it (client/app/title.ts) */
  title: string;
}

function cleanQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (NOISE.test(key)) params.delete(key);
  if (params.get('page') === String(DEFAULT_PAGE)) params.delete('page');
  params.sort();
  return params.toString();
}

/** The canonical path and query of a page, without the language (`lng`) and tracking noise. */
export function cleanPath(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const q = cleanQuery(search);
  return `${path}${q ? `?${q}` : ''}`;
}

/** Everything the head says about a page for search engines and link previews. */
export function pageHead(input: SeoInput): HeadFields {
  const { page, status, language, origin, t } = input;
  if (status === 404 || page.kind !== 'screen' || page.screen === 'notFound') {
    return { title: input.title, description: t('meta.description'), alternates: [], noindex: true, meta: [], jsonLd: [] };
  }
  const screen = SCREENS[page.screen];
  const path = screen.canonical ? screen.canonical(page.match, input.pathname, input.search) : cleanPath(input.pathname, input.search);
  const canonical = absolute(origin, withLanguage(path, language));
  const f: HeadFacts = screen.head?.({ ...input, match: page.match, canonicalUrl: canonical }) ?? {};
  const ogType = f.ogType ?? 'website';
  const noindex = status !== 200 || page.match.route.guard?.private === true || screen.noindex === true || f.noindex === true;
  const description = clip(f.description || t('meta.description'));
  const image = absolute(origin, f.image ?? DEFAULT_OG_IMAGE_PATH);
  const meta: HeadFields['meta'] = [
    { key: 'property', name: 'og:type', content: ogType },
    { key: 'property', name: 'og:site_name', content: BRAND_NAME },
    { key: 'property', name: 'og:title', content: input.title },
    { key: 'property', name: 'og:description', content: description },
    { key: 'property', name: 'og:url', content: canonical },
    { key: 'property', name: 'og:locale', content: OG_LOCALES[language] },
    ...LANGUAGES.filter((l) => l !== language).map((l) => ({ key: 'property' as const, name: 'og:locale:alternate', content: OG_LOCALES[l] })),
    { key: 'property', name: 'og:image', content: image },
    { key: 'property', name: 'og:image:width', content: String(OG_IMAGE.width) },
    { key: 'property', name: 'og:image:height', content: String(OG_IMAGE.height) },
    { key: 'property', name: 'og:image:alt', content: input.title },
    { key: 'name', name: 'twitter:card', content: 'summary_large_image' },
    { key: 'name', name: 'twitter:title', content: input.title },
    { key: 'name', name: 'twitter:description', content: description },
    { key: 'name', name: 'twitter:image', content: image },
  ];
  return {
    title: input.title,
    description,
    canonical,
    alternates: [
      ...LANGUAGES.map((lng) => ({ hreflang: lng, href: absolute(origin, withLanguage(path, lng)) })),
      { hreflang: 'x-default', href: absolute(origin, path) },
    ],
    noindex,
    meta,
    jsonLd: noindex ? [] : (f.jsonLd ?? []),
  };
}
