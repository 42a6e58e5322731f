import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { DISTANCE_KEYS, FACET_FIELDS, facetLabelKey } from '../../../../shared/search/facets.ts';
import { formatNumber } from '../../../../shared/core/format.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';

export interface EstateFactsProps {
  estate: Estate;
  language: Language;
}

type Fact = [label: string, value: string];

const present = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The key figures of a listing, then every facet that is set, then distances. */
export function EstateFacts({ estate, language }: EstateFactsProps) {
  const { t } = useTranslation();
  const num = (n: number, digits = 0) => formatNumber(n, language, digits);
  const area = (n: number) => t('estateView.units.area', { value: num(n, 1) });
  const d = estate.details ?? {};

  const facts: Fact[] = [
    [t('estate.field.dealType'), t(facetLabelKey('dealType', estate.dealType))],
    [t('estate.field.estateType'), t(facetLabelKey('estateType', estate.estateType))],
    [t('estate.field.livingSpace'), area(estate.livingSpace)],
  ];
  const optional: [string, number | null | undefined, (n: number) => string][] = [
    ['totalSpace', estate.totalSpace, area],
    ['plotArea', d.plotArea, area],
    ['rooms', estate.rooms, (n) => num(n)],
    ['bedrooms', estate.bedrooms, (n) => num(n)],
    ['bathrooms', d.bathrooms, (n) => num(n)],
    ['buildYear', estate.buildYear, String],
    ['floor', d.floor, (n) => (present(d.floors) ? t('estateView.facts.floorOf', { floor: n, floors: d.floors }) : String(n))],
    ['parkingPlaces', d.parkingPlaces, (n) => num(n)],
  ];
  // the fields the estate form names too are labelled alike (estate.field.*)
  const SHARED_LABELS = new Set(['totalSpace', 'rooms', 'bedrooms', 'buildYear']);
  for (const [key, value, show] of optional) {
    if (present(value)) facts.push([t(SHARED_LABELS.has(key) ? `estate.field.${key}` : `estateView.facts.${key}`), show(value)]);
  }
  if (d.priceNegotiable) facts.push([t('estateView.facts.priceNegotiable'), t('estateView.yes')]);
  if (d.listedBuilding) facts.push([t('estateView.facts.listedBuilding'), t('estateView.yes')]);

  const facets = FACET_FIELDS.filter((f) => (estate[f]?.length ?? 0) > 0);
  const distances = DISTANCE_KEYS.filter((k) => present(d.distances?.[k]));

  return (
    <div className="estate-facts">
      <section aria-labelledby="estate-facts-title">
        <h2 id="estate-facts-title" className="estate-view__subtitle">
          {t('estateView.facts.title')}
        </h2>
        <dl className="facts-list">
          {facts.map(([label, value]) => (
            <div key={label} className="facts-list__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {facets.length > 0 ? (
        <section aria-labelledby="estate-features-title">
          <h2 id="estate-features-title" className="estate-view__subtitle">
            {t('estateView.features')}
          </h2>
          <dl className="facts-list facts-list--features">
            {facets.map((f) => (
              <div key={f} className="facts-list__row">
                <dt>{t(`estate.field.${f}`)}</dt>
                <dd>{estate[f].map((v) => t(facetLabelKey(f, v))).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {distances.length > 0 ? (
        <section aria-labelledby="estate-distances-title">
          <h2 id="estate-distances-title" className="estate-view__subtitle">
            {t('estateView.distances.title')}
          </h2>
          <dl className="facts-list">
            {distances.map((k) => (
              <div key={k} className="facts-list__row">
                <dt>{t(`estate.distance.${k}`)}</dt>
                <dd>{t('estateView.units.km', { value: num(d.distances![k]!, 1) })}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
