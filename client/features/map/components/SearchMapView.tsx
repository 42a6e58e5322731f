// The search results on a map (lazy chunk): every result in view (not only the page's), grouped by
// the api on a grid that follows the zoom (useClusters, issue 26.3), with the count of results in
// view. A group's click zooms to its rectangle; a single listing opens a small card linking to the
// estate. After the visitor pans or zooms, "Search this area" hands the map's bounds up as a bbox for
// the list. Tiles that fail leave the markers and say so.
import { useEffect, useRef, useState } from 'react';
import type { LatLngBoundsExpression, Marker } from 'leaflet';
import { useTranslation } from '../../../i18n/translation.tsx';
import { boundsToBbox, type Bbox } from '../../../../shared/geo/bbox.ts';
import { useLeafletMap } from './useLeafletMap.ts';
import { MapNotes } from './MapNotes.tsx';
import type { MapPoint } from './types.ts';
import type { Query } from '../../../lib/api.ts';
import type { EstateCluster } from '../../../../shared/contract/estate-clusters.ts';
import { useClusters } from './useClusters.ts';

export interface SearchMapViewProps {
  /** the page's listings: a single listing on the map shows its card from here when it is one of them */
  points: readonly MapPoint[];
  /** the search's filters as the api takes them (no page, order or bbox): the map shows every match */
  filters: Query;
  /** the card of a listing not on the page */
  loadPoint(aliasId: string): Promise<MapPoint | null>;
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

const markerIcon = (L: NonNullable<ReturnType<typeof useLeafletMap>['L']>, top: boolean) =>
  L.divIcon({
    className: '',
    html: `<span class="map-marker${top ? ' map-marker--top' : ''}"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 18],
    popupAnchor: [0, -16],
  });

/** A group's size on screen grows with its count's digits. */
const groupSize = (count: number) => 30 + 6 * Math.min(4, String(count).length - 1);

export default function SearchMapView({ points, filters, loadPoint, bbox, onSearchArea, onOpen }: SearchMapViewProps) {
  const { t } = useTranslation();
  const el = useRef<HTMLDivElement>(null);
  const { L, map, failed, tilesFailed } = useLeafletMap(el, { center: [46, 10], zoom: 4 });
  const [moved, setMoved] = useState(false);
  const ours = useRef(false);
  const openRef = useRef(onOpen);
  const pointsRef = useRef(points);
  const loadRef = useRef(loadPoint);
  useEffect(() => {
    openRef.current = onOpen;
    pointsRef.current = points;
    loadRef.current = loadPoint;
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

  // every result in view, grouped; without a rectangle the first answer is the world's, and the map fits it
  const { answer, world, failed: countFailed } = useClusters(map, filters, !bboxKey);
  useEffect(() => {
    if (!L || !map || !answer) return;
    const layer = L.layerGroup();
    for (const g of answer.clusters) layer.addLayer(g.count === 1 ? single(g) : group(g));
    layer.addTo(map);
    if (world && answer.clusters.length) {
      const all = L.latLngBounds(answer.clusters.flatMap((g) => boundsOfGroup(g)));
      ours.current = true;
      map.fitBounds(all.pad(0.1), { maxZoom: 13, animate: false });
    }
    return () => {
      layer.remove();
    };

    function boundsOfGroup(g: EstateCluster): [number, number][] {
      const [south, west, north, east] = g.bbox.split(',').map(Number);
      return [
        [south, west],
        [north, east],
      ];
    }
    function group(g: EstateCluster): Marker {
      const size = groupSize(g.count);
      const label = t('map.group', { count: g.count });
      const marker = L!.marker([g.lat, g.lng], {
        title: label,
        alt: label,
        keyboard: true,
        icon: L!.divIcon({
          className: 'marker-cluster map-group',
          html: `<span>${g.count}</span>`,
          iconSize: [size, size],
        }),
      });
      marker.on('click', () => {
        const bounds = L!.latLngBounds(boundsOfGroup(g));
        const zoom = map!.getZoom();
        // listings on one spot cannot be told apart by zooming: the nearest zooms one step at a time
        if (bounds.getNorth() === bounds.getSouth() && bounds.getEast() === bounds.getWest()) map!.setView([g.lat, g.lng], Math.min(19, zoom + 2));
        else map!.fitBounds(bounds.pad(0.2), { maxZoom: 19 });
      });
      return marker;
    }
    function single(g: EstateCluster): Marker {
      const aliasId = g.aliasId ?? '';
      const href = `/estate/${encodeURIComponent(aliasId)}`;
      const known = pointsRef.current.find((p) => p.href === href);
      const marker = L!.marker([g.lat, g.lng], {
        title: known?.title ?? aliasId,
        alt: known?.title ?? aliasId,
        keyboard: true,
        icon: markerIcon(L!, Boolean(known?.top)),
      });
      marker.on('click', async () => {
        if (marker.getPopup()) return;
        const fallback: MapPoint = { id: aliasId, lat: g.lat, lng: g.lng, title: aliasId, price: '', place: '', href };
        const point = pointsRef.current.find((p) => p.href === href) ?? (await loadRef.current(aliasId).catch(() => null)) ?? fallback;
        marker.bindPopup(popupOf(point, (to) => openRef.current(to))).openPopup();
      });
      return marker;
    }
  }, [L, map, answer, world, t]);

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
      {answer ? (
        <p className="search-map__count" role="status" data-count={answer.total}>
          {t('map.inView', { count: answer.total })}
        </p>
      ) : null}
      {countFailed ? (
        <p className="search-map__note" role="alert">
          {t('map.countFailed')}
        </p>
      ) : null}
      {moved ? (
        <button type="button" className="btn btn--primary search-map__search-area" onClick={searchArea}>
          {t('map.searchArea')}
        </button>
      ) : null}
    </div>
  );
}
