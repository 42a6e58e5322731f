// The ids of a comparison's URL (`/compare?ids=a,b,c`), as the compare page reads them. Apart from
// ./compare.ts, which the toggle on every card imports: this is needed by the page's code only.
import { MAX_ALIAS_ID, MAX_COMPARE } from './compare.ts';

/**
 * The ids a `?ids=` text names, in order, each once: the first MAX_COMPARE usable ones, and how many
 * more were named (too many, or not an id at all), which the page counts as left out.
 */
export function parseCompareIds(text: string | null | undefined): { ids: string[]; dropped: number } {
  const parts = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ids: string[] = [];
  let dropped = 0;
  for (const id of parts) {
    if (ids.includes(id)) continue;
    if (id.length > MAX_ALIAS_ID || ids.length >= MAX_COMPARE) dropped++;
    else ids.push(id);
  }
  return { ids, dropped };
}
