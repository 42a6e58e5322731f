// Listings side by side: one column per listing (photo, title, a button that takes it out), one row
// per fact, in the visitor's language and currency. A row whose values differ between the listings
// is marked (a class, a sign, and words for screen readers), so the eye goes where the choice is.
import type { ReactNode } from 'react';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import type { ComparedEstate } from '../../../../shared/contract/compare.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';
import { formatNumber, formatPlacement, formatPrice } from '../../../../shared/core/format.ts';
import { FACET_FIELDS, facetLabelKey } from '../../../../shared/search/facets.ts';
import { useTranslation } from '../../../i18n/translation.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import { photoSources } from '../../../lib/photos.ts';
import { Link } from '../../../ui/Link.tsx';
import { PriceTag } from '../../../session/currencies/index.ts';

export interface CompareTableProps {
  values: ComparedEstate[];
  language: Language;
  currency: Currency;
  onRemove(aliasId: string): void;
}

/** A cell: what it shows, and what it is compared by (null: nothing given). */
interface Cell {
  show: ReactNode;
  by: string | number | null;
}

interface Row {
  key: string;
  label: string;
  cells: Cell[];
}

/** The price in the visitor's currency where the api converted it, else the listing's own. */
const shownPrice = (e: Estate, currency: Currency) =>
  e.priceConverted.currency === currency ? e.priceConverted : { amount: e.price, currency: e.currency };

