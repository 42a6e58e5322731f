import type { Language } from '../../shared/core/constants.ts';

/**
 * A calendar date in the language's usual numeric form, read in UTC: 05.03.2026 (de, ru),
 * 05/03/2026 (en-GB, es). Built by hand rather than with Intl.DateTimeFormat, whose output differs
 * between ICU builds and time zones, so the server and the browser render the same text.
 * An unreadable date gives ''.
 */
export function formatDate(iso: string, lng: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const sep = lng === 'de' || lng === 'ru' ? '.' : '/';
  return `${dd}${sep}${mm}${sep}${date.getUTCFullYear()}`;
}
