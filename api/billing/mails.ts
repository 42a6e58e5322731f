// The mails of billing: the receipt of a paid order, the reminder before a paid period ends, the
// notice of a failed renewal, and the notice of a refund. Each is written in the user's language, with amounts in the order's
// currency; each is sent after the transaction that decided it has committed, and a mail that
// cannot be sent is logged, never thrown back at the payment or the job that asked for it.
import type { FastifyInstance } from 'fastify';
import { billingTimings } from '../config.ts';
import { LANGUAGES, type Currency, type Language } from '../../shared/core/constants.ts';
import { formatNumber, formatPrice, NUMBER_STYLES } from '../../shared/core/format.ts';
import { ITEM_WORDS, receiptMail, refundMail, renewalFailedMail, renewalReminderMail } from '../integrations/mail/templates.ts';
import { selectOrderForMail, selectSubscriptionForMail, type OrderMailRow } from './sql-subscriptions.ts';
import { graceEndsAt, renewalPrice } from './subscriptions.ts';
import { isFreePlan } from './sql.ts';

/** The page where a user changes plan or pays with another card. */
export const CHANGE_PLAN_PATH = '/private/changeplan';

function languageOf(l: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(l ?? '') ? (l as Language) : 'en';
}

/**
 * An amount in minor units (cents, kopecks) in the language's convention, with the currency sign:
 * 990 eur → '€9.90' (en), '9,90 €' (de, es), 97000 rub → '970 ₽' (ru, no-break spaces). Whole
 * amounts show no decimals, as prices do everywhere else.
 */
export function formatAmount(minor: number, currency: Currency, lng: Language): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  const price = formatPrice(whole, currency, lng);
  if (cents === 0) return price;
  const digits = formatNumber(Math.abs(whole), lng);
  return price.replace(digits, `${digits}${NUMBER_STYLES[lng].decimal}${String(cents).padStart(2, '0')}`);
}

/** A calendar day as the client shows dates, read in UTC: 05.03.2026 (de, ru), 05/03/2026 (en, es). */
export function formatDay(at: Date | string, lng: Language): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const sep = lng === 'de' || lng === 'ru' ? '.' : '/';
  return `${dd}${sep}${mm}${sep}${d.getUTCFullYear()}`;
}

function nameIn(names: Record<string, string> | null, lng: Language): string {
  if (!names) return '';
  return names[lng] || names.en || Object.values(names)[0] || '';
}

function itemOf(o: OrderMailRow, lng: Language): string {
  const words = ITEM_WORDS[lng];
  if (o.kind === 'plan') return words.plan(nameIn(o.plan_names, lng), o.plan_period);
  return words.topOffer(o.days ?? 0, nameIn(o.estate_title, lng));
}

async function send(
  app: FastifyInstance,
  what: string,
  ids: Record<string, string>,
  build: () => Promise<Parameters<FastifyInstance['mail']['send']>[0] | null>,
) {
  try {
    const mail = await build();
    if (!mail) return;
    await app.mail.send(mail);
    app.log.info(ids, `${what} mailed`);
  } catch (err) {
    app.log.error({ err, ...ids }, `${what} could not be mailed`);
  }
}

/** The receipt of a paid order, in the user's language and the order's currency. Nothing for an order that is not paid. */
export function mailReceipt(app: FastifyInstance, orderId: string): Promise<void> {
  return send(app, 'receipt', { orderId }, async () => {
    const o = await selectOrderForMail(app.db, orderId);
    if (!o || o.status !== 'paid') return null;
    const lng = languageOf(o.language);
    const page = o.kind === 'plan' ? 'check-order-status' : 'check-product-order-status';
    return receiptMail(o.email, lng, {
      name: o.first_name,
      item: itemOf(o, lng),
      amount: formatAmount(o.amount, o.currency, lng),
      orderId: o.id,
      date: formatDay(o.paid_at ?? o.created_at, lng),
      renewal: o.renewal_of !== null,
      link: `${app.config.publicOrigin}/private/${page}/${encodeURIComponent(o.id)}`,
    });
  });
}

/**
 * Some days before a paid period ends: it renews on that day for the stored price charged to the
 * saved card, or, with renewal off or no saved card, it ends.
 */
export function mailRenewalReminder(app: FastifyInstance, subscriptionId: string): Promise<void> {
  return send(app, 'renewal reminder', { subscriptionId }, async () => {
    const s = await selectSubscriptionForMail(app.db, subscriptionId);
    if (!s || s.status === 'canceled' || !s.current_period_ends_at) return null;
    const lng = languageOf(s.language);
    const renews = s.renew && Boolean(s.payment_method) && !isFreePlan(s);
    const price = renewalPrice(s.prices, s.currency);
    return renewalReminderMail(s.email, lng, {
      name: s.first_name,
      plan: nameIn(s.plan_names, lng),
      date: formatDay(s.current_period_ends_at, lng),
      amount: renews ? formatAmount(price.amount, price.currency, lng) : undefined,
      keep: !s.renew && s.payment_method ? 'switch-on' : 'buy-again',
      link: `${app.config.publicOrigin}${CHANGE_PLAN_PATH}`,
    });
  });
}

/** A renewal order whose charge failed: the plan works on until the grace period ends; another card keeps it. */
export function mailRenewalFailed(app: FastifyInstance, orderId: string): Promise<void> {
  return send(app, 'renewal failure', { orderId }, async () => {
    const o = await selectOrderForMail(app.db, orderId);
    if (!o || !o.renewal_of || o.status === 'paid') return null;
    const lng = languageOf(o.language);
    const since = o.past_due_since ? new Date(o.past_due_since) : new Date();
    return renewalFailedMail(o.email, lng, {
      name: o.first_name,
      plan: nameIn(o.plan_names, lng),
      amount: formatAmount(o.amount, o.currency, lng),
      graceEnds: formatDay(graceEndsAt(since, billingTimings(app.config).graceMs), lng),
      link: `${app.config.publicOrigin}${CHANGE_PLAN_PATH}`,
    });
  });
}

/** A refunded order: the amount goes back to the card; a plan has ended (and `archived` listings were archived). */
export function mailRefund(app: FastifyInstance, orderId: string, archived: number): Promise<void> {
  return send(app, 'refund notice', { orderId }, async () => {
    const o = await selectOrderForMail(app.db, orderId);
    if (!o || o.status !== 'refunded') return null;
    const lng = languageOf(o.language);
    return refundMail(o.email, lng, {
      name: o.first_name,
      item: itemOf(o, lng),
      amount: formatAmount(o.amount, o.currency, lng),
      orderId: o.id,
      planEnded: o.kind === 'plan',
      archived,
      link: `${app.config.publicOrigin}${o.kind === 'plan' ? CHANGE_PLAN_PATH : '/private/myestates'}`,
    });
  });
}
