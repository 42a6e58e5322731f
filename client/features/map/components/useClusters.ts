// Every result of the search on the map (issue 26.3): after each pan or zoom (debounced), the groups of
// the results in the map's rectangle at its zoom come from GET /api/estate/clusters; an answer that a
// later move or filter change has overtaken is dropped (its request aborted). Without a rectangle of
// its own, the first call asks for the whole world so the map can fit every result.
import { useEffect, useMemo, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { createApiCaller, type ApiCaller, type Query } from '../../../lib/api.ts';
import { boundsToBbox, formatBbox } from '../../../../shared/geo/bbox.ts';
import type { EstateClusters } from '../../../../shared/contract/estate-clusters.ts';
import { CLUSTERS_MAX_ZOOM } from '../../../../shared/core/constants.ts';
import { estateClusters } from '../api.ts';

/** Quiet time after a move before the call. */
const DEBOUNCE_MS = 250;
const WORLD = '-90,-180,90,180';

let caller: ApiCaller | null = null;

export interface ClustersState {
  answer: EstateClusters | null;
  /** the answer was for the world (the map fits it) */
  world: boolean;
  failed: boolean;
}

export function useClusters(map: LeafletMap | null, filters: Query, worldFirst: boolean): ClustersState {
  const [state, setState] = useState<ClustersState>({ answer: null, world: false, failed: false });
  // a new object of the same filters on each render must not call again
  const filtersKey = JSON.stringify(filters);
  const sameFilters = useMemo(() => JSON.parse(filtersKey) as Query, [filtersKey]);

  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | null = null;
    let seq = 0;
    let first = worldFirst;
    const load = () => {
      inFlight?.abort();
      const mine = ++seq;
      const controller = new AbortController();
      inFlight = controller;
      const world = first;
      first = false;
      const b = map.getBounds();
      const bbox = world ? WORLD : formatBbox(boundsToBbox(b.getSouth(), b.getWest(), b.getNorth(), b.getEast()));
      const zoom = world ? 2 : Math.max(0, Math.min(CLUSTERS_MAX_ZOOM, Math.round(map.getZoom())));
      caller ??= createApiCaller({ base: '' });
      estateClusters(caller, { query: { ...sameFilters, bbox, zoom }, signal: controller.signal }).then(
        (answer) => {
          if (mine === seq) setState({ answer, world, failed: false });
        },
        () => {
          if (mine === seq && !controller.signal.aborted) setState((s) => ({ ...s, failed: true }));
        },
      );
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(load, DEBOUNCE_MS);
    };
    map.on('moveend', schedule);
    load();
    return () => {
      map.off('moveend', schedule);
      clearTimeout(timer);
      seq++;
      inFlight?.abort();
    };
  }, [map, sameFilters, worldFirst]);

  return state;
}
