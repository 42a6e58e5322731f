-- Migration 016_account_erasure. Frozen: never edit an applied migration, add a new one.
-- An erased account (issue 22, api/users/privacy.ts) keeps its row, anonymised, so the orders kept
-- for the accounting retention and the other party's messages still point somewhere: no e-mail
-- address, name or phone, a password hash no password matches, and the time it was erased.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
