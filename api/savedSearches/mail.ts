// The alert mail of a saved search, in the account's language: the new listings and the price drops
// with their prices in the search's currency, a link to the search, a link to manage the saved
// searches and a one-click unsubscribe (RFC 2369 List-Unsubscribe with RFC 8058 List-Unsubscribe-Post).
// The words are in locales/{lng}/mail.json (mail.alert, mail.greeting); the subject's count takes the
// language's plural form.
import type { Language } from '../../shared/core/constants.ts';
import { escapeHtml } from '../../shared/core/html.ts';
import { serverT, type ServerT } from '../i18n.ts';
import type { Mail } from '../integrations/mail/mailer.ts';

export interface AlertItem {
  title: string;
  /** the title is a machine translation (marked so in the mail) */
  translated?: boolean;
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

/** " (machine-translated)" after a translated title */
const translatedMark = (i: AlertItem, t: ServerT): string => (i.translated ? ` (${t('mail.alert.translated')})` : '');

function textItem(i: AlertItem, t: ServerT): string {
  return `- ${i.title}${translatedMark(i, t)}, ${i.place}: ${i.price}${i.before ? ` (${t('mail.alert.was', { price: i.before })})` : ''}\n  ${i.link}`;
}

function htmlItem(i: AlertItem, t: ServerT): string {
  return (
    `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.title)}</a>${escapeHtml(translatedMark(i, t))}, ${escapeHtml(i.place)}: ` +
    `<strong>${escapeHtml(i.price)}</strong>${i.before ? ` (${escapeHtml(t('mail.alert.was', { price: i.before }))})` : ''}</li>`
  );
}

export function alertMail(to: string, language: Language, a: AlertMailInput): Mail {
  const t = serverT(language, 'mail');
  const count = a.newItems.length + a.drops.length;
  const sections: [string, AlertItem[]][] = [
    [t('mail.alert.newHeading'), a.newItems],
    [t('mail.alert.dropHeading'), a.drops],
  ];
  const shown = sections.filter(([, items]) => items.length > 0);
  const greeting = t('mail.greeting', { name: a.name });
  const intro = t('mail.alert.intro', { search: a.search });
  const all = t('mail.alert.all');
  const manage = t('mail.alert.manage');
  const why = t('mail.alert.why');
  const unsubscribe = t('mail.alert.unsubscribe');
  const text =
    `${greeting}\n\n${intro}\n\n` +
    shown.map(([h, items]) => `${h}\n${items.map((i) => textItem(i, t)).join('\n')}`).join('\n\n') +
    `\n\n${all}: ${a.searchLink}\n${manage}: ${a.manageLink}\n\n${why}\n${unsubscribe}: ${a.unsubscribePage}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    shown.map(([h, items]) => `<h2>${escapeHtml(h)}</h2><ul>${items.map((i) => htmlItem(i, t)).join('')}</ul>`).join('') +
    `<p><a href="${escapeHtml(a.searchLink)}">${escapeHtml(all)}</a> · <a href="${escapeHtml(a.manageLink)}">${escapeHtml(manage)}</a></p>` +
    `<p><small>${escapeHtml(why)} <a href="${escapeHtml(a.unsubscribePage)}">${escapeHtml(unsubscribe)}</a></small></p>`;
  return {
    to,
    subject: t('mail.alert.subject', { count, search: a.search }).replace(/[\r\n]+/g, ' '),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${a.unsubscribePost}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
