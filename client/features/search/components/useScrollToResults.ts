// After paging a search (the pagination sits below the results) the visitor is brought back to the
// top of the results, and the results heading takes the focus so a screen reader announces the new
// page. Search pages are not scrolled to the top on every navigation (a filter change keeps the
// place); only a change of page does this.
import { useEffect, useRef } from 'react';

export const RESULTS_SELECTOR = '.search-results';
export const RESULTS_HEADING_ID = 'search-results-title';

export function useScrollToResults(page: number): void {
  const seen = useRef(page);
  useEffect(() => {
    if (seen.current === page) return;
    seen.current = page;
    const results = document.querySelector<HTMLElement>(RESULTS_SELECTOR);
    if (!results) return;
    if (results.getBoundingClientRect().top < 0) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      results.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
    const heading = document.getElementById(RESULTS_HEADING_ID);
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [page]);
}
