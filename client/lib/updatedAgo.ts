// "updated N days ago" on cards and the estate page (issue 24, item 6). The api counts the whole days
// since the listing was last confirmed (`updatedDaysAgo`) when it answers, so the server's render and
// the browser's hydration read the same number from the same store; the words are plural keys of
// app.json rather than Intl.RelativeTimeFormat, whose output differs between ICU builds.
type T = (key: string, options?: Record<string, unknown>) => string;

export function updatedAgo(t: T, days: number): string {
  if (days <= 0) return t('estateCard.updatedToday');
  if (days === 1) return t('estateCard.updatedYesterday');
  return t('estateCard.updatedDaysAgo', { count: days });
}
