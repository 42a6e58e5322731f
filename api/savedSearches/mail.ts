// The alert mail of a saved search, in the account's language: the new listings and the price drops
// with their prices in the search's currency, a link to the search, a link to manage the saved
// searches and a one-click unsubscribe (RFC 2369 List-Unsubscribe with RFC 8058 List-Unsubscribe-Post).
import type { Language } from '../../shared/core/constants.ts';
import type { Mail } from '../integrations/mail/mailer.ts';
import { escapeHtml } from '../integrations/mail/templates.ts';

export interface AlertItem {
  title: string;
  place: string;
  /** the price now, formatted */
  price: string;
  /** a drop: the price before, formatted */
  before?: string;
  link: string;
}

export interface AlertMailInput {
  name: string;
  search: string;
  newItems: AlertItem[];
  drops: AlertItem[];
  searchLink: string;
  manageLink: string;
  /** the confirmation page of the unsubscribe link */
  unsubscribePage: string;
  /** where a mail client posts List-Unsubscribe=One-Click */
  unsubscribePost: string;
}

interface Texts {
  subject: (search: string, n: number) => string;
  greeting: (name: string) => string;
  intro: (search: string) => string;
  newHeading: string;
  dropHeading: string;
  was: (before: string) => string;
  all: string;
  manage: string;
  unsubscribe: string;
  why: string;
}

const plural = (n: number, one: string, few: string, many: string) => {
  const m10 = n % 10;
  const m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return one;
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return few;
  return many;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: (s, n) => `${n} new for your search "${s}"`,
    greeting: (n) => `Hello ${n},`,
    intro: (s) => `here is what is new for your saved search "${s}".`,
    newHeading: 'New listings',
    dropHeading: 'Price reduced',
    was: (b) => `was ${b}`,
    all: 'See the whole search',
    manage: 'Manage your saved searches',
    unsubscribe: 'Stop these alerts',
    why: 'You receive this mail because you saved this search and asked for alerts.',
  },
  de: {
    subject: (s, n) => `${n} ${n === 1 ? 'Neuigkeit' : 'Neuigkeiten'} zu Ihrer Suche „${s}“`,
    greeting: (n) => `Hallo ${n},`,
    intro: (s) => `hier ist das Neue zu Ihrer gespeicherten Suche „${s}“.`,
    newHeading: 'Neue Angebote',
    dropHeading: 'Preis gesenkt',
    was: (b) => `vorher ${b}`,
    all: 'Die ganze Suche ansehen',
    manage: 'Gespeicherte Suchen verwalten',
    unsubscribe: 'Diese Benachrichtigungen abbestellen',
    why: 'Sie erhalten diese E-Mail, weil Sie diese Suche gespeichert und Benachrichtigungen gewünscht haben.',
  },
  ru: {
    subject: (s, n) => `${n} ${plural(n, 'новинка', 'новинки', 'новинок')} по поиску «${s}»`,
    greeting: (n) => `Здравствуйте, ${n}!`,
    intro: (s) => `Вот что появилось по вашему сохранённому поиску «${s}».`,
    newHeading: 'Новые объявления',
    dropHeading: 'Цена снижена',
    was: (b) => `было ${b}`,
    all: 'Открыть весь поиск',
    manage: 'Управлять сохранёнными поисками',
    unsubscribe: 'Отписаться от этих уведомлений',
    why: 'Вы получили это письмо, потому что сохранили этот поиск и включили уведомления.',
  },
  es: {
    subject: (s, n) => `${n} ${n === 1 ? 'novedad' : 'novedades'} para su búsqueda «${s}»`,
    greeting: (n) => `Hola, ${n}:`,
    intro: (s) => `estas son las novedades de su búsqueda guardada «${s}».`,
    newHeading: 'Anuncios nuevos',
    dropHeading: 'Precio rebajado',
    was: (b) => `antes ${b}`,
    all: 'Ver toda la búsqueda',
    manage: 'Gestionar sus búsquedas guardadas',
    unsubscribe: 'Dejar de recibir estos avisos',
    why: 'Recibe este correo porque guardó esta búsqueda y pidió avisos.',
  },
};

function textItem(i: AlertItem, t: Texts): string {
  return `- ${i.title}, ${i.place}: ${i.price}${i.before ? ` (${t.was(i.before)})` : ''}\n  ${i.link}`;
}

function htmlItem(i: AlertItem, t: Texts): string {
  return (
    `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.title)}</a>, ${escapeHtml(i.place)}: ` +
    `<strong>${escapeHtml(i.price)}</strong>${i.before ? ` (${escapeHtml(t.was(i.before))})` : ''}</li>`
  );
}

export function alertMail(to: string, language: Language, a: AlertMailInput): Mail {
  const t = TEXTS[language] ?? TEXTS.en;
  const count = a.newItems.length + a.drops.length;
  const sections: [string, AlertItem[]][] = [
    [t.newHeading, a.newItems],
    [t.dropHeading, a.drops],
  ];
  const shown = sections.filter(([, items]) => items.length > 0);
  const text =
    `${t.greeting(a.name)}\n\n${t.intro(a.search)}\n\n` +
    shown.map(([h, items]) => `${h}\n${items.map((i) => textItem(i, t)).join('\n')}`).join('\n\n') +
    `\n\n${t.all}: ${a.searchLink}\n${t.manage}: ${a.manageLink}\n\n${t.why}\n${t.unsubscribe}: ${a.unsubscribePage}\n`;
  const html =
    `<p>${escapeHtml(t.greeting(a.name))}</p><p>${escapeHtml(t.intro(a.search))}</p>` +
    shown.map(([h, items]) => `<h2>${escapeHtml(h)}</h2><ul>${items.map((i) => htmlItem(i, t)).join('')}</ul>`).join('') +
    `<p><a href="${escapeHtml(a.searchLink)}">${escapeHtml(t.all)}</a> · <a href="${escapeHtml(a.manageLink)}">${escapeHtml(t.manage)}</a></p>` +
    `<p><small>${escapeHtml(t.why)} <a href="${escapeHtml(a.unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a></small></p>`;
  return {
    to,
    subject: t.subject(a.search, count).replace(/[\r\n]+/g, ' '),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${a.unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
