// The `page` query parameter of list pages: a whole number from 1, anything else is page 1.
export function pageParam(search: string): number {
  const n = Number.parseInt(new URLSearchParams(search).get('page') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}
