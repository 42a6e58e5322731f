// Which listings anyone may see (issue 23): published, not hidden by visitors' reports, approved by
// moderation, and their owner not blocked. The rule is one SQL function, estate_is_public (migration
// 023), which the search index's trigger also applies; every public read outside the index (the
// estate page, sitemaps, country counts, favourites) filters with publicEstate, never a copy of it.

/**
 * The SQL condition "the estate row `alias` is public" (`alias` is a table alias or name, e.g. `e`
 * or `estates`). Keeps `status = 'published'` in the open so the planner can use the status indexes.
 */
export function publicEstate(alias: string): string {
  return `(${alias}.status = 'published' AND estate_is_public(${alias}.status, ${alias}.hidden_at, ${alias}.moderation, ${alias}.owner_id))`;
}
