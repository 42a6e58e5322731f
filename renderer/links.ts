// Canonical and alternate-language links of a page. The language of a URL is chosen by its `lng`
// query (the gateway reads it first), so each language version is the path with `lng=<code>`; the
// canonical link is the current language's version and x-default the path without `lng`.
import { LANGUAGES, type Language } from '../shared/constants.ts';

export interface PageLinks {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

export function pageLinks(pathname: string, search: string, language: Language, origin = ''): PageLinks {
  const base = origin.replace(/\/+$/, '');
  const params = new URLSearchParams(search);
  params.delete('lng');
  const withLng = (lng: Language | null) => {
    const p = new URLSearchParams(params);
    if (lng) p.set('lng', lng);
    const q = p.toString();
    return `${base}${pathname}${q ? `?${q}` : ''}`;
  };
  return {
    canonical: withLng(language),
    alternates: [...LANGUAGES.map((lng) => ({ hreflang: lng, href: withLng(lng) })), { hreflang: 'x-default', href: withLng(null) }],
  };
}
