import type { FetchStatus } from '../../../shared/constants.ts';
import type { Estate, EstatePhoto } from '../../../shared/types.ts';
import type { FieldMessage } from '../../components/forms/messages.ts';
import type { SaveIntent } from '../../components/estateForm/EstateForm.tsx';
import { IDLE, type Submission } from '../../components/forms/submission.ts';

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
  aliasId: null, estate: null, status: 'notFetched', loadCount: 0, save: IDLE, intent: null, savedAliasId: null,
  photos: [], photoBusy: false, photoError: null,
};
