-- Favourites (issue 15): the estates a user saved. The owner of an estate may count them, never see
-- who saved it (no endpoint exposes user_id of another user's favourites).
CREATE TABLE favourites (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  estate_id text NOT NULL REFERENCES estates(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, estate_id)
);
-- how many saved an estate (the owner's count)
CREATE INDEX favourites_estate ON favourites (estate_id);
