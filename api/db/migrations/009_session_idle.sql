-- Migration 009_session_idle. Frozen: never edit an applied migration, add a new one.
-- Idle sessions: a session unused for SESSION_IDLE_MINUTES ends beside its absolute 30 days. The
-- last use is written at most once a minute per session (api/auth/sessions.ts), not per request.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);

-- Sign-in back-off (api/auth/lockout.ts): failed sign-ins counted per account and client address
-- (account = the case-folded e-mail address) and per address alone (account = '*'). Past a few free
-- failures each further one doubles the wait, capped; a success clears the account's row.
CREATE TABLE sign_in_failures (
  account text NOT NULL,
  address text NOT NULL,
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (account, address)
);
CREATE INDEX sign_in_failures_last ON sign_in_failures (last_failure_at);
