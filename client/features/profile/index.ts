// What other code uses of the private profile: its state, the page-data action and the saga.
export * from './slice.ts';
export { profileSaga } from './sagas.ts';
