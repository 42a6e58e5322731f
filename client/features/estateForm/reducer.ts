import type { Action } from 'redux';
import { BUSY, DONE, failedWith } from '../../components/forms/submission.ts';
import {
  addPhotos, estateForEditFailed, estateForEditLoaded, estateSaveFailed, estateSaved, fetchEstateForEdit, newEstateOpened, photosChanged,
  photosFailed, photosRefused, removePhoto, reorderPhotos, saveEstate,
} from './actions.ts';
import { initialEstateFormState, type EstateFormState } from './state.ts';

export function estateFormReducer(state: EstateFormState = initialEstateFormState, action: Action): EstateFormState {
  if (fetchEstateForEdit.match(action)) {
    return { ...initialEstateFormState, aliasId: action.payload.aliasId, status: 'fetching', loadCount: state.loadCount };
  }
  if (estateForEditLoaded.match(action)) {
    const estate = action.payload;
    return { ...state, estate, aliasId: estate.aliasId, status: 'success', loadCount: state.loadCount + 1, photos: estate.photos ?? [] };
  }
  if (estateForEditFailed.match(action)) return { ...state, status: 'failed' };
  if (newEstateOpened.match(action)) return { ...initialEstateFormState, loadCount: state.loadCount + 1 };
  if (saveEstate.match(action)) return { ...state, save: BUSY, intent: action.payload.intent, photoError: null };
  if (estateSaved.match(action)) {
    return { ...state, save: DONE, savedAliasId: action.payload.aliasId, photoError: action.payload.photoError ?? null };
  }
  if (estateSaveFailed.match(action)) return { ...state, save: failedWith(action.payload) };
  if (addPhotos.match(action) || removePhoto.match(action)) return { ...state, photoBusy: true, photoError: null };
  if (reorderPhotos.match(action)) {
    // shown at once; the answer (or a failure's reload) settles it
    const byId = new Map(state.photos.map((p) => [p._id, p]));
    const photos = action.payload.ids.flatMap((id, position) => (byId.has(id) ? [{ ...byId.get(id)!, position }] : []));
    return { ...state, photos, photoBusy: true, photoError: null };
  }
  if (photosChanged.match(action)) return { ...state, photos: action.payload, photoBusy: false };
  if (photosFailed.match(action)) return { ...state, photoBusy: false, photoError: action.payload };
  if (photosRefused.match(action)) return { ...state, photoError: action.payload };
  return state;
}
