-- Migration 006_payment_customers. Frozen: never edit an applied migration, add a new one.
-- The payment provider's customer of each user (Stripe: cus_…). A card saved for renewals belongs
-- to a customer there, so a renewal can charge it without the user; one customer per user and
-- provider, made on the user's first card payment.
CREATE TABLE payment_customers (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('stripe','local')),
  customer_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);
