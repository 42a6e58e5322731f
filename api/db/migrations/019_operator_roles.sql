-- Operators (issue 23): the roles above ordinary users, and two-factor sign-in (TOTP, RFC 6238).
-- A role is one row per account and role; admin implies moderator in the code, not here.
CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'moderator')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);
CREATE INDEX user_roles_role ON user_roles (role);

-- The TOTP secret of an account: pending_secret while enrolling (POST /api/auth/mfa/setup), secret
-- once a code has verified it. last_step is the last 30-second step a code was accepted for, so a
-- code cannot be used twice.
CREATE TABLE user_mfa (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text,
  pending_secret text,
  enrolled_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use recovery codes: only their SHA-256 is stored.
CREATE TABLE mfa_recovery_codes (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
