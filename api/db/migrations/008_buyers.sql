-- Price history (issue 15): every price an estate has had, with its currency, its euro value at the
-- time and when it took effect. Triggers record it for every writer (the api, the seed, imports), in
-- the same transaction as the change; statement-level, so bulk inserts stay one statement.
CREATE TABLE estate_price_history (
  id bigserial PRIMARY KEY,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  price numeric(14,2) NOT NULL CHECK (price >= 0),
  currency text NOT NULL REFERENCES currencies(code),
  price_eur numeric(14,2) NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
-- newest first per estate: the history list and the "previous price" of a card
CREATE INDEX estate_price_history_estate ON estate_price_history (estate_id, changed_at DESC, id DESC);

CREATE FUNCTION estate_price_inserted() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO estate_price_history (estate_id, price, currency, price_eur, changed_at)
  SELECT n.id, n.price, n.currency, n.price_eur, now() FROM new_rows n;
  RETURN NULL;
END
$fn$;

CREATE FUNCTION estate_price_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO estate_price_history (estate_id, price, currency, price_eur, changed_at)
  SELECT n.id, n.price, n.currency, n.price_eur, clock_timestamp()
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE n.price IS DISTINCT FROM o.price OR n.currency IS DISTINCT FROM o.currency;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER estates_price_inserted AFTER INSERT ON estates
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION estate_price_inserted();
CREATE TRIGGER estates_price_changed AFTER UPDATE ON estates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION estate_price_changed();

-- the estates that exist already start their history with their current price
INSERT INTO estate_price_history (estate_id, price, currency, price_eur, changed_at)
SELECT id, price, currency, price_eur, COALESCE(published_at, created_at) FROM estates;
