-- The short code of an estate's aliasId (the part after its last hyphen, "rfo9xg" of
-- "torrevieja-office-rfo9xg"), which cards and the estate page show as the listing's ID: the header's
-- ID search finds a listing by it (issue 21.7a) through this index instead of reading every alias.
CREATE INDEX estates_alias_code ON estates ((substring(alias_id from '[^-]+$')));
