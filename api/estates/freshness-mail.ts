// The two mails of listing freshness, in the owner's language (locales/{lng}/mail.json, mail.freshness):
// "Is it still available?" with the two one-click links, and "archived" with how to republish.
import type { Language } from '../../shared/core/constants.ts';
import { escapeHtml } from '../../shared/core/html.ts';
import { formatDay } from '../billing/mails.ts';
import { serverT } from '../i18n.ts';
import type { Mail } from '../integrations/mail/mailer.ts';

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

export interface AskInput {
  name: string;
  title: string;
  listing: string;
  confirmLink: string;
  archiveLink: string;
  expires: Date;
}

export function freshnessAskMail(to: string, lng: Language, a: AskInput): Mail {
  const t = serverT(lng, 'mail');
  const greeting = t('mail.greeting', { name: a.name });
  const intro = t('mail.freshness.askIntro', { title: a.title });
  const yes = t('mail.freshness.stillAvailable');
  const no = t('mail.freshness.soldOrLet');
  const deadline = t('mail.freshness.askDeadline', { date: formatDay(a.expires, lng) });
  const text = `${greeting}\n\n${intro}\n${a.listing}\n\n${yes}: ${a.confirmLink}\n${no}: ${a.archiveLink}\n\n${deadline}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}<br><a href="${escapeHtml(a.listing)}">${escapeHtml(a.title)}</a></p>` +
    `<p><a href="${escapeHtml(a.confirmLink)}"><strong>${escapeHtml(yes)}</strong></a> · <a href="${escapeHtml(a.archiveLink)}">${escapeHtml(no)}</a></p>` +
    `<p>${escapeHtml(deadline)}</p>`;
  return { to, subject: oneLine(t('mail.freshness.askSubject', { title: a.title })), text, html };
}

export interface ArchivedInput {
  name: string;
  title: string;
  myEstates: string;
}

export function freshnessArchivedMail(to: string, lng: Language, a: ArchivedInput): Mail {
  const t = serverT(lng, 'mail');
  const greeting = t('mail.greeting', { name: a.name });
  const body = t('mail.freshness.archivedBody', { title: a.title });
  const how = t('mail.freshness.republish');
  const text = `${greeting}\n\n${body}\n\n${how}\n${a.myEstates}\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(a.myEstates)}">${escapeHtml(how)}</a></p>`;
  return { to, subject: oneLine(t('mail.freshness.archivedSubject', { title: a.title })), text, html };
}
