// Paging rules (docs/product.md): more pages exist while page < totalPages; pagination shows when there is
// more than one page; page numbers are clamped to 1..totalPages once a list has loaded.

export function hasMore(page: number, totalPages: number): boolean {
  return Number.isFinite(page) && Number.isFinite(totalPages) && page < totalPages;
}

export function showPagination(totalPages: number): boolean {
  return Number.isFinite(totalPages) && totalPages > 1;
}

/** The page as a whole number in 1..totalPages (an empty list has the one page 1). */
export function clampPage(page: number, totalPages: number): number {
  const last = Number.isFinite(totalPages) && totalPages >= 1 ? Math.floor(totalPages) : 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), last);
}

export type PageItem = number | 'gap';

/**
 * The page links to show: the first, the last and `around` pages either side of the current one,
 * with 'gap' where numbers are left out. pageItems(5, 10) → [1, 'gap', 4, 5, 6, 'gap', 10].
 * A gap of a single page shows that page instead.
 */
export function pageItems(page: number, totalPages: number, around = 1): PageItem[] {
  const last = clampPage(totalPages, totalPages);
  const current = clampPage(page, last);
  const keep = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) keep.add(p);
  const sorted = [...keep].sort((a, b) => a - b);
  const out: PageItem[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev === 2) out.push(p - 1);
    else if (p - prev > 2) out.push('gap');
    out.push(p);
    prev = p;
  }
  return out;
}
