// Per-request context the gateway resolves from the request alone: language, currency, domain.
//
// Language (docs/architecture.md "A first page load", step 4), first match wins:
//   1. the `lng` query parameter, 2. the `lng` cookie, 3. the host's top-level domain when it is
//   .de or .ru, 4. Accept-Language (by q-value, primary subtag), 5. en.
// Decision: a .com host (or any other TLD) does not force English; it falls through to
// Accept-Language, so a Spanish browser on the .com site gets Spanish, and English remains the final
// fallback. Only the localized domains .de and .ru pin their language.
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES } from '../shared/core/constants.ts';
import type { Currency, Language } from '../shared/core/constants.ts';

export const LANGUAGE_COOKIE = 'lng';
export const CURRENCY_COOKIE = 'currency';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

export function isCurrency(v: unknown): v is Currency {
  return typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);
}

/** The host name without port, lower-cased; '' for an absent or malformed Host. */
export function hostName(host: string | undefined): string {
  if (!host) return '';
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d*$/, '');
}

/** The top-level domain of the Host header: com, ru or de; anything else (localhost, IPs) is com. */
export function domainOf(host: string | undefined): 'com' | 'ru' | 'de' {
  const name = hostName(host).replace(/\.$/, '');
  const tld = name.slice(name.lastIndexOf('.') + 1);
  return tld === 'ru' || tld === 'de' ? tld : 'com';
}

/** Languages of an Accept-Language header in preference order (q=0 dropped), primary subtags only. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header || header.length > 1000) return [];
  const items: { tag: string; q: number; i: number }[] = [];
  header.split(',').forEach((part, i) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase().split('-')[0];
    if (!/^[a-z]{1,8}$/.test(tag)) return;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (q > 0) items.push({ tag, q, i });
  });
  items.sort((a, b) => b.q - a.q || a.i - b.i);
  return items.map((x) => x.tag);
}

export interface LanguageInputs {
  query?: unknown;
  cookie?: string;
  host?: string;
  acceptLanguage?: string;
}

export function resolveLanguage(inputs: LanguageInputs): Language {
  if (isLanguage(inputs.query)) return inputs.query;
  if (isLanguage(inputs.cookie)) return inputs.cookie;
  const domain = domainOf(inputs.host);
  if (domain === 'de' || domain === 'ru') return domain;
  for (const tag of parseAcceptLanguage(inputs.acceptLanguage)) if (isLanguage(tag)) return tag;
  return DEFAULT_LANGUAGE;
}

export function resolveCurrency(cookie: string | undefined): Currency {
  return isCurrency(cookie) ? cookie : DEFAULT_CURRENCY;
}
