// The search results on a map (lazy chunk): one marker per listing with coordinates, clustered; a
// marker opens a small card linking to the estate. After the visitor pans or zooms, "Search this
// area" hands the map's bounds up as a bbox. Tiles that fail leave the markers and say so.
import { useEffect, useRef, useState } from 'react';
import type { LatLngBoundsExpression, Layer, MarkerClusterGroup } from 'leaflet';
import { useTranslation } from '../../../i18n/translation.tsx';
import { boundsToBbox, type Bbox } from '../../../../shared/geo/bbox.ts';
import { useLeafletMap } from './useLeafletMap.ts';
import { MapNotes } from './MapNotes.tsx';
import type { MapPoint } from './types.ts';

export interface SearchMapViewProps {
  points: readonly MapPoint[];
  /** the search's rectangle: the map shows it */
  bbox?: Bbox;
  onSearchArea(bbox: Bbox): void;
  onOpen(href: string): void;
}

/** Leaflet bounds of a bbox; one over the antimeridian runs east past 180. */
const boundsOf = (b: Bbox): LatLngBoundsExpression => [
  [b.south, b.west],
  [b.north, b.east < b.west ? b.east + 360 : b.east],
];

function popupOf(p: MapPoint, onOpen: (href: string) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-popup';
  const link = document.createElement('a');
  link.className = 'map-popup__title';
  link.href = p.href;
  link.textContent = p.title;
  link.addEventListener('click', (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(p.href);
  });
  const price = document.createElement('span');
  price.className = 'map-popup__price';
  price.textContent = p.price;
  const place = document.createElement('span');
  place.className = 'map-popup__place';
  place.textContent = p.place;
  box.append(link, price, place);
  return box;
}

export default function SearchMapView({ points, bbox, onSearchArea, onOpen }: SearchMapViewProps) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  const { L, map, failed, tilesFailed } = useLeafletMap(el, { center: [46, 10], zoom: 4 });
  const [moved, setMoved] = useState(false);
  const ours = useRef(false);
  const cluster = useRef<MarkerClusterGroup | null>(null);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });
  /** the rectangle the visitor searched from the map: the map already shows it */
  const searched = useRef('');
  const bboxKey = bbox ? [bbox.south, bbox.west, bbox.north, bbox.east].join(',') : '';

  // the visitor's pans and zooms (not ours) offer the search of the new area
  useEffect(() => {
    if (!map) return;
    const onMove = () => {
      if (ours.current) ours.current = false;
      else setMoved(true);
    };
    map.on('moveend', onMove);
    return () => {
      map.off('moveend', onMove);
    };
  }, [map]);

  // the markers of the results; without a rectangle the map fits them
  useEffect(() => {
    if (!L || !map) return;
    const group = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    const layers: Layer[] = points.map((p) => {
      const marker = L.marker([p.lat, p.lng], {
        title: p.title,
        alt: p.title,
        keyboard: true,
        icon: L.divIcon({
          className: '',
          html: `<span class="map-marker${p.top ? ' map-marker--top' : ''}"></span>`,
          iconSize: [18, 18],
          iconAnchor: [9, 18],
          popupAnchor: [0, -16],
        }),
      });
      marker.bindPopup(() => popupOf(p, (href) => openRef.current(href)));
      return marker;
    });
    group.addLayers(layers);
    group.addTo(map);
    cluster.current = group;
    if (!bboxKey && points.length) {
      ours.current = true;
      map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])).pad(0.1), { maxZoom: 13, animate: false });
    }
    return () => {
      group.remove();
      cluster.current = null;
    };
  }, [L, map, points, bboxKey]);

  // the search's rectangle is what the map shows
  useEffect(() => {
    if (!map || !bboxKey || !bbox || searched.current === bboxKey) return;
    ours.current = true;
    map.fitBounds(boundsOf(bbox), { animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, bboxKey]);

  const searchArea = () => {
    if (!map) return;
    const b = map.getBounds();
    setMoved(false);
    const next = boundsToBbox(b.getSouth(), b.getWest(), b.getNorth(), b.getEast());
    searched.current = [next.south, next.west, next.north, next.east].join(',');
    onSearchArea(next);
  };

  return (
    <div className="search-map" data-ready={map ? 'true' : undefined}>
      <div ref={el} className="map-canvas" role="region" aria-label={t('map.region')} />
      <MapNotes ready={Boolean(map)} failed={failed} tilesFailed={tilesFailed} />
      {moved ? (
        <button type="button" className="btn btn--primary search-map__search-area" onClick={searchArea}>
          {t('map.searchArea')}
        </button>
      ) : null}
    </div>
  );
}
