// What other features use of the estate form: the per-language tabs and a photo's thumbnail URL.
export { LanguageTabs, type LanguageTabsProps } from './components/LanguageTabs.tsx';
export { thumbUrl } from './components/photoFiles.ts';
// The guided listing flow (features/advert) builds its listing with the same conversion, calls,
// error mapping and photo list as the full form.
export { emptyEstateValues, type EstateFormValues } from './components/values.ts';
export { bodyFromValues } from './convert.ts';
export { createEstate, uploadPhotos } from './api.ts';
export { saveErrors, photoError } from './sagas.ts';
export { PhotoManager, type PhotoItem } from './components/PhotoManager.tsx';
export { checkPhotoFiles } from './components/photoFiles.ts';
