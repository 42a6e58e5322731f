import { useTranslation } from '../../../i18n/translation.tsx';

export interface ViewToggleProps {
  view: 'list' | 'map';
  onChange(view: 'list' | 'map'): void;
  /** a map area (bbox) narrows the search */
  areaSet: boolean;
  onClearArea(): void;
}

/** List or map: two pressed-state buttons; with a map area set, a button that removes it. */
export function ViewToggle({ view, onChange, areaSet, onClearArea }: ViewToggleProps) {
  const { t } = useTranslation();
  return (
    <div className="search-view">
      <div className="search-view__toggle" role="group" aria-label={t('map.view.label')}>
        {(['list', 'map'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className="btn btn--ghost search-view__option"
            aria-pressed={view === v}
            onClick={() => view !== v && onChange(v)}
          >
            {t(`map.view.${v}`)}
          </button>
        ))}
      </div>
      {areaSet ? (
        <button type="button" className="btn btn--ghost search-view__clear" onClick={onClearArea}>
          {t('map.clearArea')}
        </button>
      ) : null}
    </div>
  );
}
