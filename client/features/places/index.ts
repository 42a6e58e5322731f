// The place index's feature: suggestions state and the search box's place combobox.
export * from './slice.ts';
export { placesSaga } from './sagas.ts';
export { PlaceCombobox } from './components/PlaceCombobox.tsx';
