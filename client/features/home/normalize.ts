// The home aggregate (`GET /api/pages/home`) is put together by the gateway from several api calls;
// any part may be missing or shaped a little differently, and the page must still render.
import type { Language } from '../../../shared/core/constants.ts';
import { countryName } from '../../../shared/geo/countries.ts';
import type { ArticleTeaser } from './types.ts';
import type { EstateCardData } from '../estate/index.ts';
import type { HomeCountry } from './components/HomeView.tsx';
import type { HomeData } from './slice.ts';

const MAX_ARTICLES = 6;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `[..]` or `{values: [..]}` → the list; anything else → null */
function listOf(v: unknown): unknown[] | null {
  if (Array.isArray(v)) return v;
  if (isObject(v) && Array.isArray(v.values)) return v.values;
  return null;
}

function toCountry(v: unknown, lng: Language): HomeCountry | null {
  if (!isObject(v) || typeof v.code !== 'string') return null;
  const names = isObject(v.names) ? v.names : null;
  const name = typeof v.name === 'string' ? v.name : typeof names?.[lng] === 'string' ? (names[lng] as string) : countryName(v.code, lng);
  const raw = v.count ?? v.estates ?? 0;
  const count = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0;
  return { code: v.code, name: name || v.code, count };
}

function isCard(v: unknown): v is EstateCardData {
  return isObject(v) && typeof v.aliasId === 'string' && isObject(v.geoData) && isObject(v.title);
}

function isArticle(v: unknown): v is ArticleTeaser {
  return isObject(v) && typeof v.slug === 'string' && typeof v.title === 'string';
}

export function normalizeHomeData(body: unknown, lng: Language): HomeData {
  const b = isObject(body) ? body : {};
  const topOffers = (listOf(b.topOffers) ?? []).filter(isCard).map((e) => ({ ...e, photos: Array.isArray(e.photos) ? e.photos : [] }));
  const countries = (listOf(b.countries) ?? []).map((c) => toCountry(c, lng)).filter((c): c is HomeCountry => c !== null);
  // articles exist in Russian only; news in every language: the section shows both, newest first
  const articleList = listOf(b.articles);
  const newsList = listOf(b.news);
  const articles =
    articleList || newsList
      ? [...(articleList ?? []), ...(newsList ?? [])]
          .filter(isArticle)
          .sort((x, y) => String(y.publishedAt ?? '').localeCompare(String(x.publishedAt ?? '')))
          .slice(0, MAX_ARTICLES)
      : null;
  return { topOffers, countries, articles };
}
