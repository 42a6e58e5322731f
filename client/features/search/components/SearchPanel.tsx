import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { CURRENCY_SIGNS, type Language } from '../../../../shared/core/constants.ts';
import {
  DEAL_TYPES,
  ESTATE_KINDS,
  ESTATE_TYPES,
  ESTATE_TYPES_BY_KIND,
  FACET_FIELDS,
  FACETS,
  facetLabelKey,
  type DealType,
  type EstateType,
  type FacetField,
} from '../../../../shared/search/facets.ts';
import type { NumericFilter, SearchState } from '../../../../shared/search/search-query.ts';
import { CurrencySelect } from '../../../session/currencies/index.ts';
import { CheckboxGroup } from '../../../ui/forms/CheckboxGroup.tsx';
import { CountryOptions } from '../../../ui/forms/CountryOptions.tsx';
import { RangeField } from '../../../ui/forms/RangeField.tsx';
import { PlaceCombobox } from '../../places/index.ts';
import { ENERGY_RATINGS, type EnergyRating } from '../../../../shared/core/energy.ts';

export interface SearchPanelProps {
  /** the search as the URL holds it, with the country of a /search/{CC} path in geoData.countryCode */
  state: SearchState;
  language: Language;
  /** any change, already with page reset to 1; the container turns it into a URL */
  onChange(next: SearchState): void;
  /** clears every filter */
  onReset(): void;
  /** a name no place matches: search by it and offer to save the search for alerts */
  onSaveByName?(next: SearchState): void;
}

const GROUPED_TYPES = new Set<string>(ESTATE_KINDS.flatMap((k) => ESTATE_TYPES_BY_KIND[k]));
const OTHER_TYPES = ESTATE_TYPES.filter((t) => !GROUPED_TYPES.has(t));
const MORE_NUMERIC: NumericFilter[] = ['totalSpace_gte', 'totalSpace_lte', 'buildYear_gte', 'buildYear_lte'];

/** How many filters of the "more filters" part are set (shown on its summary). */
export function countMoreFilters(state: SearchState): number {
  return MORE_NUMERIC.filter((k) => state[k] !== undefined).length + FACET_FIELDS.filter((f) => (state[f]?.length ?? 0) > 0).length;
}

