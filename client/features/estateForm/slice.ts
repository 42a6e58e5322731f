import type { FetchStatus } from '../../../shared/core/constants.ts';
import type { Estate, EstateInput, EstatePatch, EstatePhoto } from '../../../shared/contract/estates.ts';
import type { FieldMessage, FormErrors } from '../../lib/forms/errors.ts';
import type { SaveIntent } from './components/EstateForm.tsx';
import { IDLE, type Submission, BUSY, DONE, failedWith } from '../../lib/forms/submission.ts';
import { actionCreator } from '../../store/action.ts';
import { fetchEstateForEdit } from './actions.ts';
import type { Action } from 'redux';

/** The add and edit screens of a listing. */
export interface EstateFormState {
  /** the listing being edited (edit screen) */
  aliasId: string | null;
  estate: Estate | null;
  status: FetchStatus;
  /** bumps on every load, so the form starts again from the loaded values */
  loadCount: number;
  save: Submission;
  intent: SaveIntent | null;
  /** the listing just created or changed */
  savedAliasId: string | null;
  /** the live photos of the listing being edited */
  photos: EstatePhoto[];
  photoBusy: boolean;
  photoError: FieldMessage | null;
}

export const initialEstateFormState: EstateFormState = {
  aliasId: null,
  estate: null,
  status: 'notFetched',
  loadCount: 0,
  save: IDLE,
  intent: null,
  savedAliasId: null,
  photos: [],
  photoBusy: false,
  photoError: null,
};

export const estateForEditLoaded = actionCreator<Estate>('estateForm/loaded');
export const estateForEditFailed = actionCreator('estateForm/loadFailed');
/** the add screen opened: a fresh form */
export const newEstateOpened = actionCreator('estateForm/newOpened');

/** A new listing (no aliasId, a whole body) or a change of one (its aliasId, the changed fields). */
export type SaveEstatePayload = ({ aliasId?: undefined; body: EstateInput } | { aliasId: string; body: EstatePatch }) & {
  intent: SaveIntent;
  /** photos picked before the listing existed, uploaded right after it is created (browser only) */
  files?: File[];
};
export const saveEstate = actionCreator<SaveEstatePayload>('estateForm/save');
export const estateSaved = actionCreator<{ aliasId: string; photoError?: FieldMessage | null }>('estateForm/saved');
export const estateSaveFailed = actionCreator<FormErrors>('estateForm/saveFailed');

export const addPhotos = actionCreator<{ aliasId: string; files: File[] }>('estateForm/addPhotos');
export const reorderPhotos = actionCreator<{ aliasId: string; ids: string[] }>('estateForm/reorderPhotos');
export const removePhoto = actionCreator<{ aliasId: string; photoId: string }>('estateForm/removePhoto');
export const photosChanged = actionCreator<EstatePhoto[]>('estateForm/photosChanged');
export const photosFailed = actionCreator<FieldMessage>('estateForm/photosFailed');
/** a message about picked files refused before any upload */
export const photosRefused = actionCreator<FieldMessage | null>('estateForm/photosRefused');

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

export const selectEstateForm = (s: { estateForm: EstateFormState }): EstateFormState => s.estateForm;

export * from './actions.ts';
