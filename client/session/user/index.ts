// What other features use of the signed-in user: the state and its selectors (the route guards'
// viewer among them), the actions that sign in, out and change the record, the current-user call
// and its worker (run to the end where the user must be fresh, e.g. after choosing a plan).
export * from './slice.ts';
export { fetchCurrentUserWorker, userSaga } from './sagas.ts';
export { getCurrentUser } from './api.ts';
export { SignOutForm } from './components/SignOutForm.tsx';
