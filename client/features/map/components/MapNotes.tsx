// What a map says while it loads or when it cannot: loading, Leaflet failed to load (alert), the tiles
// failed (status; the markers stay). Shared by the search map and the pin map.
import { useTranslation } from '../../../i18n/translation.tsx';

export function MapNotes({ ready, failed, tilesFailed }: { ready: boolean; failed: boolean; tilesFailed: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {!ready && !failed ? <p className="search-map__loading">{t('map.loading')}</p> : null}
      {failed ? (
        <p className="search-map__note" role="alert">
          {t('map.failed')}
        </p>
      ) : null}
      {tilesFailed ? (
        <p className="search-map__note" role="status">
          {t('map.tilesFailed')}
        </p>
      ) : null}
    </>
  );
}
