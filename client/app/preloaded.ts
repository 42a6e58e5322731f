// The preloaded data's element: written by the renderer, read once by the browser entry.
import type { PreloadedData } from '../../shared/contract/page.ts';

export const PRELOADED_ELEMENT_ID = '__PRELOADED__';

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
