-- Migration 026_admin_billing. Frozen once applied: never edit it, add a new one.
-- Issue 23, items 7 and 8: operators refund orders, change plan prices and override exchange rates.

-- An order refunded in full by an admin: `refunded` once the provider's charge.refunded event has
-- arrived (the webhook does the state change); refund_requested_* say who asked, when and why (a
-- second request is refused while the first is under way or done).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending','paid','failed','canceled','refunded'));
ALTER TABLE orders
  ADD COLUMN refund_requested_at timestamptz,
  ADD COLUMN refund_requested_by text REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN refund_reason text,
  ADD COLUMN refunded_at timestamptz;
CREATE INDEX orders_status_created ON orders (status, created_at DESC);

-- An admin's override of a currency's rate while the publishers' feed fails: current for a day,
-- then the feed's latest value again (or the rate it replaced when the feed has none).
ALTER TABLE currencies DROP CONSTRAINT currencies_rate_source_check;
ALTER TABLE currencies ADD CONSTRAINT currencies_rate_source_check CHECK (rate_source IN ('seed','ecb','cbr','override'));
CREATE TABLE currency_rate_overrides (
  id bigserial PRIMARY KEY,
  currency text NOT NULL REFERENCES currencies(code),
  rate numeric(14,6) NOT NULL CHECK (rate > 0),
  note text NOT NULL,
  actor text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  previous_rate numeric(14,6) NOT NULL,
  previous_date date,
  previous_source text NOT NULL
);
CREATE UNIQUE INDEX currency_rate_overrides_live ON currency_rate_overrides (currency) WHERE ended_at IS NULL;
