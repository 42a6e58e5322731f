// The subscription lifecycle's rules without a database: period ends for month and year plans, which
// plan changes are allowed, what the end of a period and a failed renewal do, the renewal price, and
// the billing mails' texts and amounts in every language.
import t from 'tap';
import {
  addPeriod,
  afterFailedRenewal,
  firstPeriodEnd,
  grantsResources,
  graceEndsAt,
  periodEndAction,
  planChangeVerdict,
  renewalPrice,
  renewedPeriodEnd,
  type LivePlan,
} from '../../api/billing/subscriptions.ts';
import { formatAmount, formatDay } from '../../api/billing/mails.ts';
import { ITEM_WORDS, receiptMail, renewalFailedMail, renewalReminderMail } from '../../api/integrations/mail/templates.ts';
import { LANGUAGES } from '../../shared/core/constants.ts';

const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

t.test('a month is a calendar month, kept on its day or the last day of a shorter month', async (t) => {
  t.equal(iso(addPeriod(at('2026-01-15T10:30:00.000Z'), 'month')), '2026-02-15T10:30:00.000Z');
  t.equal(iso(addPeriod(at('2026-01-31T08:00:00.000Z'), 'month')), '2026-02-28T08:00:00.000Z', 'no 31 February');
  t.equal(iso(addPeriod(at('2028-01-31T08:00:00.000Z'), 'month')), '2028-02-29T08:00:00.000Z', 'a leap year has 29 February');
  t.equal(iso(addPeriod(at('2026-03-31T00:00:00.000Z'), 'month')), '2026-04-30T00:00:00.000Z');
  t.equal(iso(addPeriod(at('2026-12-20T23:59:59.999Z'), 'month')), '2027-01-20T23:59:59.999Z', 'across the year, time kept to the millisecond');
});

t.test('a year is the same day a year later; 29 February becomes 28 February', async (t) => {
  t.equal(iso(addPeriod(at('2026-11-23T15:00:00.000Z'), 'year')), '2027-11-23T15:00:00.000Z');
  t.equal(iso(addPeriod(at('2028-02-29T12:00:00.000Z'), 'year')), '2029-02-28T12:00:00.000Z');
});

t.test('an endless plan has no period end; a periodic one ends one period after it starts', async (t) => {
  t.equal(firstPeriodEnd(at('2026-05-01T00:00:00.000Z'), null), null);
  t.equal(iso(firstPeriodEnd(at('2026-05-01T00:00:00.000Z'), 'month')), '2026-06-01T00:00:00.000Z');
  t.equal(iso(firstPeriodEnd(at('2026-05-01T00:00:00.000Z'), 'year')), '2027-05-01T00:00:00.000Z');
});

t.test('a paid renewal continues from the end of the renewed period, not from the day it was paid', async (t) => {
  const end = at('2026-11-20T09:00:00.000Z');
  t.equal(iso(renewedPeriodEnd(end, 'month', at('2026-11-23T00:00:00.000Z'))), '2026-12-20T09:00:00.000Z', 'paid three days late');
  t.equal(iso(renewedPeriodEnd(end, 'year', at('2026-11-20T09:00:01.000Z'))), '2027-11-20T09:00:00.000Z');
  t.equal(
    iso(renewedPeriodEnd(at('2026-01-01T00:00:00.000Z'), 'month', at('2026-03-10T00:00:00.000Z'))),
    '2026-04-10T00:00:00.000Z',
    'when a period from the old end would be over already, it runs from now',
  );
  t.equal(iso(renewedPeriodEnd(null, 'month', at('2026-03-10T00:00:00.000Z'))), '2026-04-10T00:00:00.000Z');
});

const free: LivePlan = { planId: 'legacy-free', status: 'active', upgradableTo: 'all' };
const basic: LivePlan = { planId: 'basic', status: 'active', upgradableTo: ['professional', 'premium'] };
const professional: LivePlan = { planId: 'professional', status: 'active', upgradableTo: ['basic', 'premium'] };

