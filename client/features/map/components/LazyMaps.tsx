// The maps as the pages use them: nothing of Leaflet is in the first-load bundle. The server and the
// first browser render draw a placeholder of the same size; after hydration the map's chunk (and its
// stylesheet) loads. A chunk that cannot load says so in place of the map.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { useHydrated } from '../../../lib/useHydrated.ts';
import type { SearchMapViewProps } from './SearchMapView.tsx';
import type { PinMapViewProps } from './PinMapView.tsx';

const SearchMapView = lazy(() => import('./SearchMapView.tsx'));
const PinMapView = lazy(() => import('./PinMapView.tsx'));

/** False while the server renders and the browser hydrates: the placeholder is drawn then. */
const useMounted = useHydrated;

function Placeholder({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} aria-busy="true">
      <div className="map-canvas map-canvas--placeholder" />
      <p className="search-map__loading">{t('map.loading')}</p>
    </div>
  );
}

class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Failed({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <p className="search-map__note" role="alert">
        {t('map.failed')}
      </p>
    </div>
  );
}

export function SearchMap(props: SearchMapViewProps) {
  const mounted = useMounted();
  if (!mounted) return <Placeholder className="search-map" />;
  return (
    <ChunkBoundary fallback={<Failed className="search-map" />}>
      <Suspense fallback={<Placeholder className="search-map" />}>
        <SearchMapView {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

export function PinMap(props: PinMapViewProps) {
  const mounted = useMounted();
  if (!mounted) return <Placeholder className="pin-map" />;
  return (
    <ChunkBoundary fallback={<Failed className="pin-map" />}>
      <Suspense fallback={<Placeholder className="pin-map" />}>
        <PinMapView {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** The estate page's map: loads when it comes near the viewport (it sits below the fold). */
export function EstateMap(props: Omit<PinMapViewProps, 'onChange'>) {
  const mounted = useMounted();
  const [near, setNear] = useState(false);
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!holder || near || !observable) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px' });
    io.observe(holder);
    return () => io.disconnect();
  }, [holder, near, observable]);
  return (
    <div ref={setHolder} className="estate-map">
      {mounted && (near || !observable) ? <PinMap {...props} /> : <Placeholder className="pin-map" />}
    </div>
  );
}
