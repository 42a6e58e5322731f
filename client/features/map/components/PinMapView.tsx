// A small map with one pin (lazy chunk). Read-only on the estate page; in the estate form a click
// drops the pin and a drag moves it, both reported as coordinates (the form's number fields stay the
// keyboard's way to set them).
import { useEffect, useRef } from 'react';
import type { Marker } from 'leaflet';
import { useLeafletMap } from './useLeafletMap.ts';
import { MapNotes } from './MapNotes.tsx';

export interface PinMapViewProps {
  lat: number | null;
  lng: number | null;
  /** given: the pin can be dropped and dragged */
  onChange?(lat: number, lng: number): void;
  label: string;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

export default function PinMapView({ lat, lng, onChange, label }: PinMapViewProps) {
  const el = useRef<HTMLDivElement>(null);
  const placed = lat !== null && lng !== null;
  const { L, map, failed, tilesFailed } = useLeafletMap(el, { center: placed ? [lat, lng] : [46, 10], zoom: placed ? 13 : 4 });
  const pin = useRef<Marker | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  });
  const editable = Boolean(onChange);

  useEffect(() => {
    if (!L || !map) return;
    if (lat === null || lng === null) {
      pin.current?.remove();
      pin.current = null;
      return;
    }
    if (!pin.current) {
      const marker = L.marker([lat, lng], {
        draggable: editable,
        keyboard: false,
        icon: L.divIcon({ className: '', html: '<span class="map-marker"></span>', iconSize: [18, 18], iconAnchor: [9, 18] }),
      });
      marker.on('dragend', () => {
        const p = marker.getLatLng();
        changeRef.current?.(round6(p.lat), round6(wrapLng(p.lng)));
      });
      marker.addTo(map);
      pin.current = marker;
      map.setView([lat, lng], Math.max(map.getZoom(), 12), { animate: false });
    } else {
      const now = pin.current.getLatLng();
      if (now.lat !== lat || now.lng !== lng) {
        pin.current.setLatLng([lat, lng]);
        if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng], { animate: false });
      }
    }
  }, [L, map, lat, lng, editable]);

  useEffect(() => {
    if (!map || !editable) return;
    const onClick = (e: { latlng: { lat: number; lng: number } }) => changeRef.current?.(round6(e.latlng.lat), round6(wrapLng(e.latlng.lng)));
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
    };
  }, [map, editable]);

  return (
    <div className="pin-map" data-ready={map ? 'true' : undefined}>
      <div ref={el} className="map-canvas" role="region" aria-label={label} />
      <MapNotes ready={Boolean(map)} failed={failed} tilesFailed={tilesFailed} />
    </div>
  );
}
