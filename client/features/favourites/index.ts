// The favourites feature's public surface: the heart, the state and its actions.
export * from './slice.ts';
export { favouritesSaga } from './sagas.ts';
export { HeartButton, HeartSymbol } from './components/HeartButton.tsx';
