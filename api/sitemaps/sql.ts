// The rows the sitemaps list: published estates and realtors in alias order (keyset pages, so a
// file of 50 000 URLs is read in a few index scans), countries with a guide or published estates,
// published articles and news by slug with the languages they exist in.
import type { Queryable } from '../db/index.ts';

export interface AliasRow {
  alias_id: string;
  updated_at: Date | string;
}

/** Published estates after `after` (alias order), at most `limit`; `offset` skips to a file's first row. */
export async function estatePage(q: Queryable, opts: { after: string | null; offset: number; limit: number }): Promise<AliasRow[]> {
  const r = await q.query<AliasRow>(
    opts.after === null
      ? `SELECT alias_id, updated_at FROM estates WHERE status = 'published' ORDER BY alias_id OFFSET $1 LIMIT $2`
      : `SELECT alias_id, updated_at FROM estates WHERE status = 'published' AND alias_id > $3 ORDER BY alias_id OFFSET $1 LIMIT $2`,
    opts.after === null ? [opts.offset, opts.limit] : [opts.offset, opts.limit, opts.after],
  );
  return r.rows;
}

export async function realtorPage(q: Queryable, opts: { after: string | null; offset: number; limit: number }): Promise<AliasRow[]> {
  const r = await q.query<AliasRow>(
    opts.after === null
      ? `SELECT alias_id, updated_at FROM users WHERE is_realtor ORDER BY alias_id OFFSET $1 LIMIT $2`
      : `SELECT alias_id, updated_at FROM users WHERE is_realtor AND alias_id > $3 ORDER BY alias_id OFFSET $1 LIMIT $2`,
    opts.after === null ? [opts.offset, opts.limit] : [opts.offset, opts.limit, opts.after],
  );
  return r.rows;
}

export interface Counts {
  estates: number;
  realtors: number;
  /** the newest change of a published estate (null when there is none) */
  lastEstateChange: Date | string | null;
}

export async function counts(q: Queryable): Promise<Counts> {
  const r = await q.query<{ estates: number; realtors: number; last: Date | string | null }>(
    `SELECT (SELECT count(*)::integer FROM estates WHERE status = 'published') AS estates,
            (SELECT count(*)::integer FROM users WHERE is_realtor) AS realtors,
            (SELECT max(updated_at) FROM estates WHERE status = 'published') AS last`,
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
       FROM countries c LEFT JOIN estates e ON e.country_code = c.code AND e.status = 'published'
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
