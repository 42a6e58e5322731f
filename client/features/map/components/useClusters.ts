// Every result of the search on the map (issue 26.3): after each pan or zoom (debounced), the groups of
// the results in the map's rectangle at its zoom come from GET /api/estate/clusters; an answer that a
// later move or filter change has overtaken is dropped (its request aborted). Without a rectangle of
// its own, the first call asks for the whole world so the map can fit every result. The timing and the
// dropping of overtaken answers are ./clusters-loader.ts.
import { useEffect, useMemo, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { createApiCaller, type ApiCaller, type Query } from '../../../lib/api.ts';
import { boundsToBbox, formatBbox } from '../../../../shared/geo/bbox.ts';
import type { EstateClusters } from '../../../../shared/contract/estate-clusters.ts';
import { CLUSTERS_MAX_ZOOM } from '../../../../shared/core/constants.ts';
import { estateClusters } from '../api.ts';
import { createClustersLoader } from './clusters-loader.ts';

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
    const loader = createClustersLoader({
      worldFirst,
      fetch: (world, signal) => {
        const b = map.getBounds();
        const bbox = world ? WORLD : formatBbox(boundsToBbox(b.getSouth(), b.getWest(), b.getNorth(), b.getEast()));
        const zoom = world ? 2 : Math.max(0, Math.min(CLUSTERS_MAX_ZOOM, Math.round(map.getZoom())));
        caller ??= createApiCaller({ base: '' });
        return estateClusters(caller, { query: { ...sameFilters, bbox, zoom }, signal });
      },
      apply: (answer, world) => setState({ answer, world, failed: false }),
      fail: () => setState((s) => ({ ...s, failed: true })),
    });
    map.on('moveend', loader.schedule);
    loader.load();
    return () => {
      map.off('moveend', loader.schedule);
      loader.dispose();
    };
  }, [map, sameFilters, worldFirst]);

  return state;
}
