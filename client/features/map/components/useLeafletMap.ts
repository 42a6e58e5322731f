// A Leaflet map in a container: the tile layer of the configuration (its attribution as escaped
// text), and whether tiles failed to load (no network, a blocked tile server). Lazy chunks only.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { mapConfig } from '../config.ts';
import { escapeHtml } from '../../../../shared/core/html.ts';
import { loadLeaflet, type L } from '../leaflet.ts';

export interface LeafletState {
  L: L | null;
  map: LeafletMap | null;
  failed: boolean;
  tilesFailed: boolean;
}

export function useLeafletMap(container: RefObject<HTMLDivElement | null>, view: { center: [number, number]; zoom: number }): LeafletState {
  const [state, setState] = useState<LeafletState>({ L: null, map: null, failed: false, tilesFailed: false });
  const initial = useRef(view);
  useEffect(() => {
    let map: LeafletMap | null = null;
    let gone = false;
    loadLeaflet().then(
      (L) => {
        const el = container.current;
        if (gone || !el) return;
        map = L.map(el, { center: initial.current.center, zoom: initial.current.zoom, worldCopyJump: true });
        map.attributionControl.setPrefix(false);
        const { tileUrl, attribution } = mapConfig();
        const tiles = L.tileLayer(tileUrl, { attribution: escapeHtml(attribution), maxZoom: 19 });
        tiles.on('tileerror', () => setState((s) => (s.tilesFailed ? s : { ...s, tilesFailed: true })));
        tiles.addTo(map);
        setState({ L, map, failed: false, tilesFailed: false });
      },
      () => {
        if (!gone) setState((s) => ({ ...s, failed: true }));
      },
    );
    return () => {
      gone = true;
      map?.remove();
    };
  }, [container]);
  return state;
}