/** The estate search filters: one control for every field of the search state (docs/product.md). */
export function SearchPanel({ state, language, onChange, onReset, onSaveByName }: SearchPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const moreCount = countMoreFilters(state);
  const [moreOpen, setMoreOpen] = useState(moreCount > 0);
  const [typesOpen, setTypesOpen] = useState(state.estateType !== undefined);
  // a closed group's controls are not rendered (a closed <details> shows, and says to a screen
  // reader, only its summary): they were half of the search page's elements; opening one renders them
  const typesShown = typesOpen || state.estateType !== undefined;

  const set = (patch: Partial<SearchState>) => {
    const next: SearchState = { ...state, ...patch, page: 1 };
    for (const key of Object.keys(patch) as (keyof SearchState)[]) {
      const v = next[key];
      if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) delete next[key];
    }
    onChange(next);
  };
  const range = (from: NumericFilter, to: NumericFilter) => ({
    from: state[from],
    to: state[to],
    onChange: (a: number | undefined, b: number | undefined) => set({ [from]: a, [to]: b }),
  });
  const facetLabel = (field: FacetField | 'estateType' | 'dealType') => (value: string) => t(facetLabelKey(field, value));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // number fields commit on blur; moving focus to the button has already done it
    setOpen(false);
  };

  return (
    <div className="search-panel" data-open={open}>
      <button
        type="button"
        className="btn btn--ghost search-panel__toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {t('search.panel.toggle')}
      </button>
      <form id={`${id}-form`} className="search-panel__form" role="search" aria-label={t('search.panel.label')} onSubmit={submit}>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-deal`}>
            {t('estate.field.dealType')}
          </label>
          <select
            id={`${id}-deal`}
            className="form-field__input"
            value={state.dealType ?? ''}
            onChange={(e) => set({ dealType: (e.target.value || undefined) as DealType | undefined })}
          >
            <option value="">{t('search.any')}</option>
            {DEAL_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(facetLabelKey('dealType', d))}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-country`}>
            {t('search.fields.country')}
          </label>
          <select
            id={`${id}-country`}
            className="form-field__input"
            value={state['geoData.countryCode'] ?? ''}
            onChange={(e) => set({ 'geoData.countryCode': e.target.value || undefined })}
          >
            <option value="">{t('search.anyCountry')}</option>
            <CountryOptions language={language} selected={state['geoData.countryCode']} />
          </select>
        </div>
        <PlaceCombobox
          id={`${id}-place`}
          label={t('search.fields.placeName')}
          language={language}
          value={state.placeName}
          placeholder={t('search.placePlaceholder')}
          // a picked place brings its country: the country filter and the page's heading show it
          onPick={(place) =>
            set({ placeId: place.id, placeName: place.name, 'geoData.countryCode': place.countryCode || state['geoData.countryCode'] })
          }
          onCommitText={(placeName) => set({ placeName, placeId: undefined })}
          noMatchAction={
            onSaveByName
              ? { label: t('places.saveForAlerts'), onSelect: (placeName) => onSaveByName({ ...state, placeName, placeId: undefined, page: 1 }) }
              : undefined
          }
        />
        <RangeField legend={t('estate.field.price')} unit={CURRENCY_SIGNS[state.currency]} {...range('price_gte', 'price_lte')} />
        <CurrencySelect
          value={state.currency}
          label={t('search.fields.currency')}
          onChange={(currency) => set({ currency })}
          className="form-field"
        />
        <RangeField legend={t('estate.field.livingSpace')} unit={t('search.units.sqm')} {...range('livingSpace_gte', 'livingSpace_lte')} />
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-energy`}>
            {t('search.fields.energyRating')}
          </label>
          <select
            id={`${id}-energy`}
            className="form-field__input"
            value={state.energyRating_lte ?? ''}
            onChange={(e) => set({ energyRating_lte: (e.target.value || undefined) as EnergyRating | undefined })}
          >
            <option value="">{t('search.any')}</option>
            {ENERGY_RATINGS.map((r) => (
              <option key={r} value={r}>
                {r === 'A+' ? r : t('search.energyOrBetter', { rating: r })}
              </option>
            ))}
          </select>
        </div>

        <details className="search-panel__group" open={typesShown} onToggle={(e) => setTypesOpen(e.currentTarget.open)}>
          <summary>
            {t('estate.field.estateType')}
            {state.estateType ? <span className="badge">{state.estateType.length}</span> : null}
          </summary>
          {typesShown &&
            [...ESTATE_KINDS.map((k) => [k, ESTATE_TYPES_BY_KIND[k]] as const), ['other', OTHER_TYPES] as const].map(([kind, types]) => (
              <CheckboxGroup
                key={kind}
                legend={t(kind === 'other' ? 'search.otherTypes' : `estate.kind.${kind}`)}
                options={types}
                labelOf={facetLabel('estateType')}
                selected={state.estateType?.filter((x) => (types as readonly string[]).includes(x))}
                onChange={(sel) => {
                  const rest = (state.estateType ?? []).filter((x) => !(types as readonly string[]).includes(x));
                  set({ estateType: ESTATE_TYPES.filter((x) => rest.includes(x) || sel.includes(x)) as EstateType[] });
                }}
              />
            ))}
        </details>

        <details className="search-panel__group" open={moreOpen} onToggle={(e) => setMoreOpen(e.currentTarget.open)}>
          <summary>
            {t('search.panel.more')}
            {moreCount > 0 ? <span className="badge">{moreCount}</span> : null}
          </summary>
          {moreOpen ? (
            <>
              <RangeField legend={t('estate.field.totalSpace')} unit={t('search.units.sqm')} {...range('totalSpace_gte', 'totalSpace_lte')} />
              <RangeField legend={t('estate.field.buildYear')} {...range('buildYear_gte', 'buildYear_lte')} />
              {FACET_FIELDS.map((field) => (
                <CheckboxGroup
                  key={field}
                  legend={t(`estate.field.${field}`)}
                  options={FACETS[field]}
                  labelOf={facetLabel(field)}
                  selected={state[field]}
                  onChange={(sel) => set({ [field]: sel })}
                  columns={FACETS[field].length > 4}
                />
              ))}
            </>
          ) : null}
        </details>

        <div className="search-panel__actions">
          <button type="submit" className="btn btn--primary">
            {t('search.panel.apply')}
          </button>
          <button type="button" className="btn btn--link" onClick={onReset}>
            {t('search.panel.reset')}
          </button>
        </div>
      </form>
    </div>
  );
}
