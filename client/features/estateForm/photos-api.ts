// Photo calls of the estate form. The upload is multipart, which the JSON api caller does not speak:
// it goes straight to the gateway with the session cookie (browser only, where uploads happen).
import type { EstatePhoto } from '../../../shared/types.ts';
import { ApiError, bodyMessage, type ApiCaller } from '../../lib/api.ts';

export interface PhotosAnswer {
  photos: EstatePhoto[];
}

const photosPath = (aliasId: string) => `/api/estate/${encodeURIComponent(aliasId)}/photos`;

export async function uploadPhotos(aliasId: string, files: readonly File[], doFetch: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<PhotosAnswer> {
  const form = new FormData();
  for (const f of files) form.append('photo', f, f.name);
  let res: Response;
  try {
    res = await doFetch(photosPath(aliasId), { method: 'POST', body: form, credentials: 'same-origin', headers: { accept: 'application/json' } });
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
  return data as PhotosAnswer;
}

export const reorderPhotos = (api: ApiCaller, aliasId: string, order: string[]) => api.patch<PhotosAnswer>(`${photosPath(aliasId)}/order`, { order });

export const deletePhoto = (api: ApiCaller, aliasId: string, photoId: string) =>
  api.delete<PhotosAnswer>(`${photosPath(aliasId)}/${encodeURIComponent(photoId)}`);
