// What other code uses of the realtor directory and profiles: their state, the
// saga, and the public profile call (a message's recipient is looked up with it).
export * from './slice.ts';
export { realtorsSaga } from './sagas.ts';
export { getUserProfile } from './api.ts';
