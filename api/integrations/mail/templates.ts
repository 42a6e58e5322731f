// The mails the api sends, in the addressee's language. Their words are in locales/{lng}/mail.json
// (section "mail"), read through api/i18n.ts with the plural rules of the pages; this file only lays
// them out as text and as HTML, where every text and value is escaped. test/unit/mail-texts.test.ts
// holds each mail, in every language and variant, to the text it had before the words moved there.
import { LANGUAGES, type Language } from '../../../shared/core/constants.ts';
import { escapeHtml } from '../../../shared/core/html.ts';
import { serverT, type ServerT } from '../../i18n.ts';
import type { Mail } from './mailer.ts';

const mailT = (lng: Language): ServerT => serverT(lng, 'mail');

/** A subject is one header line: line breaks a value brought become spaces. */
const oneLine = (subject: string): string => subject.replace(/[\r\n]+/g, ' ');

export function passwordResetMail(to: string, language: Language, name: string, link: string): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name });
  const body = t('mail.reset.body');
  const action = t('mail.reset.action');
  const ignore = t('mail.reset.ignore');
  const text = `${greeting}\n\n${body}\n\n${link}\n\n${ignore}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(ignore)}</p>`;
  return { to, subject: t('mail.reset.subject'), text, html };
}

/** A mail of a greeting, one paragraph, an action link and a closing line (section `mail.<key>`). */
function noticeMail(key: 'signUpAttempt' | 'signInFailures', to: string, language: Language, name: string, link: string): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name });
  const body = t(`mail.${key}.body`);
  const action = t(`mail.${key}.action`);
  const ignore = t(`mail.${key}.ignore`);
  const text = `${greeting}\n\n${body}\n\n${link}\n\n${ignore}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(ignore)}</p>`;
  return { to, subject: oneLine(t(`mail.${key}.subject`)), text, html };
}

/** To the owner of an address someone tried to sign up with (the sign-up answered as for a new address). */
export function signUpAttemptMail(to: string, language: Language, name: string, link: string): Mail {
  return noticeMail('signUpAttempt', to, language, name, link);
}

/** To the owner of an account after repeated failed sign-ins (api/auth/lockout.ts alertAfter). */
export function signInFailuresMail(to: string, language: Language, name: string, link: string): Mail {
  return noticeMail('signInFailures', to, language, name, link);
}

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
}

/**
 * A contact-form request as the operator receives it (reply goes straight to the sender). Written for
 * the site's operator, not a visitor: its few labels stay English, whatever the sender's language.
 */
export function contactMail(to: string, c: ContactMailInput): Mail {
  const text = `From: ${c.name} <${c.email}> (${c.language})\nSubject: ${c.subject}\n\n${c.message}\n`;
  const html =
    `<p>From: ${escapeHtml(c.name)} &lt;${escapeHtml(c.email)}&gt; (${escapeHtml(c.language)})</p>` +
    `<p>Subject: ${escapeHtml(c.subject)}</p><pre style="white-space:pre-wrap">${escapeHtml(c.message)}</pre>`;
  return { to, subject: oneLine(`[Contact] ${c.subject}`), text, html, replyTo: c.email };
}

// ---- billing -----------------------------------------------------------------------------------
// The texts below take values already formatted for the mail's language (amounts, dates, names).

/** A paid order as its receipt shows it. */
export interface ReceiptInput {
  name: string;
  /** what was bought, e.g. "Basic plan, 1 month" or 'Top offer for 14 days: "Sunny flat"' */
  item: string;
  /** the amount in the order's currency, e.g. "9,90 €" */
  amount: string;
  orderId: string;
  /** the day it was paid */
  date: string;
  /** true when a saved card paid it without the user (a renewal) */
  renewal: boolean;
  /** the order's status page */
  link: string;
}

