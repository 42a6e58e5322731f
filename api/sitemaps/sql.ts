// The rows the sitemaps list: published estates and realtors in alias order (keyset pages, so a
// file of 50 000 URLs is read in a few index scans, each page one JSON text), countries with a guide or published estates,
// published articles and news by slug with the languages they exist in.
import type { Queryable } from '../db/index.ts';
import { publicEstate } from '../estates/visibility.ts';

/**
 * A page of rows in alias order, flat: `[alias1, lastmod1, alias2, lastmod2, …]` (lastmod in W3C
 * datetime, UTC, milliseconds, as Date#toISOString writes it; null when unknown), and the page's last
 * alias, for the next page.
 */
export interface AliasPage {
  flat: (string | null)[];
  last: string | null;
}

/**
 * The page comes back as one JSON text rather than a row per entry: returning 50 000 rows costs
 * PGlite (and pg) ~4× what the same data as one value does (decision 12, "Measured"); lastmod is
 * formatted by the database (to_char truncates to milliseconds, as a JavaScript Date does).
 */
const PAGE = (from: string, where: string) => `
  SELECT '[' || string_agg(to_json(alias_id)::text || ',' ||
           coalesce('"' || to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null'), ',' ORDER BY alias_id) || ']' AS rows,
         max(alias_id) AS last
    FROM (SELECT alias_id, updated_at FROM ${from} WHERE ${where} ORDER BY alias_id OFFSET $1 LIMIT $2) page`;

async function page(q: Queryable, from: string, where: string, opts: { after: string | null; offset: number; limit: number }): Promise<AliasPage> {
  const r = await q.query<{ rows: string | null; last: string | null }>(
    opts.after === null ? PAGE(from, where) : PAGE(from, `${where} AND alias_id > $3`),
    opts.after === null ? [opts.offset, opts.limit] : [opts.offset, opts.limit, opts.after],
  );
  const row = r.rows[0];
  if (!row?.rows) return { flat: [], last: null };
  return { flat: JSON.parse(row.rows) as (string | null)[], last: row.last };
}

/** Published estates after `after` (alias order), at most `limit`; `offset` skips to a file's first row. */
export function estatePage(q: Queryable, opts: { after: string | null; offset: number; limit: number }): Promise<AliasPage> {
  return page(q, 'estates', publicEstate('estates'), opts);
}

export function realtorPage(q: Queryable, opts: { after: string | null; offset: number; limit: number }): Promise<AliasPage> {
  return page(q, 'users', 'is_realtor', opts);
}

export interface Counts {
  estates: number;
  realtors: number;
  /** the newest change of a published estate (null when there is none) */
  lastEstateChange: Date | string | null;
}

export async function counts(q: Queryable): Promise<Counts> {
  const r = await q.query<{ estates: number; realtors: number; last: Date | string | null }>(
    `SELECT (SELECT count(*)::integer FROM estates WHERE ${publicEstate('estates')}) AS estates,
            (SELECT count(*)::integer FROM users WHERE is_realtor) AS realtors,
            (SELECT max(updated_at) FROM estates WHERE ${publicEstate('estates')}) AS last`,
  );
  const row = r.rows[0];
  return { estates: Number(row.estates), realtors: Number(row.realtors), lastEstateChange: row.last };
}

export interface CountryRow {
  code: string;
  has_guide: boolean;
  estates: number;
  last: Date | string | null;
}

export async function countryRows(q: Queryable): Promise<CountryRow[]> {
  const r = await q.query<CountryRow>(
    `SELECT c.code, c.has_guide, count(e.id)::integer AS estates, max(e.updated_at) AS last
       FROM countries c LEFT JOIN estates e ON e.country_code = c.code AND ${publicEstate('e')}
      GROUP BY c.code, c.has_guide
     HAVING c.has_guide OR count(e.id) > 0
      ORDER BY c.code`,
  );
  return r.rows.map((row) => ({ ...row, code: row.code.trim(), estates: Number(row.estates) }));
}

export interface ArticleRow {
  slug: string;
  languages: string[];
  last: Date | string;
}

export async function articleRows(q: Queryable): Promise<ArticleRow[]> {
  const r = await q.query<ArticleRow>(
    `SELECT slug, array_agg(language ORDER BY language) AS languages, max(published_at) AS last
       FROM articles WHERE is_published AND type IN ('article', 'news')
      GROUP BY slug ORDER BY slug`,
  );
  return r.rows;
}
