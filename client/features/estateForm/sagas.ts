// Loading a listing for editing, saving (create or change; photos picked before the first save are
// uploaded right after it), and the photo calls of the edit screen.
import { call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Estate } from '../../../shared/types.ts';
import type { ApiCaller } from '../../lib/api.ts';
import { FORM, apiErrorToFormErrors, msg, toApiFailure, type FieldMessage, type FormErrors } from '../../lib/forms/errors.ts';
import { ESTATE_FIELD_ALIASES, ESTATE_FIELD_NAMES } from './components/values.ts';
import { loadPageData } from '../root/sagas.ts';
import {
  addPhotos, estateForEditFailed, estateForEditLoaded, estateSaveFailed, estateSaved, fetchEstateForEdit, photosChanged, photosFailed,
  removePhoto, reorderPhotos, saveEstate,
} from './slice.ts';
import { deletePhoto, reorderPhotos as patchOrder, uploadPhotos, type PhotosAnswer } from './photos-api.ts';

const errorCode = (err: unknown): string | undefined => {
  const body = (err as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
};

/** A failed save as form errors: the publication rules of 403 get their own words. */
export function saveErrors(err: unknown): FormErrors {
  const code = errorCode(err);
  if (code === 'NO_PUBLICATION_RESOURCE') return { [FORM]: msg('estateForm.errors.noPublication') };
  if (code === 'PUBLICATION_LIMIT_REACHED') return { [FORM]: msg('estateForm.errors.publicationLimit') };
  if (code === 'NOT_OWNER') return { [FORM]: msg('estateForm.errors.notOwner') };
  return apiErrorToFormErrors(toApiFailure(err), ESTATE_FIELD_NAMES, { aliases: ESTATE_FIELD_ALIASES });
}

/** A failed photo call as one message. */
export function photoError(err: unknown): FieldMessage {
  const { statusCode } = toApiFailure(err);
  if (statusCode === 413) return msg('estateForm.photos.tooLargeServer');
  if (statusCode === 415) return msg('estateForm.photos.wrongTypeServer');
  if (statusCode === 400) return msg('estateForm.photos.rejected');
  if (statusCode === 403) return msg('estateForm.errors.notOwner');
  if (statusCode === 0) return msg('forms.errors.network');
  return msg('estateForm.photos.failed');
}

function* fetchWorker(action: ReturnType<typeof fetchEstateForEdit>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const path = `/api/estate/${encodeURIComponent(action.payload.aliasId)}`;
  const result = yield call(loadPageData, 'estate for edit', () => api.get<Estate>(path));
  if (result.ok) yield put(estateForEditLoaded(result.data));
  else yield put(estateForEditFailed());
}

function* saveWorker(action: ReturnType<typeof saveEstate>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const { aliasId, body, files } = action.payload;
  let estate: Estate;
  try {
    estate = aliasId
      ? yield call(api.patch, `/api/estate/${encodeURIComponent(aliasId)}`, body)
      : yield call(api.post, '/api/estate', body);
  } catch (err) {
    yield put(estateSaveFailed(saveErrors(err)));
    return;
  }
  let failure: FieldMessage | null = null;
  if (files?.length) {
    try {
      yield call(uploadPhotos, estate.aliasId, files);
    } catch (err) {
      failure = photoError(err);
    }
  }
  yield put(estateSaved({ aliasId: estate.aliasId, photoError: failure }));
}

function* photoCall(aliasId: string, run: () => Promise<PhotosAnswer>): Generator<unknown, void, any> {
  try {
    const res: PhotosAnswer = yield call(run);
    yield put(photosChanged(res.photos));
  } catch (err) {
    yield put(photosFailed(photoError(err)));
    // show what the server holds now
    const api: ApiCaller = yield getContext('api');
    try {
      const res: PhotosAnswer = yield call(api.get, `/api/estate/${encodeURIComponent(aliasId)}/photos`);
      yield put(photosChanged(res.photos));
    } catch {
      // keep the list as it is; the message is shown
    }
  }
}

function* addWorker(action: ReturnType<typeof addPhotos>): Generator<unknown, void, any> {
  const { aliasId, files } = action.payload;
  yield call(photoCall, aliasId, () => uploadPhotos(aliasId, files));
}

function* reorderWorker(action: ReturnType<typeof reorderPhotos>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const { aliasId, ids } = action.payload;
  yield call(photoCall, aliasId, () => patchOrder(api, aliasId, ids));
}

function* removeWorker(action: ReturnType<typeof removePhoto>): Generator<unknown, void, any> {
  const api: ApiCaller = yield getContext('api');
  const { aliasId, photoId } = action.payload;
  yield call(photoCall, aliasId, () => deletePhoto(api, aliasId, photoId));
}

export function* estateFormSaga(): Generator {
  yield takeLatest(fetchEstateForEdit.type, fetchWorker);
  yield takeLatest(saveEstate.type, saveWorker);
  yield takeEvery(addPhotos.type, addWorker);
  yield takeLatest(reorderPhotos.type, reorderWorker);
  yield takeEvery(removePhoto.type, removeWorker);
}
