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
