-- Migration 034_estate_search_cells_by_deal. Frozen: never edit an applied migration, add a new one.
-- The map's per-cell counts of 031, per deal type as well (docs/decisions/0027, "Per deal type"): a
-- map filtered to buying or renting, the commonest filter, is served from the counts as the
-- unfiltered map is, instead of grouping every matching row (a wide box with a deal type: 0.7–1.4 s
-- at a million). A cell now has a row per deal type with listings in it; the unfiltered map sums them.
-- The triggers of 031 are replaced by deal-aware ones: a listing whose deal type changes leaves one
-- row of its cell and enters the other.
DROP TRIGGER estate_search_cells_insert ON estate_search;
DROP TRIGGER estate_search_cells_delete ON estate_search;
DROP TRIGGER estate_search_cells_update ON estate_search;
DROP FUNCTION estate_search_cells_changed();
DROP FUNCTION estate_search_cells_apply(double precision[], double precision[], double precision[], double precision[]);

ALTER TABLE estate_search_cells DROP CONSTRAINT estate_search_cells_pkey;
ALTER TABLE estate_search_cells ADD COLUMN deal_type text;
DELETE FROM estate_search_cells;
INSERT INTO estate_search_cells (cell_y, cell_x, deal_type, n, sum_lat, sum_lng, south, north, west, east)
SELECT estate_cell_y(lat), estate_cell_x(lng), deal_type, count(*)::integer, sum(lat), sum(lng), min(lat), max(lat), min(lng), max(lng)
  FROM estate_search
 WHERE lat BETWEEN -90 AND 90 AND lng BETWEEN -180 AND 180
 GROUP BY 1, 2, 3;
ALTER TABLE estate_search_cells ALTER COLUMN deal_type SET NOT NULL;
ALTER TABLE estate_search_cells ADD PRIMARY KEY (cell_y, cell_x, deal_type);

-- Points that left the index (gone) and points that entered it (came), as parallel arrays with their deal types.
CREATE FUNCTION estate_search_cells_apply(gone_lat double precision[], gone_lng double precision[], gone_deal text[],
                                          came_lat double precision[], came_lng double precision[], came_deal text[])
RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  emptied_y integer[];
  emptied_x integer[];
  emptied_d text[];
  stale_y integer[];
  stale_x integer[];
  stale_d text[];
BEGIN
  -- the rows both sides touch, locked in one order so two writers never wait for each other in a circle
  PERFORM 1 FROM estate_search_cells c
    JOIN (SELECT estate_cell_y(p.lat) AS y, estate_cell_x(p.lng) AS x, p.deal AS d
            FROM unnest(coalesce(gone_lat, '{}') || coalesce(came_lat, '{}'), coalesce(gone_lng, '{}') || coalesce(came_lng, '{}'),
                        coalesce(gone_deal, '{}') || coalesce(came_deal, '{}')) AS p(lat, lng, deal)
           WHERE p.lat BETWEEN -90 AND 90 AND p.lng BETWEEN -180 AND 180) k ON c.cell_y = k.y AND c.cell_x = k.x AND c.deal_type = k.d
   ORDER BY c.cell_y, c.cell_x, c.deal_type FOR UPDATE OF c;

  IF gone_lat IS NOT NULL THEN
    WITH gone AS (
      SELECT estate_cell_y(p.lat) AS y, estate_cell_x(p.lng) AS x, p.deal AS d, count(*)::integer AS n, sum(p.lat) AS sum_lat,
             sum(p.lng) AS sum_lng, min(p.lat) AS south, max(p.lat) AS north, min(p.lng) AS west, max(p.lng) AS east
        FROM unnest(gone_lat, gone_lng, gone_deal) AS p(lat, lng, deal)
       WHERE p.lat BETWEEN -90 AND 90 AND p.lng BETWEEN -180 AND 180
       GROUP BY 1, 2, 3),
    changed AS (
      UPDATE estate_search_cells c
         SET n = c.n - g.n, sum_lat = c.sum_lat - g.sum_lat, sum_lng = c.sum_lng - g.sum_lng
        FROM gone g
       WHERE c.cell_y = g.y AND c.cell_x = g.x AND c.deal_type = g.d
      RETURNING c.cell_y, c.cell_x, c.deal_type, c.n, (g.south <= c.south OR g.north >= c.north OR g.west <= c.west OR g.east >= c.east) AS edge)
    SELECT array_agg(cell_y) FILTER (WHERE n <= 0), array_agg(cell_x) FILTER (WHERE n <= 0), array_agg(deal_type) FILTER (WHERE n <= 0),
           array_agg(cell_y) FILTER (WHERE n > 0 AND edge), array_agg(cell_x) FILTER (WHERE n > 0 AND edge),
           array_agg(deal_type) FILTER (WHERE n > 0 AND edge)
      INTO emptied_y, emptied_x, emptied_d, stale_y, stale_x, stale_d
      FROM changed;
  END IF;

  IF came_lat IS NOT NULL THEN
    INSERT INTO estate_search_cells AS c (cell_y, cell_x, deal_type, n, sum_lat, sum_lng, south, north, west, east)
    SELECT estate_cell_y(p.lat), estate_cell_x(p.lng), p.deal, count(*)::integer, sum(p.lat), sum(p.lng), min(p.lat), max(p.lat),
           min(p.lng), max(p.lng)
      FROM unnest(came_lat, came_lng, came_deal) AS p(lat, lng, deal)
     WHERE p.lat BETWEEN -90 AND 90 AND p.lng BETWEEN -180 AND 180
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3
    ON CONFLICT (cell_y, cell_x, deal_type) DO UPDATE
       SET n = c.n + EXCLUDED.n, sum_lat = c.sum_lat + EXCLUDED.sum_lat, sum_lng = c.sum_lng + EXCLUDED.sum_lng,
           south = least(c.south, EXCLUDED.south), north = greatest(c.north, EXCLUDED.north),
           west = least(c.west, EXCLUDED.west), east = greatest(c.east, EXCLUDED.east);
  END IF;

  -- a row left empty goes (unless points came back into it); one whose edge point left is measured again
  IF emptied_y IS NOT NULL THEN
    DELETE FROM estate_search_cells c USING unnest(emptied_y, emptied_x, emptied_d) AS e(y, x, d)
     WHERE c.cell_y = e.y AND c.cell_x = e.x AND c.deal_type = e.d AND c.n <= 0;
    stale_y := coalesce(stale_y, '{}') || emptied_y;
    stale_x := coalesce(stale_x, '{}') || emptied_x;
    stale_d := coalesce(stale_d, '{}') || emptied_d;
  END IF;
  IF stale_y IS NOT NULL THEN
    UPDATE estate_search_cells c
       SET (n, sum_lat, sum_lng, south, north, west, east) = (
             SELECT count(*)::integer, coalesce(sum(s.lat), 0), coalesce(sum(s.lng), 0), coalesce(min(s.lat), 'Infinity'),
                    coalesce(max(s.lat), '-Infinity'), coalesce(min(s.lng), 'Infinity'), coalesce(max(s.lng), '-Infinity')
               FROM estate_search s
              WHERE s.lat BETWEEN greatest(-90, c.cell_y * 0.087890625 - 1e-9) AND least(90, (c.cell_y + 1) * 0.087890625 + 1e-9)
                AND s.lng BETWEEN greatest(-180, c.cell_x * 0.087890625 - 1e-9) AND least(180, (c.cell_x + 1) * 0.087890625 + 1e-9)
                AND estate_cell_y(s.lat) = c.cell_y AND estate_cell_x(s.lng) = c.cell_x AND s.deal_type = c.deal_type)
      FROM unnest(stale_y, stale_x, stale_d) AS r(y, x, d)
     WHERE c.cell_y = r.y AND c.cell_x = r.x AND c.deal_type = r.d;
    DELETE FROM estate_search_cells c USING unnest(stale_y, stale_x, stale_d) AS r(y, x, d)
     WHERE c.cell_y = r.y AND c.cell_x = r.x AND c.deal_type = r.d AND c.n <= 0;
  END IF;
