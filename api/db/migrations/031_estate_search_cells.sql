-- Migration 031_estate_search_cells. Frozen: never edit an applied migration, add a new one.
-- Every result on the map, fast (docs/decisions/0027): the published, placed estates of the search
-- index counted per cell of a fixed grid, so the clusters call of an unfiltered map reads a few
-- thousand cells instead of every estate. A cell is 90 / 2^10 degrees (0.087890625°, about 10 km),
-- anchored at 0°; the grid of any zoom up to 10 is made of whole cells of this one (a zoom's cell is
-- this cell times a power of two), so its groups are sums of these cells. Each cell keeps its count,
-- the sums of its coordinates (the groups' mean positions) and the rectangle of its estates.
--
-- Kept by statement-level triggers on estate_search itself, so every writer of the index (002's and
-- 012's triggers: create, edit, import, moderation, hiding, archiving, erasure, plain SQL) moves the
-- counts in the same statement. A point that leaves a cell on the edge of its rectangle has the cell
-- measured again from estate_search (the geo index of 012); any other removal is a subtraction.
-- Coordinates outside -90..90 / -180..180 match no rectangle and are not counted.

-- the cell of a latitude / longitude; 90° and 180° belong to the last cell (the world's rectangle holds them)
CREATE FUNCTION estate_cell_y(lat double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $fn$ SELECT least(floor($1 / 0.087890625), 1023)::integer $fn$;
CREATE FUNCTION estate_cell_x(lng double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $fn$ SELECT least(floor($1 / 0.087890625), 2047)::integer $fn$;

CREATE TABLE estate_search_cells (
  cell_y integer NOT NULL,
  cell_x integer NOT NULL,
  n integer NOT NULL,
  sum_lat double precision NOT NULL,
  sum_lng double precision NOT NULL,
  south double precision NOT NULL,
  north double precision NOT NULL,
  west double precision NOT NULL,
  east double precision NOT NULL,
  PRIMARY KEY (cell_y, cell_x)
);

-- Points that left the index (gone) and points that entered it (came), as parallel arrays.
CREATE FUNCTION estate_search_cells_apply(gone_lat double precision[], gone_lng double precision[],
                                          came_lat double precision[], came_lng double precision[])
RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  emptied_y integer[];
  emptied_x integer[];
  stale_y integer[];
  stale_x integer[];
BEGIN
  -- the cells both sides touch, locked in one order so two writers never wait for each other in a circle
  PERFORM 1 FROM estate_search_cells c
    JOIN (SELECT estate_cell_y(p.lat) AS y, estate_cell_x(p.lng) AS x
            FROM unnest(coalesce(gone_lat, '{}') || coalesce(came_lat, '{}'), coalesce(gone_lng, '{}') || coalesce(came_lng, '{}')) AS p(lat, lng)
           WHERE p.lat BETWEEN -90 AND 90 AND p.lng BETWEEN -180 AND 180) k ON c.cell_y = k.y AND c.cell_x = k.x
   ORDER BY c.cell_y, c.cell_x FOR UPDATE OF c;

  IF gone_lat IS NOT NULL THEN
    WITH gone AS (
      SELECT estate_cell_y(p.lat) AS y, estate_cell_x(p.lng) AS x, count(*)::integer AS n, sum(p.lat) AS sum_lat, sum(p.lng) AS sum_lng,
             min(p.lat) AS south, max(p.lat) AS north, min(p.lng) AS west, max(p.lng) AS east
        FROM unnest(gone_lat, gone_lng) AS p(lat, lng)
       WHERE p.lat BETWEEN -90 AND 90 AND p.lng BETWEEN -180 AND 180
       GROUP BY 1, 2),
    changed AS (
      UPDATE estate_search_cells c
         SET n = c.n - g.n, sum_lat = c.sum_lat - g.sum_lat, sum_lng = c.sum_lng - g.sum_lng
        FROM gone g
       WHERE c.cell_y = g.y AND c.cell_x = g.x
      RETURNING c.cell_y, c.cell_x, c.n, (g.south <= c.south OR g.north >= c.north OR g.west <= c.west OR g.east >= c.east) AS edge)
    SELECT array_agg(cell_y) FILTER (WHERE n <= 0), array_agg(cell_x) FILTER (WHERE n <= 0),
           array_agg(cell_y) FILTER (WHERE n > 0 AND edge), array_agg(cell_x) FILTER (WHERE n > 0 AND edge)
      INTO emptied_y, emptied_x, stale_y, stale_x
      FROM changed;
  END IF;

  IF came_lat IS NOT NULL THEN
    INSERT INTO estate_search_cells AS c (cell_y, cell_x, n, sum_lat, sum_lng, south, north, west, east)
    SELECT estate_cell_y(p.lat), estate_cell_x(p.lng), count(*)::integer, sum(p.lat), sum(p.lng), min(p.lat), max(p.lat), min(p.lng), max(p.lng)
      FROM unnest(came_lat, came_lng) AS p(lat, lng)
     WHERE p.lat BETWEEN -90 AND 90 AND p.lng BETWEEN -180 AND 180
     GROUP BY 1, 2
     ORDER BY 1, 2
    ON CONFLICT (cell_y, cell_x) DO UPDATE
       SET n = c.n + EXCLUDED.n, sum_lat = c.sum_lat + EXCLUDED.sum_lat, sum_lng = c.sum_lng + EXCLUDED.sum_lng,
           south = least(c.south, EXCLUDED.south), north = greatest(c.north, EXCLUDED.north),
           west = least(c.west, EXCLUDED.west), east = greatest(c.east, EXCLUDED.east);
  END IF;

  -- a cell left empty goes (unless points came back into it); one whose edge point left is measured again
  IF emptied_y IS NOT NULL THEN
    DELETE FROM estate_search_cells c USING unnest(emptied_y, emptied_x) AS e(y, x)
     WHERE c.cell_y = e.y AND c.cell_x = e.x AND c.n <= 0;
    stale_y := coalesce(stale_y, '{}') || emptied_y;
    stale_x := coalesce(stale_x, '{}') || emptied_x;
  END IF;
  IF stale_y IS NOT NULL THEN
    UPDATE estate_search_cells c
       SET (n, sum_lat, sum_lng, south, north, west, east) = (
             SELECT count(*)::integer, coalesce(sum(s.lat), 0), coalesce(sum(s.lng), 0), coalesce(min(s.lat), 'Infinity'),
                    coalesce(max(s.lat), '-Infinity'), coalesce(min(s.lng), 'Infinity'), coalesce(max(s.lng), '-Infinity')
               FROM estate_search s
              WHERE s.lat BETWEEN greatest(-90, c.cell_y * 0.087890625 - 1e-9) AND least(90, (c.cell_y + 1) * 0.087890625 + 1e-9)
                AND s.lng BETWEEN greatest(-180, c.cell_x * 0.087890625 - 1e-9) AND least(180, (c.cell_x + 1) * 0.087890625 + 1e-9)
                AND estate_cell_y(s.lat) = c.cell_y AND estate_cell_x(s.lng) = c.cell_x)
      FROM unnest(stale_y, stale_x) AS r(y, x)
     WHERE c.cell_y = r.y AND c.cell_x = r.x;
    DELETE FROM estate_search_cells c USING unnest(stale_y, stale_x) AS r(y, x)
     WHERE c.cell_y = r.y AND c.cell_x = r.x AND c.n <= 0;
  END IF;
END
$fn$;

CREATE FUNCTION estate_search_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  gone_lat double precision[];
  gone_lng double precision[];
  came_lat double precision[];
  came_lng double precision[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.lat), array_agg(n.lng) INTO came_lat, came_lng FROM estate_search_cells_new n WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.lat), array_agg(o.lng) INTO gone_lat, gone_lng FROM estate_search_cells_old o WHERE o.lat IS NOT NULL AND o.lng IS NOT NULL;
  ELSE
    -- only the rows whose coordinates changed (most updates of the index set other columns)
    SELECT array_agg(o.lat) FILTER (WHERE o.lat IS NOT NULL AND o.lng IS NOT NULL), array_agg(o.lng) FILTER (WHERE o.lat IS NOT NULL AND o.lng IS NOT NULL),
           array_agg(n.lat) FILTER (WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL), array_agg(n.lng) FILTER (WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL)
      INTO gone_lat, gone_lng, came_lat, came_lng
      FROM estate_search_cells_old o FULL JOIN estate_search_cells_new n ON n.id = o.id
     WHERE (o.id, o.lat, o.lng) IS DISTINCT FROM (n.id, n.lat, n.lng);
  END IF;
  IF gone_lat IS NOT NULL OR came_lat IS NOT NULL THEN
    PERFORM estate_search_cells_apply(gone_lat, gone_lng, came_lat, came_lng);
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
CREATE FUNCTION estate_search_cells_emptied() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM estate_search_cells;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER estate_search_cells_truncate AFTER TRUNCATE ON estate_search FOR EACH STATEMENT EXECUTE FUNCTION estate_search_cells_emptied();

-- the estates already indexed
INSERT INTO estate_search_cells (cell_y, cell_x, n, sum_lat, sum_lng, south, north, west, east)
SELECT estate_cell_y(lat), estate_cell_x(lng), count(*)::integer, sum(lat), sum(lng), min(lat), max(lat), min(lng), max(lng)
  FROM estate_search
 WHERE lat BETWEEN -90 AND 90 AND lng BETWEEN -180 AND 180
 GROUP BY 1, 2;
