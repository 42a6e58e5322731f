import type { Estate, EstatePhoto } from '../../../shared/types.ts';
import type { FieldMessage, FormErrors } from '../../components/forms/messages.ts';
import type { SaveIntent } from '../../components/estateForm/EstateForm.tsx';
import { actionCreator } from '../../store/action.ts';

/** page data of /private/edit/:aliasId */
export const fetchEstateForEdit = actionCreator<{ aliasId: string }>('estateForm/fetch');
export const estateForEditLoaded = actionCreator<Estate>('estateForm/loaded');
export const estateForEditFailed = actionCreator('estateForm/loadFailed');
/** the add screen opened: a fresh form */
export const newEstateOpened = actionCreator('estateForm/newOpened');

export interface SaveEstatePayload {
  /** absent: create a new listing */
  aliasId?: string;
  body: Record<string, unknown>;
  intent: SaveIntent;
  /** photos picked before the listing existed, uploaded right after it is created (browser only) */
  files?: File[];
}
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
