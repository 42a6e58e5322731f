import type { EstateFormState } from './state.ts';

export const selectEstateForm = (s: { estateForm: EstateFormState }): EstateFormState => s.estateForm;
