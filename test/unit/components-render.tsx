// Renders presentational components the way the server does (renderToString) inside an i18next
// instance holding the real locale files and a MemoryRouter; plus small readers of the HTML.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../shared/core/constants.ts';
import { allTranslations } from '../helpers/locales.ts';

const resources = Object.fromEntries(LANGUAGES.map((lng) => [lng, { app: allTranslations(lng) }]));

const instances = new Map<Language, I18n>();

/** An i18next instance in `lng` over the real translations (fallback en, namespace app). */
export function i18nFor(lng: Language): I18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: 'en',
      defaultNS: 'app',
      ns: ['app'],
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    } as Parameters<I18n['init']>[0]);
    instances.set(lng, instance);
  }
  return instance;
}

export function render(element: ReactElement, lng: Language = 'en', url = '/'): string {
  return renderToString(
    <I18nextProvider i18n={i18nFor(lng)}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}

/** The translation of a key, to compare rendered text with the locale files. */
export function tr(lng: Language, key: string, options?: Record<string, unknown>): string {
  return i18nFor(lng).t(key, options) as string;
}

const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** The visible text of an HTML fragment (tags dropped, entities decoded, spaces collapsed). */
export function textOf(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every link target in the HTML, in order. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => decode(m[1]!));
}

/** The outer HTML of the first element with the class, by matching its closing tag depth. */
export function elementWithClass(html: string, className: string): string | null {
  const open = new RegExp(`<([a-z0-9]+)\\b[^>]*\\sclass="(?:[^"]*\\s)?${className}(?:\\s[^"]*)?"[^>]*>`, 'i').exec(html);
  if (!open) return null;
  const tag = open[1]!;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  re.lastIndex = open.index;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(open.index, m.index + m[0].length);
  }
  return html.slice(open.index);
}