export function CompareTable({ values, language, currency, onRemove }: CompareTableProps) {
  const { t } = useTranslation();
  const none: Cell = { show: <span className="compare-table__none">{t('compare.none')}</span>, by: null };
  const num = (n: number, digits = 0) => formatNumber(n, language, digits);
  const area = (n: number | null | undefined): Cell =>
    typeof n === 'number' && Number.isFinite(n) ? { show: t('estateView.units.area', { value: num(n, 1) }), by: n } : none;
  const count = (n: number | null | undefined): Cell => (typeof n === 'number' ? { show: num(n), by: n } : none);
  const estates = values.map((v) => v.estate);

  const rows: Row[] = [
    {
      key: 'price',
      label: t('compare.rows.price'),
      cells: estates.map((e) => {
        const p = shownPrice(e, currency);
        const converted = p.currency !== e.currency ? p : undefined;
        return {
          show: <PriceTag amount={e.price} currency={e.currency} converted={converted} language={language} />,
          by: `${p.amount} ${p.currency}`,
        };
      }),
    },
    {
      key: 'pricePerSqm',
      label: t('compare.rows.pricePerSqm'),
      cells: estates.map((e) => {
        const p = shownPrice(e, currency);
        if (!(e.livingSpace > 0) || !(p.amount > 0)) return none;
        const per = Math.round(p.amount / e.livingSpace);
        return { show: t('compare.perSqm', { price: formatPrice(per, p.currency, language) }), by: `${per} ${p.currency}` };
      }),
    },
    {
      key: 'place',
      label: t('compare.rows.place'),
      cells: estates.map((e) => ({ show: formatPlacement(e.geoData, language), by: formatPlacement(e.geoData, 'en') })),
    },
    {
      key: 'type',
      label: t('compare.rows.type'),
      cells: estates.map((e) => ({
        show: `${t(facetLabelKey('estateType', e.estateType))} · ${t(facetLabelKey('dealType', e.dealType))}`,
        by: `${e.estateType} ${e.dealType}`,
      })),
    },
    { key: 'rooms', label: t('estate.field.rooms'), cells: estates.map((e) => count(e.rooms)) },
    { key: 'bedrooms', label: t('estate.field.bedrooms'), cells: estates.map((e) => count(e.bedrooms)) },
    { key: 'livingSpace', label: t('estate.field.livingSpace'), cells: estates.map((e) => area(e.livingSpace)) },
    { key: 'totalSpace', label: t('estate.field.totalSpace'), cells: estates.map((e) => area(e.totalSpace)) },
    { key: 'plotArea', label: t('estateView.facts.plotArea'), cells: estates.map((e) => area(e.details?.plotArea)) },
    {
      key: 'buildYear',
      label: t('estate.field.buildYear'),
      cells: estates.map((e) => (e.buildYear ? { show: String(e.buildYear), by: e.buildYear } : none)),
    },
    {
      key: 'energy',
      label: t('compare.rows.energy'),
      cells: estates.map((e) => {
        if (!e.energy) return none;
        if ('exempt' in e.energy) return { show: t('compare.exempt'), by: 'exempt' };
        const value = e.energy.value === undefined ? '' : ` (${num(e.energy.value, 1)} ${e.energy.unit})`;
        return { show: `${e.energy.rating}${value}`, by: e.energy.rating };
      }),
    },
    // every facility any of them has: one row per kind
    ...FACET_FIELDS.filter((f) => estates.some((e) => (e[f]?.length ?? 0) > 0)).map((f) => ({
      key: f,
      label: t(`estate.field.${f}`),
      cells: estates.map((e): Cell => {
        const list = [...(e[f] ?? [])].sort();
        return list.length ? { show: list.map((v) => t(facetLabelKey(f, v))).join(', '), by: list.join(',') } : none;
      }),
    })),
    {
      key: 'buyingCosts',
      label: t('compare.rows.buyingCosts'),
      cells: values.map(({ buyingCosts: c }) =>
        c
          ? {
              show: (
                <>
                  {formatPrice(c.total, c.currency, language)}
                  <span className="compare-table__sub">{t('compare.costsShare', { percent: num((c.total / c.price) * 100, 1) })}</span>
                </>
              ),
              by: `${c.total} ${c.currency}`,
            }
          : { show: <span className="compare-table__none">{t('compare.noCosts')}</span>, by: null },
      ),
    },
    {
      key: 'totalCost',
      label: t('compare.rows.totalCost'),
      cells: values.map(({ buyingCosts: c }) =>
        c ? { show: formatPrice(c.price + c.total, c.currency, language), by: `${c.price + c.total} ${c.currency}` } : none,
      ),
    },
  ];

  return (
    // a table wider than the screen scrolls on its own; focusable so a keyboard can scroll it too
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="compare-table__scroll" role="region" aria-label={t('compare.caption')} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {estates.map((e) => {
              const title = pickLocalized(e.title, language);
              const name = title?.text ?? t(facetLabelKey('estateType', e.estateType));
              const cover = e.photos[0]?.url;
              return (
                <th key={e.aliasId} scope="col" className="compare-table__listing" data-alias-id={e.aliasId}>
                  <Link to={`/estate/${encodeURIComponent(e.aliasId)}`} className="compare-table__link">
                    {cover ? <img {...photoSources(cover)} sizes="280px" alt="" loading="lazy" decoding="async" width="280" height="210" /> : null}
                    <span className="compare-table__title" lang={title?.lang}>
                      {name}
                    </span>
                  </Link>
                  <button
                    type="button"
                    className="btn btn--secondary compare-table__remove"
                    aria-label={t('compare.removeNamed', { title: name })}
                    onClick={() => onRemove(e.aliasId)}
                  >
                    {t('compare.remove')}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const differs = estates.length > 1 && new Set(row.cells.map((c) => c.by)).size > 1;
            return (
              <tr
                key={row.key}
                data-row={row.key}
                data-differs={differs ? 'true' : undefined}
                className={differs ? 'compare-row compare-row--differs' : 'compare-row'}
              >
                <th scope="row">
                  {row.label}
                  {differs ? (
                    <span className="compare-row__mark" title={t('compare.differs')}>
                      <span aria-hidden="true"> ≠</span>
                      <span className="visually-hidden"> ({t('compare.differs')})</span>
                    </span>
                  ) : null}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={estates[i].aliasId}>{cell.show}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
