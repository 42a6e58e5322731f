// The mass import's calls. The JSON ones go through the api caller; the upload is multipart, which the
// JSON caller does not speak: it goes straight to the gateway with the session cookie (browser only,
// where uploads happen), through XMLHttpRequest so the page can show how much of the file has gone.
import type {
  cancelImport as CancelImport,
  getImport as GetImport,
  listImports as ListImports,
  startImport as StartImport,
  uploadImport as UploadImport,
} from '../../../shared/contract/import.ts';
import { ApiError, bodyMessage, endpointCall } from '../../lib/api.ts';
import type { ImportValidation } from './model.ts';

export const listImports = endpointCall<typeof ListImports>('GET', '/api/import');
export const getImport = endpointCall<typeof GetImport>('GET', '/api/import/{id}');
export const startImport = endpointCall<typeof StartImport>('POST', '/api/import/{id}/start');
export const cancelImport = endpointCall<typeof CancelImport>('DELETE', '/api/import/{id}');

const UPLOAD_PATH: (typeof UploadImport)['path'] = '/api/import';
export const TEMPLATE_PATH = '/api/import/template.csv';

export interface UploadOptions {
  fullFeed: boolean;
  /** called with the share of the file sent (0…1) while it goes */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function formOf(file: Blob & { name?: string }, fullFeed: boolean): FormData {
  const form = new FormData();
  // the flag goes before the file so the api knows it before it reads the file's bytes
  if (fullFeed) form.append('fullFeed', 'true');
  form.append('file', file, file.name ?? 'feed');
  return form;
}

/** `POST /api/import` (multipart `file`, optional `fullFeed=true`): the validation report; throws ApiError. */
export function uploadImport(file: Blob & { name?: string }, opts: UploadOptions): Promise<ImportValidation> {
  const form = formOf(file, opts.fullFeed);
  const headers = { accept: 'application/json' };
  if (typeof XMLHttpRequest === 'undefined') {
    // no XHR (tests in Node): fetch, without progress
    return fetch(UPLOAD_PATH, { method: 'POST', body: form, headers, credentials: 'same-origin', signal: opts.signal }).then(
      async (res) => {
        const data = parse(await res.text());
        if (!res.ok) throw new ApiError(res.status, bodyMessage(data) ?? `import upload answered ${res.status}`, data);
        return data as ImportValidation;
      },
      (err: Error) => {
        throw new ApiError(0, `import upload failed: ${err.message}`);
      },
    );
  }
  return new Promise<ImportValidation>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as ImportValidation);
      else reject(new ApiError(xhr.status, bodyMessage(data) ?? `import upload answered ${xhr.status}`, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'import upload failed: network error'));
    xhr.onabort = () => reject(new ApiError(0, 'import upload aborted'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The CSV template's columns with the example row's values (the column guide reads them). */
export async function loadTemplateColumns(doFetch: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<{ column: string; example: string }[]> {
  const res = await doFetch(TEMPLATE_PATH, { credentials: 'same-origin' });
  if (!res.ok) throw new ApiError(res.status, `template answered ${res.status}`);
  const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
  const [head = [], example = []] = rows;
  return head.map((column, i) => ({ column, example: example[i] ?? '' }));
}

/** A small CSV reader for the template (comma or semicolon, quoted fields with doubled quotes). */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const sep = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f !== ''));
}
