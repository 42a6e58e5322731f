// What the rest of the app uses of the guided listing flow: where it starts.
export { ADVERT_START_PATH, ADVERT_RETURN_PATH, ADVERT_STEPS, advertPath, type AdvertStep } from './paths.ts';
