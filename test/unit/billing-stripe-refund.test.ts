// The Stripe implementation's refund: POST /v1/refunds for the payment intent, with the reason and
// an idempotency key per payment, as the `stripe` package sends it (to a local fake of Stripe's API).
import t from 'tap';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeProvider } from '../../api/integrations/payments/stripe.ts';
import type { Queryable } from '../../api/db/index.ts';

t.test('refund asks Stripe for a full refund of the payment intent, once per payment', async (t) => {
  const seen: { path: string; form: Record<string, string>; key: string | undefined }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({
        path: req.url ?? '',
        form: Object.fromEntries(new URLSearchParams(body)),
        key: req.headers['idempotency-key'] as string | undefined,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 're_1', object: 'refund', status: 'succeeded', payment_intent: 'pi_123' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.address() as AddressInfo).port;
  const provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    db: {} as Queryable,
    api: { host: '127.0.0.1', port, protocol: 'http' },
  });
  await provider.refund('pi_123', 'requested_by_customer');
  t.equal(seen.length, 1);
  t.equal(seen[0].path, '/v1/refunds');
  t.same(seen[0].form, { payment_intent: 'pi_123', reason: 'requested_by_customer' });
  t.equal(seen[0].key, 'refund-pi_123', 'one refund per payment');
});