/** The receipt of a paid order. */
export function receiptMail(to: string, language: Language, r: ReceiptInput): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name: r.name });
  const rows: [string, string][] = [
    [t('mail.receipt.item'), r.item],
    [t('mail.receipt.amount'), r.amount],
    [t('mail.receipt.order'), r.orderId],
    [t('mail.receipt.date'), r.date],
  ];
  const intro = r.renewal ? t('mail.receipt.renewalThanks') : t('mail.receipt.thanks');
  const paidBy = t('mail.receipt.paidBy');
  const action = t('mail.receipt.action');
  const keep = t('mail.receipt.keep');
  const text = `${greeting}\n\n${intro}\n\n` + rows.map(([k, v]) => `${k}: ${v}`).join('\n') + `\n${paidBy}\n\n${action}: ${r.link}\n\n${keep}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><table>` +
    rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    `</table><p>${escapeHtml(paidBy)}</p><p><a href="${escapeHtml(r.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(keep)}</p>`;
  return { to, subject: oneLine(t('mail.receipt.subject', { item: r.item })), text, html };
}

interface ItemWords {
  /** "Basic plan, 1 month": a plan and its period (none for a plan without one) */
  plan: (name: string, period: 'month' | 'year' | null) => string;
  /** "Top offer for 14 days: "Sunny flat"": the days in the language's plural, the title when there is one */
  topOffer: (days: number, title: string) => string;
}

function itemWords(lng: Language): ItemWords {
  return {
    plan: (name, period) => {
      const t = mailT(lng);
      return t(period === 'month' ? 'mail.items.planMonth' : period === 'year' ? 'mail.items.planYear' : 'mail.items.plan', { name });
    },
    topOffer: (days, title) => {
      const t = mailT(lng);
      return title ? t('mail.items.topOfferTitled', { count: days, title }) : t('mail.items.topOffer', { count: days });
    },
  };
}

/** The words of the items a receipt names. */
export const ITEM_WORDS: Readonly<Record<Language, ItemWords>> = Object.fromEntries(LANGUAGES.map((lng) => [lng, itemWords(lng)])) as Record<
  Language,
  ItemWords
>;

/** A subscription whose period ends soon. */
export interface RenewalReminderInput {
  name: string;
  plan: string;
  /** the day the period ends */
  date: string;
  /** the renewal's price when it renews; absent when the subscription ends */
  amount?: string;
  /** how an ending subscription is kept: switching its renewal on (a card is saved) or buying it again */
  keep?: 'switch-on' | 'buy-again';
  /** where the user changes plan or pays by another card */
  link: string;
}

/** Mailed once, some days before a paid period ends: it renews (with the price) or it ends. */
export function renewalReminderMail(to: string, language: Language, r: RenewalReminderInput): Mail {
  const t = mailT(language);
  const values = { plan: r.plan, date: r.date, amount: r.amount ?? '' };
  const subject = r.amount ? t('mail.reminder.subjectRenews', values) : t('mail.reminder.subjectEnds', values);
  const body = r.amount ? t('mail.reminder.renews', values) : t('mail.reminder.ends', values);
  const how = r.amount ? t('mail.reminder.renewsHow') : r.keep === 'switch-on' ? t('mail.reminder.endsHow') : t('mail.reminder.buyAgain');
  const greeting = t('mail.greeting', { name: r.name });
  const action = t('mail.reminder.action');
  const text = `${greeting}\n\n${body}\n\n${how}\n\n${action}: ${r.link}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(how)}</p>` +
    `<p><a href="${escapeHtml(r.link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject: oneLine(subject), text, html };
}

/** A renewal charge that failed. */
export interface RenewalFailedInput {
  name: string;
  plan: string;
  amount: string;
  /** the last day the plan keeps working without a payment */
  graceEnds: string;
  /** where the user pays by another card (the plan page) */
  link: string;
}

/** Mailed when a renewal charge fails: the plan works on through the grace period; another card keeps it. */
export function renewalFailedMail(to: string, language: Language, r: RenewalFailedInput): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name: r.name });
  const body = t('mail.failed.body', { plan: r.plan, amount: r.amount });
  const grace = t('mail.failed.grace', { date: r.graceEnds });
  const action = t('mail.failed.action');
  const text = `${greeting}\n\n${body}\n\n${grace}\n\n${action}: ${r.link}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(grace)}</p>` +
    `<p><a href="${escapeHtml(r.link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject: oneLine(t('mail.failed.subject', { plan: r.plan })), text, html };
}

