// Loading a listing for editing, saving (create or change; photos picked before the first save are
// uploaded right after it), and the photo calls of the edit screen.
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Estate, EstatePhotoList } from '../../../shared/contract/estates.ts';
import { callApi, errorCodeOf } from '../../lib/api.ts';
import { apiErrorToFormErrors, msg, toApiFailure, type FieldMessage, type FormErrors } from '../../lib/forms/errors.ts';
import { ESTATE_FIELD_ALIASES, ESTATE_FIELD_NAMES } from './components/values.ts';
import { MAX_PHOTOS } from './components/photoFiles.ts';
import { loadPageData } from '../../session/root/index.ts';
import { getEstate } from '../estate/index.ts';
import {
  addPhotos,
  estateForEditFailed,
  estateForEditLoaded,
  estateSaveFailed,
  estateSaved,
  fetchEstateForEdit,
  photosChanged,
  photosFailed,
  removePhoto,
  reorderPhotos,
  saveEstate,
} from './slice.ts';
import { createEstate, deleteEstatePhoto, listEstatePhotos, reorderEstatePhotos, updateEstate, uploadPhotos } from './api.ts';

/** A failed save as form errors: the publication rules get their own words, a mistyped field its message. */
export function saveErrors(err: unknown): FormErrors {
  return apiErrorToFormErrors(toApiFailure(err), ESTATE_FIELD_NAMES, {
    aliases: ESTATE_FIELD_ALIASES,
    codes: {
      NO_PUBLICATION_RESOURCE: { message: msg('estateForm.errors.noPublication') },
      PUBLICATION_LIMIT_REACHED: { message: msg('estateForm.errors.publicationLimit') },
      NOT_OWNER: { message: msg('estateForm.errors.notOwner') },
    },
  });
}

/** A failed photo call as one message, by the answer's code (its status when there is none). */
export function photoError(err: unknown): FieldMessage {
  const { statusCode, fieldErrors } = toApiFailure(err);
  const code = errorCodeOf(err);
  if (code === 'PHOTO_TOO_LARGE' || code === 'BODY_TOO_LARGE' || statusCode === 413) return msg('estateForm.photos.tooLargeServer');
  if (code === 'UNSUPPORTED_PHOTO_TYPE' || statusCode === 415) return msg('estateForm.photos.wrongTypeServer');
  if (fieldErrors.some((e) => e.code === 'TOO_MANY_PHOTOS')) return msg('estateForm.photos.tooMany', { max: MAX_PHOTOS });
  if (statusCode === 400) return msg('estateForm.photos.rejected');
  if (code === 'NOT_OWNER' || statusCode === 403) return msg('estateForm.errors.notOwner');
  if (statusCode === 0) return msg('forms.errors.network');
  return msg('estateForm.photos.failed');
}

function* fetchWorker(action: ReturnType<typeof fetchEstateForEdit>): Generator<unknown, void, any> {
  const { aliasId } = action.payload;
  const result = yield* loadPageData('estate for edit', () => callApi(getEstate, { params: { aliasId } }));
  if (result.ok) yield put(estateForEditLoaded(result.data));
  else yield put(estateForEditFailed());
}

function* saveWorker(action: ReturnType<typeof saveEstate>): Generator<unknown, void, any> {
  const save = action.payload;
  let estate: Estate;
  try {
    estate =
      save.aliasId !== undefined
        ? yield* callApi(updateEstate, { params: { aliasId: save.aliasId }, body: save.body })
        : yield* callApi(createEstate, { body: save.body });
  } catch (err) {
    yield put(estateSaveFailed(saveErrors(err)));
    return;
  }
  let failure: FieldMessage | null = null;
  if (save.files?.length) {
    try {
      yield call(uploadPhotos, estate.aliasId, save.files);
    } catch (err) {
      failure = photoError(err);
    }
  }
  yield put(estateSaved({ aliasId: estate.aliasId, photoError: failure }));
}

function* photoCall(aliasId: string, run: () => Generator<unknown, EstatePhotoList, any>): Generator<unknown, void, any> {
  try {
    const res = yield* run();
    yield put(photosChanged(res.photos));
  } catch (err) {
    yield put(photosFailed(photoError(err)));
    // show what the server holds now
    try {
      const res = yield* callApi(listEstatePhotos, { params: { aliasId } });
      yield put(photosChanged(res.photos));
    } catch {
      // keep the list as it is; the message is shown
    }
  }
}

function* addWorker(action: ReturnType<typeof addPhotos>): Generator<unknown, void, any> {
  const { aliasId, files } = action.payload;
  yield* photoCall(aliasId, function* () {
    const res: EstatePhotoList = yield call(uploadPhotos, aliasId, files);
    return res;
  });
}

function* reorderWorker(action: ReturnType<typeof reorderPhotos>): Generator<unknown, void, any> {
  const { aliasId, ids } = action.payload;
  yield* photoCall(aliasId, () => callApi(reorderEstatePhotos, { params: { aliasId }, body: { order: ids } }));
}

function* removeWorker(action: ReturnType<typeof removePhoto>): Generator<unknown, void, any> {
  const { aliasId, photoId } = action.payload;
  yield* photoCall(aliasId, () => callApi(deleteEstatePhoto, { params: { aliasId, photoId } }));
}

export function* estateFormSaga(): Generator {
  yield takeLatest(fetchEstateForEdit.type, fetchWorker);
  yield takeLatest(saveEstate.type, saveWorker);
  yield takeEvery(addPhotos.type, addWorker);
  yield takeLatest(reorderPhotos.type, reorderWorker);
  yield takeEvery(removePhoto.type, removeWorker);
}
