// The map's configuration from the page (PublicConfig: tile URL, attribution, the chunk's stylesheet),
// set once by the client entry. Server renders never draw a map, so they never read it.
import type { PublicConfig } from '../../../shared/contract/page.ts';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../../../shared/geo/map.ts';

export interface MapConfig {
  tileUrl: string;
  attribution: string;
  /** the stylesheet the map chunk links (absent without a build: the map then has no styles) */
  css?: string;
}

let config: MapConfig = { tileUrl: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION };

export function setMapConfig(pc: PublicConfig | undefined): void {
  config = {
    tileUrl: pc?.mapTileUrl || DEFAULT_MAP_TILE_URL,
    attribution: pc?.mapTileAttribution || DEFAULT_MAP_TILE_ATTRIBUTION,
    ...(pc?.mapCss ? { css: pc.mapCss } : {}),
  };
}

export function mapConfig(): MapConfig {
  return config;
}
