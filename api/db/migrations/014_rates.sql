-- Migration 014_rates. Frozen: never edit an applied migration, add a new one.
-- Current exchange rates (api/rates, docs/decisions/0017): the rate of each currency in `currencies`
-- now says which day it is for and who published it, and every fetched day's rate is kept.
-- `seed` is the built-in demo rate (no date); `ecb` the European Central Bank's euro reference rate;
-- `cbr` the Bank of Russia's official rate (the ECB has published no rouble rate since March 2022).
ALTER TABLE currencies ADD COLUMN rate_date date;
ALTER TABLE currencies ADD COLUMN rate_source text NOT NULL DEFAULT 'seed' CHECK (rate_source IN ('seed', 'ecb', 'cbr'));

-- one row per currency, publisher and day: the history of fetched rates (units of the currency per 1 eur)
CREATE TABLE currency_rates (
  currency text NOT NULL REFERENCES currencies(code),
  source text NOT NULL CHECK (source IN ('ecb', 'cbr')),
  rate_date date NOT NULL,
  rate numeric(14,6) NOT NULL CHECK (rate > 0),
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (currency, source, rate_date)
);
-- "when did a source last answer": the start-up check for stale rates
CREATE INDEX currency_rates_fetched ON currency_rates (source, fetched_at DESC);

-- the rate job re-derives the euro value of listings priced in another currency, one currency at a time
CREATE INDEX estates_currency ON estates (currency, id) WHERE currency <> 'eur';
