-- Each imported listing records the feed format it came from (csv, openimmo, kyero), so a full feed
-- withdraws only the listings of its own source, never those another import of the account brought
-- (issue 21.7c). Listings imported before this column take the format of the import that last wrote
-- or saw them; one whose import is gone stays NULL until an import names it again, and no full feed
-- withdraws it meanwhile.
ALTER TABLE imported_listings ADD COLUMN source text CHECK (source IN ('csv','openimmo','kyero'));
UPDATE imported_listings l SET source = i.format FROM imports i WHERE i.id = l.last_import_id;
