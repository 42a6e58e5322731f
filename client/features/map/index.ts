// What other features use of the map (docs/decisions/0015): the lazy maps (Leaflet loads in their
// own chunk), the page configuration they read, and the marker shape.
export { SearchMap, PinMap, EstateMap } from './components/LazyMaps.tsx';
export { setMapConfig } from './config.ts';
export type { MapPoint } from './components/types.ts';