t.test('a plan change is allowed only to the plans the current one lists', async (t) => {
  t.equal(planChangeVerdict([], 'basic'), 'allowed', 'no plan yet: any plan');
  t.equal(planChangeVerdict([free], 'premium'), 'allowed', "the free plan's upgradableTo is all");
  t.equal(planChangeVerdict([basic], 'professional'), 'allowed');
  t.equal(planChangeVerdict([professional], 'basic'), 'allowed', 'a listed downgrade');
  t.equal(planChangeVerdict([basic], 'legacy-free'), 'PLAN_CHANGE_NOT_ALLOWED', 'basic does not list the free plan');
  t.equal(planChangeVerdict([professional], 'gold'), 'PLAN_CHANGE_NOT_ALLOWED');
  t.equal(planChangeVerdict([free, basic], 'legacy-free'), 'ALREADY_SUBSCRIBED');
  t.equal(planChangeVerdict([free, basic], 'premium'), 'allowed', 'every live plan must allow it, and both do');
  t.equal(planChangeVerdict([free, basic], 'legacy-free'), 'ALREADY_SUBSCRIBED');
});

t.test('the plan one holds is refused while it is in force, and may be paid again while past due', async (t) => {
  t.equal(planChangeVerdict([basic], 'basic'), 'ALREADY_SUBSCRIBED');
  t.equal(planChangeVerdict([{ ...basic, status: 'unpaid' }], 'basic'), 'ALREADY_SUBSCRIBED', 'its renewal charge is under way');
  t.equal(planChangeVerdict([{ ...basic, status: 'past_due' }], 'basic'), 'allowed', 'pay by another card');
  t.equal(planChangeVerdict([{ ...basic, status: 'past_due' }], 'premium'), 'allowed');
  t.equal(planChangeVerdict([{ ...basic, status: 'past_due' }], 'legacy-free'), 'PLAN_CHANGE_NOT_ALLOWED', 'past due changes no other rule');
  t.equal(planChangeVerdict([{ ...basic, status: 'canceled' }], 'legacy-free'), 'allowed', 'a canceled subscription does not count');
});

const PRICES = { eur: 990, usd: 1090, rub: 97000 };
const ZERO = { eur: 0, usd: 0, rub: 0 };

t.test('at the end of a period: charge the saved card, run a free plan on, or end', async (t) => {
  t.equal(periodEndAction({ renew: true, paymentMethod: 'pm_1', prices: PRICES }), 'charge');
  t.equal(periodEndAction({ renew: false, paymentMethod: 'pm_1', prices: PRICES }), 'end', 'renewal off');
  t.equal(periodEndAction({ renew: true, paymentMethod: null, prices: PRICES }), 'end', 'no saved card to charge');
  t.equal(periodEndAction({ renew: true, paymentMethod: null, prices: ZERO }), 'extend', 'a free periodic plan runs on');
  t.equal(periodEndAction({ renew: false, paymentMethod: null, prices: ZERO }), 'end');
});

t.test("a renewal costs the plan's stored price in the currency it was bought in", async (t) => {
  t.same(renewalPrice(PRICES, 'rub'), { amount: 97000, currency: 'rub' });
  t.same(renewalPrice(PRICES, 'usd'), { amount: 1090, currency: 'usd' });
  t.same(renewalPrice(PRICES, null), { amount: 990, currency: 'eur' }, 'euro when no order bought it');
});

t.test('a failed renewal makes the subscription past due since its first failure; the grace runs from there', async (t) => {
  const now = at('2026-11-23T12:00:00.000Z');
  t.same(afterFailedRenewal({ status: 'unpaid', pastDueSince: null }, now), { status: 'past_due', pastDueSince: now });
  const first = at('2026-11-20T12:00:00.000Z');
  t.same(
    afterFailedRenewal({ status: 'past_due', pastDueSince: first }, now),
    { status: 'past_due', pastDueSince: first },
    'a second failure keeps the date',
  );
  t.same(afterFailedRenewal({ status: 'canceled', pastDueSince: null }, now), { status: 'canceled', pastDueSince: null }, 'an ended one stays ended');
  t.equal(iso(graceEndsAt(first, 7 * 86_400_000)), '2026-11-27T12:00:00.000Z');
});

t.test('active, unpaid and past due subscriptions grant resources; canceled ones do not', async (t) => {
  t.same((['active', 'unpaid', 'past_due', 'canceled'] as const).map(grantsResources), [true, true, true, false]);
});

