// The query string of /private/mass-import: ?page= of the import history.
export const MASS_IMPORT_PATH = '/private/mass-import';

export function historyPageOf(search: string | URLSearchParams): number {
  const n = Number.parseInt((typeof search === 'string' ? new URLSearchParams(search) : search).get('page') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export const historyHref = (page: number): string => (page > 1 ? `${MASS_IMPORT_PATH}?page=${page}` : MASS_IMPORT_PATH);
