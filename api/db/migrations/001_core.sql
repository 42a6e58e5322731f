-- Migration 001_core. Frozen: never edit an applied migration, add a new one.
CREATE TABLE users (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  alias_id text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  title text NOT NULL DEFAULT 'none' CHECK (title IN ('mr','mrs','ms','dr','none')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  is_realtor boolean NOT NULL DEFAULT false,
  company text,
  phone text,
  about jsonb NOT NULL DEFAULT '{}'::jsonb,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en','de','ru','es')),
  country_code char(2) NOT NULL,
  area text,
  city text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));
CREATE INDEX users_realtors ON users (is_realtor, country_code);

CREATE TABLE sessions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_resets (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE countries (
  code char(2) PRIMARY KEY,
  num_code integer NOT NULL UNIQUE,
  names jsonb NOT NULL,            -- {en, de, ru, es}
  full_text jsonb NOT NULL DEFAULT '{}'::jsonb,  -- {lng: sanitized html}
  banner jsonb,                    -- {title: {lng}, text: {lng}, image}
  has_guide boolean NOT NULL DEFAULT false
);

CREATE TABLE currencies (
  code text PRIMARY KEY CHECK (code IN ('eur','usd','rub')),
  sign text NOT NULL,
  rate numeric(14,6) NOT NULL CHECK (rate > 0)   -- units of this currency per 1 eur
);

CREATE TABLE estates (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  alias_id text NOT NULL UNIQUE,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  deal_type text NOT NULL CHECK (deal_type IN ('sale','rent','sublet')),
  estate_type text NOT NULL,
  title jsonb NOT NULL DEFAULT '{}'::jsonb,
  description jsonb NOT NULL DEFAULT '{}'::jsonb,
  price numeric(14,2) NOT NULL CHECK (price >= 0),
  currency text NOT NULL REFERENCES currencies(code),
  price_eur numeric(14,2) NOT NULL,   -- price converted at write time, for filtering and sorting
  country_code char(2) NOT NULL REFERENCES countries(code),
  area text,
  city text NOT NULL,
  address text,
  lat double precision,
  lng double precision,
  build_year integer,
  living_space numeric(10,2) NOT NULL,
  total_space numeric(10,2),
  plot_area numeric(12,2),
  rooms integer NOT NULL,
  bedrooms integer,
  location_types text[] NOT NULL DEFAULT '{}',
  heating text[] NOT NULL DEFAULT '{}',
  floor_covering text[] NOT NULL DEFAULT '{}',
  floor_type text[] NOT NULL DEFAULT '{}',
  kitchen_type text[] NOT NULL DEFAULT '{}',
  bathroom text[] NOT NULL DEFAULT '{}',
  other_facilities text[] NOT NULL DEFAULT '{}',
  security_systems text[] NOT NULL DEFAULT '{}',
  comfort text[] NOT NULL DEFAULT '{}',
  furnishings text[] NOT NULL DEFAULT '{}',
  additional_equipment text[] NOT NULL DEFAULT '{}',
  glazing text[] NOT NULL DEFAULT '{}',
  glass_frame text[] NOT NULL DEFAULT '{}',
  window_view text[] NOT NULL DEFAULT '{}',
  condition text[] NOT NULL DEFAULT '{}',
  details jsonb NOT NULL DEFAULT '{}'::jsonb,   -- the further fields of docs/domain.md (distances, costs, floors, ...)
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','published','archived')),
  top_offer_until timestamptz,
  external_ref text,                 -- the lister's own object number (bulk import)
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX estates_owner ON estates (owner_id, status);
CREATE INDEX estates_search_price ON estates (status, country_code, deal_type, estate_type, price_eur);
CREATE INDEX estates_search_new ON estates (status, published_at DESC);
CREATE INDEX estates_top ON estates (top_offer_until) WHERE top_offer_until IS NOT NULL;
CREATE UNIQUE INDEX estates_external_ref ON estates (owner_id, external_ref) WHERE external_ref IS NOT NULL;

CREATE TABLE estate_photos (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  position integer NOT NULL,
  storage_key text NOT NULL,     -- path under the media store; URLs are /media/{storage_key}
  width integer,
  height integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX estate_photos_estate ON estate_photos (estate_id, position);

CREATE TABLE articles (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  slug text NOT NULL,             -- the public article id; static pages use terms-and-conds, privacy-policy, ...
  type text NOT NULL CHECK (type IN ('article','page','news')),
  language text NOT NULL CHECK (language IN ('en','de','ru','es')),
  title text NOT NULL,
  preview text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',  -- sanitized html
  image text,
  is_published boolean NOT NULL DEFAULT true,
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (slug, language)
);
CREATE INDEX articles_feed ON articles (type, language, is_published, published_at DESC);

CREATE TABLE plans (
  id text PRIMARY KEY,
  names jsonb NOT NULL,              -- {lng: name}
  prices jsonb NOT NULL,             -- {eur, usd, rub} in minor units per period; all 0 for free
  period text CHECK (period IN ('month','year')),   -- null: endless
  resources jsonb NOT NULL,          -- [{type: 'PUBLICATION'|'TOP_OFFER', limit: n}], -1 unlimited
  upgradable_to jsonb NOT NULL DEFAULT '"all"'::jsonb,   -- "all" or [planId]
  is_initial boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE subscriptions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans(id),
  status text NOT NULL CHECK (status IN ('active','unpaid','past_due','canceled')),
  renew boolean NOT NULL DEFAULT true,
  current_period_ends_at timestamptz,   -- null: endless
  created_at timestamptz NOT NULL DEFAULT now(),
  canceled_at timestamptz
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, status);

-- Resource use is derived, never counted by hand, so it cannot drift: a PUBLICATION is held by each
-- published estate of the user, a TOP_OFFER by each estate whose top offer has not ended.
CREATE VIEW resource_usage AS
  SELECT u.id AS user_id, 'PUBLICATION'::text AS type,
         (SELECT count(*) FROM estates e WHERE e.owner_id = u.id AND e.status = 'published')::integer AS used
    FROM users u
  UNION ALL
  SELECT u.id, 'TOP_OFFER',
         (SELECT count(*) FROM estates e WHERE e.owner_id = u.id AND e.top_offer_until > now())::integer
    FROM users u;

CREATE TABLE messages (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  from_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  estate_id text REFERENCES estates(id) ON DELETE SET NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX messages_to ON messages (to_user_id, created_at DESC);
CREATE INDEX messages_unread ON messages (to_user_id) WHERE read_at IS NULL;
CREATE INDEX messages_from ON messages (from_user_id, created_at DESC);

CREATE TABLE contact_requests (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
