// Shared by the import tests: a CSV feed in our template's columns, the multipart upload, and waiting
// for an import to end by polling GET /api/import/{id} as the page does.
import { call, type StartedApi } from '../helpers/api.ts';

export interface CsvListing {
  externalId: string;
  price?: number;
  city?: string;
  rooms?: number | string;
  title?: string;
  photos?: string;
  countryCode?: string;
}

const HEADER = [
  'externalId',
  'dealType',
  'estateType',
  'price',
  'currency',
  'countryCode',
  'city',
  'livingSpace',
  'rooms',
  'title_en',
  'title_de',
  'photos',
];

const cell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** A CSV of sale apartments in Berlin, one row per listing. */
export function csvFeed(listings: readonly CsvListing[]): string {
  const rows = listings.map((l) =>
    [
      l.externalId,
      'sale',
      'apartment',
      String(l.price ?? 250000),
      'eur',
      l.countryCode ?? 'DE',
      l.city ?? 'Berlin',
      '72',
      String(l.rooms ?? 3),
      l.title ?? `Flat ${l.externalId}`,
      `Wohnung ${l.externalId} – Altbau mit Balkon`,
      l.photos ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return [HEADER.join(','), ...rows].join('\n') + '\n';
}

export const listingsOf = (n: number, from = 1, more: Partial<CsvListing> = {}): CsvListing[] =>
  Array.from({ length: n }, (_, i) => ({ externalId: `L-${from + i}`, price: 200000 + (from + i) * 1000, ...more }));

/** POST /api/import with the file part (and fullFeed when asked). */
export async function upload(
  api: Pick<StartedApi, 'url'>,
  token: string | undefined,
  content: string | Uint8Array,
  opts: { name?: string; fullFeed?: boolean } = {},
) {
  const form = new FormData();
  if (opts.fullFeed) form.append('fullFeed', 'true');
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), opts.name ?? 'feed.csv');
  const res = await fetch(`${api.url}/api/import`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  // eslint-disable-next-line no-restricted-syntax
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body };
}

const FINAL = ['done', 'failed', 'canceled', 'invalid'];

/** Polls the import until it ends (or `until` says so); its last answer. */
// eslint-disable-next-line no-restricted-syntax
export async function waitForImport(api: Pick<StartedApi, 'url'>, token: string, id: string, until?: (body: any) => boolean, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(api, 'GET', `/api/import/${id}`, undefined, token);
    if (res.status !== 200) throw new Error(`GET import answered ${res.status}`);
    if (until ? until(res.body) : FINAL.includes(res.body.status)) return res.body;
    if (Date.now() > end) throw new Error(`import ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Uploads, starts and waits; the finished import. */
export async function importFeed(
  api: Pick<StartedApi, 'url'>,
  token: string,
  content: string | Uint8Array,
  opts: { name?: string; fullFeed?: boolean } = {},
) {
  const up = await upload(api, token, content, opts);
  if (up.status !== 201) throw new Error(`upload answered ${up.status} ${JSON.stringify(up.body)}`);
  const start = await call(api, 'POST', `/api/import/${up.body._id}/start`, undefined, token);
  if (start.status !== 202) throw new Error(`start answered ${start.status} ${JSON.stringify(start.body)}`);
  return { validation: up.body, result: await waitForImport(api, token, up.body._id) };
}