END
$fn$;

CREATE FUNCTION estate_search_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  gone_lat double precision[];
  gone_lng double precision[];
  gone_deal text[];
  came_lat double precision[];
  came_lng double precision[];
  came_deal text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.lat), array_agg(n.lng), array_agg(n.deal_type) INTO came_lat, came_lng, came_deal
      FROM estate_search_cells_new n WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.lat), array_agg(o.lng), array_agg(o.deal_type) INTO gone_lat, gone_lng, gone_deal
      FROM estate_search_cells_old o WHERE o.lat IS NOT NULL AND o.lng IS NOT NULL;
  ELSE
    -- only the rows whose coordinates or deal type changed (most updates of the index set other columns)
    SELECT array_agg(o.lat) FILTER (WHERE o.lat IS NOT NULL AND o.lng IS NOT NULL), array_agg(o.lng) FILTER (WHERE o.lat IS NOT NULL AND o.lng IS NOT NULL),
           array_agg(o.deal_type) FILTER (WHERE o.lat IS NOT NULL AND o.lng IS NOT NULL),
           array_agg(n.lat) FILTER (WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL), array_agg(n.lng) FILTER (WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL),
           array_agg(n.deal_type) FILTER (WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL)
      INTO gone_lat, gone_lng, gone_deal, came_lat, came_lng, came_deal
      FROM estate_search_cells_old o FULL JOIN estate_search_cells_new n ON n.id = o.id
     WHERE (o.id, o.lat, o.lng, o.deal_type) IS DISTINCT FROM (n.id, n.lat, n.lng, n.deal_type);
  END IF;
  IF gone_lat IS NOT NULL OR came_lat IS NOT NULL THEN
    PERFORM estate_search_cells_apply(gone_lat, gone_lng, gone_deal, came_lat, came_lng, came_deal);
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER estate_search_cells_insert AFTER INSERT ON estate_search
  REFERENCING NEW TABLE AS estate_search_cells_new FOR EACH STATEMENT EXECUTE FUNCTION estate_search_cells_changed();
CREATE TRIGGER estate_search_cells_delete AFTER DELETE ON estate_search
  REFERENCING OLD TABLE AS estate_search_cells_old FOR EACH STATEMENT EXECUTE FUNCTION estate_search_cells_changed();
CREATE TRIGGER estate_search_cells_update AFTER UPDATE ON estate_search
  REFERENCING OLD TABLE AS estate_search_cells_old NEW TABLE AS estate_search_cells_new FOR EACH STATEMENT EXECUTE FUNCTION estate_search_cells_changed();
