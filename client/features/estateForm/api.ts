// The estate form's calls (shared/contract/estates.ts): create, change, and the photos of a listing
// (the listing to edit loads with the estate page's getEstate). The upload is multipart, which the JSON api caller does not speak: it goes
// straight to the gateway with the session cookie (browser only, where uploads happen).
import type {
  createEstate as CreateEstate,
  deleteEstatePhoto as DeleteEstatePhoto,
  listEstatePhotos as ListEstatePhotos,
  reorderEstatePhotos as ReorderEstatePhotos,
  updateEstate as UpdateEstate,
  uploadEstatePhotos as UploadEstatePhotos,
} from '../../../shared/contract/estates.ts';
import type { ReplyOf } from '../../../shared/contract/http.ts';
import type { EstateDocument, uploadEstateDocument as UploadEstateDocument } from '../../../shared/contract/documents.ts';
import { ApiError, bodyMessage, endpointCall, fillPath } from '../../lib/api.ts';

export const createEstate = endpointCall<typeof CreateEstate>('POST', '/api/estate');
export const updateEstate = endpointCall<typeof UpdateEstate>('PATCH', '/api/estate/{aliasId}');
export const listEstatePhotos = endpointCall<typeof ListEstatePhotos>('GET', '/api/estate/{aliasId}/photos');
export const reorderEstatePhotos = endpointCall<typeof ReorderEstatePhotos>('PATCH', '/api/estate/{aliasId}/photos/order');
export const deleteEstatePhoto = endpointCall<typeof DeleteEstatePhoto>('DELETE', '/api/estate/{aliasId}/photos/{photoId}');

const UPLOAD_PATH: UploadEstatePhotosPath = '/api/estate/{aliasId}/photos';
type UploadEstatePhotosPath = (typeof UploadEstatePhotos)['path'];

/** `POST /api/estate/{aliasId}/photos` with the files as `photo` parts; throws ApiError like the api caller. */
export async function uploadPhotos(
  aliasId: string,
  files: readonly File[],
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<ReplyOf<typeof UploadEstatePhotos>> {
  const form = new FormData();
  for (const f of files) form.append('photo', f, f.name);
  let res: Response;
  try {
    res = await doFetch(fillPath(UPLOAD_PATH, { aliasId }), {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    throw new ApiError(0, `photo upload failed: ${(err as Error).message}`);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) throw new ApiError(res.status, bodyMessage(data) ?? `photo upload answered ${res.status}`, data);
  return data as ReplyOf<typeof UploadEstatePhotos>;
}

// ---------------------------------------------------------------------------------------------
// Floor plans and documents (shared/contract/documents.ts): plain same-origin calls from the
// documents manager (browser only), multipart for the upload.

type DocumentUploadPath = (typeof UploadEstateDocument)['path'];
const DOCUMENT_UPLOAD_PATH: DocumentUploadPath = '/api/estate/{aliasId}/documents';

async function sendDocumentCall(url: string, init: RequestInit, what: string): Promise<unknown> {
  let res: Response;
  try {
    res = await globalThis.fetch(url, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (err) {
    throw new ApiError(0, `${what} failed: ${(err as Error).message}`);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) throw new ApiError(res.status, bodyMessage(data) ?? `${what} answered ${res.status}`, data);
  return data;
}

/** `POST /api/estate/{aliasId}/documents`: kind and title first, then the `file` part. */
export async function uploadDocument(aliasId: string, input: { kind: string; title: string; file: File }): Promise<EstateDocument> {
  const form = new FormData();
  form.append('kind', input.kind);
  form.append('title', input.title);
  form.append('file', input.file, input.file.name);
  return (await sendDocumentCall(fillPath(DOCUMENT_UPLOAD_PATH, { aliasId }), { method: 'POST', body: form }, 'document upload')) as EstateDocument;
}

/** `PUT /api/estate/{aliasId}/documents/order`. */
export async function reorderDocuments(aliasId: string, ids: readonly string[]): Promise<{ documents: EstateDocument[] }> {
  const url = fillPath('/api/estate/{aliasId}/documents/order', { aliasId });
  const init = { method: 'PUT', body: JSON.stringify({ ids }), headers: { 'content-type': 'application/json' } };
  return (await sendDocumentCall(url, init, 'document order')) as { documents: EstateDocument[] };
}

/** `DELETE /api/estate/{aliasId}/documents/{id}`. */
export async function deleteDocument(aliasId: string, id: string): Promise<{ documents: EstateDocument[] }> {
  return (await sendDocumentCall(fillPath('/api/estate/{aliasId}/documents/{id}', { aliasId, id }), { method: 'DELETE' }, 'document removal')) as {
    documents: EstateDocument[];
  };
}
