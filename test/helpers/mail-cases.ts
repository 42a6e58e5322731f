// Every mail the api writes, in every language and every variant (plural counts included), with values
// that need escaping. test/fixtures/mails.json holds what the mail code wrote for each before its texts
// moved from TypeScript tables to locales/{lng}/mail.json (test/unit/mail-texts.test.ts compares).
import { LANGUAGES } from '../../shared/core/constants.ts';
import type { Mail } from '../../api/integrations/mail/mailer.ts';
import {
  contactMail,
  ITEM_WORDS,
  passwordResetMail,
  receiptMail,
  renewalFailedMail,
  renewalReminderMail,
} from '../../api/integrations/mail/templates.ts';
import { alertMail, type AlertItem } from '../../api/savedSearches/mail.ts';

/** counts that take every plural form of ru, en, de, es (0, 1, few, many, 11–14, 21, 22, 111) */
export const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 101, 111, 112];

const NAME = 'Ann <b>"O\'Neil" & co</b>';
const LINK = 'https://example.com/private/check-order-status/order-1?a=1&b=2';

function item(i: number, drop: boolean): AlertItem {
  return {
    title: `<b>Villa ${i}</b> & "sea"`,
    place: 'Nerja, ES',
    price: '€450,000',
    ...(drop ? { before: '€480,000' } : {}),
    link: `https://x.test/estate/e${i}?lng=en&x=<1>`,
  };
}

/** A mail, or only its subject (the alerts of many listings: their bodies repeat what smaller ones show). */
export type MailCase = Mail | { subject: string };

export function mailCases(): Record<string, MailCase> {
  const out: Record<string, MailCase> = {};
  out['contact'] = contactMail('ops@example.com', {
    name: NAME,
    email: 'ann@example.com',
    subject: 'Hi\r\nthere <x>',
    message: 'a & b\n<c>',
    language: 'de',
  });
  for (const lng of LANGUAGES) {
    out[`reset/${lng}`] = passwordResetMail('a@example.com', lng, NAME, LINK);
    for (const renewal of [false, true]) {
      for (const period of ['month', 'year', null] as const) {
        out[`receipt/${lng}/plan-${period}/${renewal ? 'renewal' : 'first'}`] = receiptMail('a@example.com', lng, {
          name: NAME,
          item: ITEM_WORDS[lng].plan('Basic <"x">', period),
          amount: '9,90 €',
          orderId: 'order-1',
          date: '23.11.2026',
          renewal,
          link: LINK,
        });
      }
    }
    for (const days of COUNTS) {
      for (const title of ['', 'Sunny "flat" & <garden>']) {
        out[`receipt/${lng}/top-${days}/${title ? 'titled' : 'untitled'}`] = receiptMail('a@example.com', lng, {
          name: NAME,
          item: ITEM_WORDS[lng].topOffer(days, title),
          amount: '€14.00',
          orderId: 'order-2',
          date: '05/03/2026',
          renewal: false,
          link: LINK,
        });
      }
    }
    const reminder = { name: NAME, plan: 'Basic <"x">', date: '26.11.2026', link: LINK };
    out[`reminder/${lng}/renews`] = renewalReminderMail('a@example.com', lng, { ...reminder, amount: '€9.90' });
    out[`reminder/${lng}/switch-on`] = renewalReminderMail('a@example.com', lng, { ...reminder, keep: 'switch-on' });
    out[`reminder/${lng}/buy-again`] = renewalReminderMail('a@example.com', lng, { ...reminder, keep: 'buy-again' });
    out[`reminder/${lng}/no-keep`] = renewalReminderMail('a@example.com', lng, reminder);
    out[`failed/${lng}`] = renewalFailedMail('a@example.com', lng, {
      name: NAME,
      plan: 'Basic <"x">',
      amount: '9,90 €',
      graceEnds: '30.11.2026',
      link: LINK,
    });
    const alert = {
      name: NAME,
      search: 'Villas "sea" & <pool>\r\nBcc: x',
      searchLink: 'https://x.test/search/ES?lng=en&a=<b>',
      manageLink: 'https://x.test/private/saved-searches?lng=en',
      unsubscribePage: 'https://x.test/saved-searches/unsubscribe?token=abc&lng=en',
      unsubscribePost: 'https://x.test/api/saved-searches/unsubscribe?token=abc',
    };
    for (const n of COUNTS.filter((c) => c > 0)) {
      const newCount = Math.ceil(n / 2);
      const newItems = Array.from({ length: newCount }, (_, i) => item(i, false));
      const drops = Array.from({ length: n - newCount }, (_, i) => item(newCount + i, true));
      const mail = alertMail('eve@example.com', lng, { ...alert, newItems, drops });
      out[`alert/${lng}/${n}`] = n <= 5 ? mail : { subject: mail.subject };
    }
    out[`alert/${lng}/drops-only`] = alertMail('eve@example.com', lng, { ...alert, newItems: [], drops: [item(0, true), item(1, true)] });
    out[`alert/${lng}/new-only`] = alertMail('eve@example.com', lng, { ...alert, newItems: [item(0, false)], drops: [] });
  }
  return out;
}
