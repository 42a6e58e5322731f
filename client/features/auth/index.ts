// What other code uses of the account forms: their state, the actions that send them, and the saga.
export * from './slice.ts';
export { authSaga } from './sagas.ts';
