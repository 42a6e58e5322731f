// The places feature, declared once (client/lib/feature.ts): the place suggestions of the search box
// on home and search. No screen of its own; its store part is in every page's first-load code.
import { defineFeature } from '../../lib/feature.ts';
import { placesSaga } from './sagas.ts';
import { placesReducer } from './slice.ts';

export default defineFeature({ key: 'places', reducer: placesReducer, saga: placesSaga });

declare module '../../store/state.ts' {
  interface FeatureStates {
    places: ReturnType<typeof placesReducer>;
  }
}
