// Readable, unique aliasIds ("anna-schmidt", "ivan-petrov-2") for users and estates. Cyrillic is
// transliterated (BGN/PCGN-like), other scripts lose their diacritics.
import type { Queryable } from './index.ts';

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};
const OTHER: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', þ: 'th', ð: 'd', ı: 'i' };

/** "Иван Петров" → "ivan-petrov"; "José Núñez" → "jose-nunez"; at most `max` characters; "" when nothing is left. */
export function slugify(text: string, max = 48): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) out += CYRILLIC[ch] ?? OTHER[ch] ?? ch;
  return out
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

const TABLES = { users: 'users', estates: 'estates' } as const;

/**
 * The first free alias of `base`, `base-2`, `base-3`, … in `table`. Run it in the transaction that
 * inserts the row; a concurrent insert of the same alias still fails on the unique index (409).
 */
export async function uniqueAlias(q: Queryable, table: keyof typeof TABLES, text: string, fallback: string): Promise<string> {
  const base = slugify(text) || fallback;
  const r = await q.query<{ alias_id: string }>(`SELECT alias_id FROM ${TABLES[table]} WHERE alias_id = $1 OR alias_id LIKE $2`, [
    base,
    `${base.replace(/[\\%_]/g, '\\$&')}-%`,
  ]);
  const taken = new Set(r.rows.map((x) => x.alias_id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
