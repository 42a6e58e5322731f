// The preloaded data's element: written by the renderer, read once by the browser entry.
import type { PreloadedData } from '../../shared/contract/page.ts';

export const PRELOADED_ELEMENT_ID = '__PRELOADED__';

/** Marks the stylesheet a page loads without holding its paint (media="print"); the entry switches it on. */
export const DEFERRED_CSS_ATTRIBUTE = 'data-deferred-css';

/** Applies the deferred stylesheet (media="print" → "all"): it styles screens this page may navigate to. */
export function applyDeferredStylesheets(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_CSS_ATTRIBUTE}]`)) link.media = 'all';
}

/** The page's preloaded data, or null when the element is missing or unreadable. */
export function readPreloadedData(doc: Document): PreloadedData | null {
  const text = doc.getElementById(PRELOADED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PreloadedData;
  } catch {
    return null;
  }
}
