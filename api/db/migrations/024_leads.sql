-- Migration 024_leads. Frozen: never edit an applied migration, add a new one.
-- Issue 24, item 2: enquiries (leads) about a listing, sent from its page by anyone. They hold a
-- visitor's personal data (name, address, phone, message): they go with their listing (and so with
-- the lister's account erasure, which deletes the listings), and the retention job deletes closed
-- ones six months after closing and any lead untouched for two years (api/leads/service.ts).
CREATE TABLE leads (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  -- the sender's account when signed in, and the message that was sent to the lister then
  from_user_id text REFERENCES users(id) ON DELETE SET NULL,
  message_id text REFERENCES messages(id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  email text NOT NULL CHECK (length(email) <= 254),
  phone text CHECK (length(phone) <= 40),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  language text NOT NULL CHECK (language IN ('en','de','ru','es')),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new','contacted','closed')),
  note text CHECK (length(note) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- the enquiries of one listing, newest first (the lister's list joins estates on owner_id)
CREATE INDEX leads_estate ON leads (estate_id, created_at DESC, id DESC);
-- the retention job's two rules
CREATE INDEX leads_closed ON leads (updated_at) WHERE status = 'closed';
CREATE INDEX leads_updated ON leads (updated_at);
