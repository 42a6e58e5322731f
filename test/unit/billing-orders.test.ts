// The rules of orders without a database: which transitions a provider event may make, what a plan
// and a top offer cost in each currency (from the stored prices), how the local test-mode provider
// reads a card, and how a provider's failure becomes the code the client localizes.
import t from 'tap';
import { orderTransition, planAmount } from '../../api/billing/orders.ts';
import { isTopOfferDays, TOP_OFFER_PRICE_PER_DAY, topOfferAmount } from '../../api/billing/products.ts';
import { failureCodeOf } from '../../api/billing/webhook.ts';
import { cardBehaviour, TEST_CARDS } from '../../api/integrations/payments/local.ts';
import { luhnValid } from '../../shared/billing/card.ts';
import { HANDLED_EVENTS } from '../../api/integrations/payments/provider.ts';
import { PLANS } from '../../api/seed/reference.ts';
import { CURRENCIES } from '../../shared/core/constants.ts';
import { ORDER_STATUSES, TOP_OFFER_DAYS } from '../../shared/contract/billing.ts';

t.test('only a pending order moves, once, and only to what the event says', async (t) => {
  t.same(orderTransition('pending', 'payment_intent.succeeded'), { to: 'paid' });
  t.same(orderTransition('pending', 'payment_intent.payment_failed'), { to: 'failed' });
  t.same(orderTransition('pending', 'payment_intent.canceled'), { to: 'canceled' });
  for (const status of ORDER_STATUSES.filter((s) => s !== 'pending')) {
    for (const event of HANDLED_EVENTS) {
      t.same(orderTransition(status, event), { ignore: `order ${status}` }, `${status} stays ${status} on ${event}`);
    }
  }
  // the whole table: no event ever leads back to pending or moves an order twice
  const reachable = new Set<string>();
  for (const event of HANDLED_EVENTS) {
    const m = orderTransition('pending', event);
    if ('to' in m) reachable.add(m.to);
  }
  t.same([...reachable].sort(), ['canceled', 'failed', 'paid']);
});

t.test('a plan costs its stored price in the chosen currency', async (t) => {
  const basic = PLANS.find((p) => p.id === 'basic')!;
  t.equal(planAmount(basic.prices, 'eur'), 990);
  t.equal(planAmount(basic.prices, 'usd'), 1090);
  t.equal(planAmount(basic.prices, 'rub'), 97000);
  for (const plan of PLANS) {
    for (const c of CURRENCIES) t.equal(planAmount(plan.prices, c), plan.prices[c], `${plan.id} in ${c}`);
  }
  t.equal(planAmount(PLANS.find((p) => p.id === 'legacy-free')!.prices, 'eur'), 0, 'the free plan costs nothing (it is refused as an order)');
});

t.test('a top offer costs its price per day times the days, in every currency', async (t) => {
  t.same(TOP_OFFER_DAYS, [7, 14, 30]);
  for (const days of TOP_OFFER_DAYS) {
    t.ok(isTopOfferDays(days));
    for (const c of CURRENCIES) t.equal(topOfferAmount(days, c), TOP_OFFER_PRICE_PER_DAY[c] * days, `${days} days in ${c}`);
  }
  t.same(
    TOP_OFFER_DAYS.map((d) => topOfferAmount(d, 'eur')),
    [700, 1400, 3000],
  );
  t.equal(topOfferAmount(7, 'usd'), 770);
  t.equal(topOfferAmount(30, 'rub'), 297000);
  for (const days of [0, 1, 6, 10, 31, 365]) t.notOk(isTopOfferDays(days), `${days} days is not on offer`);
  for (const c of CURRENCIES) t.ok(Number.isInteger(TOP_OFFER_PRICE_PER_DAY[c]) && TOP_OFFER_PRICE_PER_DAY[c] > 0, `a whole positive price in ${c}`);
});

t.test('the local provider reads Stripe test cards', async (t) => {
  const card = (cardNumber: string, expYear = 2099, expMonth = 12) =>
    cardBehaviour({ cardNumber, expMonth, expYear, cvc: '123' }, new Date('2026-06-15T00:00:00Z'));
  t.same(card('4242 4242 4242 4242'), { kind: 'succeed' });
  t.same(card('4000000000000341'), { kind: 'succeed', laterDecline: 'card_declined' }, 'pays now, renewals fail');
  t.same(card('4000 0027 6000 3184'), { kind: 'authenticate' });
  t.same(card('4000 0000 0000 0002'), { kind: 'decline', code: 'card_declined' });
  t.same(card('5555 5555 5555 4444'), { kind: 'decline', code: 'card_declined' }, 'a valid number it does not know');
  t.same(card('4242 4242 4242 4241'), { kind: 'decline', code: 'incorrect_number' }, 'a number failing the Luhn check');
  t.same(card('4242 4242 4242 4242', 2026, 5), { kind: 'decline', code: 'expired_card' }, 'expired last month');
  t.same(card('4242 4242 4242 4242', 2026, 6), { kind: 'succeed' }, 'valid through the end of its month');
  for (const n of Object.keys(TEST_CARDS)) t.ok(luhnValid(n), `${n} passes the Luhn check`);
  t.notOk(luhnValid('1234'), 'too short');
  t.notOk(luhnValid('4242a42424242424'), 'not digits');
});

t.test("a provider's failure becomes the code the client localizes", async (t) => {
  const pi = (err: Record<string, string> | null) => ({
    id: 'pi_1',
    amount: 1,
    currency: 'eur',
    status: 'requires_payment_method',
    last_payment_error: err,
  });
  t.equal(failureCodeOf(pi({ code: 'card_declined', decline_code: 'insufficient_funds' })), 'card_declined');
  t.equal(failureCodeOf(pi({ code: 'payment_intent_authentication_failure' })), 'authentication_failed', "Stripe's name for a refused 3-D Secure");
  t.equal(failureCodeOf(pi({ decline_code: 'do_not_honor' })), 'do_not_honor');
  t.equal(failureCodeOf(pi(null)), 'payment_failed');
});
