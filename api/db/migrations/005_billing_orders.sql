-- Migration 005_billing_orders. Frozen: never edit an applied migration, add a new one.
-- Orders for paid plans and for products (top offers), the payment intents behind them, and the
-- provider events already handled (so a webhook delivered twice changes nothing the second time).
CREATE TABLE orders (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('plan','product')),
  plan_id text REFERENCES plans(id),
  product text CHECK (product IN ('top-offer')),
  estate_id text REFERENCES estates(id) ON DELETE SET NULL,
  days integer CHECK (days > 0),
  amount integer NOT NULL CHECK (amount >= 0),          -- minor units of currency
  currency text NOT NULL CHECK (currency IN ('eur','usd','rub')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','paid','failed','canceled')),
  provider text NOT NULL CHECK (provider IN ('stripe','local','credit')),
  payment_id text UNIQUE,                               -- the payment intent; null when a credit paid
  client_secret text,
  failure_code text,
  idempotency_key text,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en','de','ru','es')),
  renewal_of text REFERENCES subscriptions(id) ON DELETE SET NULL,   -- a renewal charge of this subscription
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CHECK ((kind = 'plan' AND plan_id IS NOT NULL) OR (kind = 'product' AND product IS NOT NULL AND days IS NOT NULL))
);
CREATE UNIQUE INDEX orders_idempotency ON orders (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX orders_user ON orders (user_id, created_at DESC);

CREATE TABLE payment_events (
  id text PRIMARY KEY,                                  -- the provider's event id
  type text NOT NULL,
  payment_id text,
  outcome text NOT NULL,                                -- applied, or why it was ignored
  received_at timestamptz NOT NULL DEFAULT now()
);

-- the test-mode provider's payment intents (Stripe keeps its own)
CREATE TABLE local_payments (
  id text PRIMARY KEY,                                  -- pi_local_…
  client_secret text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL CHECK (currency IN ('eur','usd','rub')),
  status text NOT NULL CHECK (status IN ('requires_payment_method','requires_action','processing','succeeded','canceled')),
  card_last4 text,
  card_behaviour text,                                  -- which test card was used (renewals charge it again)
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE subscriptions ADD COLUMN order_id text REFERENCES orders(id) ON DELETE SET NULL;
ALTER TABLE subscriptions ADD COLUMN past_due_since timestamptz;
ALTER TABLE subscriptions ADD COLUMN renewal_reminded_at timestamptz;
ALTER TABLE subscriptions ADD COLUMN payment_method text;                -- the saved card a renewal charges
