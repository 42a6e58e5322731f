// Leaflet and its marker clusters, with their stylesheet, loaded once. Imported only by the lazy map
// components, so none of it is in the first-load bundle (docs/decisions/0015).
import type * as Leaflet from 'leaflet';
import { mapConfig } from './config.ts';

export type L = typeof Leaflet;

let loading: Promise<L> | null = null;

function linkStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>('link[data-map-css]');
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.mapCss = '';
    // a stylesheet that fails leaves an unstyled map, not a broken page
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Leaflet with L.markerClusterGroup, after the map stylesheet has loaded. */
export function loadLeaflet(): Promise<L> {
  loading ??= (async () => {
    const { css } = mapConfig();
    const styled = css ? linkStylesheet(css) : Promise.resolve();
    const mod = (await import('leaflet')) as L & { default?: L };
    const leaflet = mod.default ?? mod;
    // the cluster plugin extends the global L
    Object.assign(globalThis, { L: leaflet });
    await import('leaflet.markercluster');
    await styled;
    return leaflet;
  })().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}