t.test("amounts are minor units shown in the language's convention and the order's currency", async (t) => {
  t.equal(formatAmount(990, 'eur', 'en'), '€9.90');
  t.equal(formatAmount(990, 'eur', 'de'), '9,90\u00a0€');
  t.equal(formatAmount(1090, 'usd', 'es'), '10,90\u00a0$');
  t.equal(formatAmount(97000, 'rub', 'ru'), '970\u00a0₽', 'whole amounts without decimals');
  t.equal(formatAmount(783005, 'rub', 'ru'), '7\u00a0830,05\u00a0₽');
  t.equal(formatAmount(123456789, 'eur', 'en'), '€1,234,567.89');
  t.equal(formatAmount(5, 'usd', 'en'), '$0.05');
  t.equal(formatDay('2026-03-05T23:00:00.000Z', 'de'), '05.03.2026');
  t.equal(formatDay('2026-03-05T23:00:00.000Z', 'es'), '05/03/2026');
});

t.test('the receipt names item, amount, order and date in each language, escaped in HTML', async (t) => {
  const subjects = new Set<string>();
  for (const lng of LANGUAGES) {
    const mail = receiptMail('a@example.com', lng, {
      name: 'Ann <b>',
      item: ITEM_WORDS[lng].plan('Basic', 'month'),
      amount: '9,90 €',
      orderId: 'order-1',
      date: '23.11.2026',
      renewal: false,
      link: 'https://example.com/private/check-order-status/order-1',
    });
    subjects.add(mail.subject);
    t.equal(mail.to, 'a@example.com');
    for (const part of ['Basic', '9,90 €', 'order-1', '23.11.2026', 'https://example.com/private/check-order-status/order-1']) {
      t.ok(mail.text.includes(part), `${lng} text has ${part}`);
    }
    t.ok(mail.html.includes('Ann &lt;b&gt;') && !mail.html.includes('<b>'), `${lng} html escapes the name`);
  }
  t.equal(subjects.size, 4, 'a subject of its own in every language');
  t.equal(ITEM_WORDS.ru.topOffer(14, 'Дом'), 'Топ-предложение на 14 дней: «Дом»');
  t.equal(ITEM_WORDS.ru.topOffer(7, ''), 'Топ-предложение на 7 дней');
  t.equal(ITEM_WORDS.ru.topOffer(21, ''), 'Топ-предложение на 21 день');
  t.equal(ITEM_WORDS.ru.topOffer(22, ''), 'Топ-предложение на 22 дня');
  t.equal(ITEM_WORDS.de.plan('Basis', 'year'), 'Tarif Basis, 1 Jahr');
});

t.test('the renewal mails: a reminder that renews or ends, and a failure with the way to another card', async (t) => {
  const link = 'https://example.com/private/changeplan';
  const renews = renewalReminderMail('a@example.com', 'en', { name: 'Ann', plan: 'Basic', date: '26/11/2026', amount: '€9.90', link });
  t.match(renews.subject, /renews on 26\/11\/2026/);
  t.match(renews.text, /€9\.90/);
  const ends = renewalReminderMail('a@example.com', 'de', { name: 'Ann', plan: 'Basis', date: '26.11.2026', keep: 'switch-on', link });
  t.match(ends.subject, /endet am 26\.11\.2026/);
  t.match(ends.text, /Verlängerung ein/);
  const again = renewalReminderMail('a@example.com', 'es', { name: 'Ann', plan: 'Básico', date: '26/11/2026', keep: 'buy-again', link });
  t.match(again.text, /volver a elegirlo/, 'no card saved: choose it again once it has ended');
  for (const lng of LANGUAGES) {
    const failed = renewalFailedMail('a@example.com', lng, { name: 'Ann', plan: 'Basic', amount: '9,90 €', graceEnds: '30.11.2026', link });
    t.ok(failed.text.includes(link) && failed.html.includes(`href="${link}"`), `${lng}: the link to pay by another card`);
    t.ok(failed.text.includes('9,90 €') && failed.text.includes('30.11.2026'), `${lng}: amount and the end of the grace`);
  }
});