export interface RefundInput {
  name: string;
  /** what the order bought, in words (a plan, a top offer) */
  item: string;
  amount: string;
  orderId: string;
  /** a plan order: the plan has ended and the free plan is back */
  planEnded: boolean;
  /** listings archived because the free plan allows fewer */
  archived: number;
  /** the plan page (a plan) or the user's listings (a top offer) */
  link: string;
}

/** Mailed when an order is refunded in full (issue 23, item 7). */
export function refundMail(to: string, language: Language, r: RefundInput): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name: r.name });
  const body = t('mail.refund.body', { item: r.item, amount: r.amount, orderId: r.orderId });
  const paras = [body];
  if (r.planEnded) paras.push(t('mail.refund.planEnded'));
  if (r.archived > 0) paras.push(t('mail.refund.archived', { count: r.archived }));
  const action = t(r.planEnded ? 'mail.refund.actionPlan' : 'mail.refund.actionEstates');
  const text = `${greeting}\n\n${paras.join('\n\n')}\n\n${action}: ${r.link}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p>${paras.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}` +
    `<p><a href="${escapeHtml(r.link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject: oneLine(t('mail.refund.subject', { item: r.item })), text, html };
}

/** The confirmation of an erased account, to the address it had (issue 22). */
export function accountDeletedMail(to: string, language: Language, name: string): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name });
  const body = t('mail.accountDeleted.body');
  const kept = t('mail.accountDeleted.kept');
  const text = `${greeting}\n\n${body}\n\n${kept}\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(kept)}</p>`;
  return { to, subject: oneLine(t('mail.accountDeleted.subject')), text, html };
}

export interface ModerationMailInput {
  name: string;
  /** unpublished: an operator took a public listing down; rejected: it was refused before it went public */
  kind: 'unpublished' | 'rejected';
  /** the listing's title in the owner's language (or any it has) */
  title: string;
  /** the operator's reason, as written */
  reason: string;
  /** the owner's list of listings, where they edit it and so ask for another review */
  link: string;
}

/** To a listing's owner when an operator unpublishes or rejects it (issue 23, item 4), with the reason. */
export function moderationMail(to: string, language: Language, m: ModerationMailInput): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name: m.name });
  const body = t(`mail.moderation.${m.kind}.body`, { title: m.title });
  const reason = t('mail.moderation.reason', { reason: m.reason });
  const next = t('mail.moderation.next');
  const action = t('mail.moderation.action');
  const text = `${greeting}\n\n${body}\n\n${reason}\n\n${next}\n\n${m.link}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(reason)}</p><p>${escapeHtml(next)}</p>` +
    `<p><a href="${escapeHtml(m.link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject: oneLine(t(`mail.moderation.${m.kind}.subject`, { title: m.title })), text, html };
}

/** An enquiry about a listing (issue 24, api/leads), as its lister receives it. */
export interface LeadMailInput {
  /** the lister's first name */
  name: string;
  /** the listing's title in the lister's language (or any it has) */
  title: string;
  from: { name: string; email: string; phone: string | null };
  message: string;
  /** the lister's enquiries screen, filtered to the listing */
  link: string;
}

/** Mailed to a lister at once when someone enquires about their listing; a reply goes to the sender. */
export function leadMail(to: string, language: Language, l: LeadMailInput): Mail {
  const t = mailT(language);
  const greeting = t('mail.greeting', { name: l.name });
  const intro = t('mail.lead.intro', { title: l.title });
  const rows: [string, string][] = [
    [t('mail.lead.from'), `${l.from.name} <${l.from.email}>`],
    ...(l.from.phone ? [[t('mail.lead.phone'), l.from.phone] as [string, string]] : []),
  ];
  const reply = t('mail.lead.reply', { name: l.from.name });
  const action = t('mail.lead.action');
  const text =
    `${greeting}\n\n${intro}\n\n` + rows.map(([k, v]) => `${k}: ${v}`).join('\n') + `\n\n${l.message}\n\n${reply}\n\n${action}: ${l.link}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><table>` +
    rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('') +
    `</table><pre style="white-space:pre-wrap">${escapeHtml(l.message)}</pre><p>${escapeHtml(reply)}</p>` +
    `<p><a href="${escapeHtml(l.link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject: oneLine(t('mail.lead.subject', { title: l.title })), text, html, replyTo: l.from.email };
}
