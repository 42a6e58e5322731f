import t from 'tap';
import { luhnValid } from '../../shared/billing/card.ts';
import { cardBehaviour } from '../../api/integrations/payments/local.ts';
import { validateCard } from '../../client/features/billing/model.ts';

t.test('one card number check: length and Luhn', async (t) => {
  t.ok(luhnValid('4242424242424242'));
  t.ok(luhnValid('378282246310005'), '15 digits (Amex)');
  t.notOk(luhnValid('4242424242424241'), 'fails the checksum');
  t.notOk(luhnValid('00000000000'), '11 digits, checksum 0');
  t.notOk(luhnValid('00000000000000000000'), '20 digits, checksum 0');
  t.notOk(luhnValid(''));
});

t.test('the card form and the test-mode provider agree on a number', async (t) => {
  const now = new Date('2026-06-15T00:00:00Z');
  for (const number of ['4242424242424242', '00000000000000000000', '4242424242424241', '000000000000']) {
    const formAccepts = validateCard({ number, expiry: '12/30', cvc: '123' }, now).number === undefined;
    const behaviour = cardBehaviour({ cardNumber: number, expMonth: 12, expYear: 2030, cvc: '123' }, now);
    const providerAccepts = !(behaviour.kind === 'decline' && behaviour.code === 'incorrect_number');
    t.equal(formAccepts, providerAccepts, number);
  }
});
