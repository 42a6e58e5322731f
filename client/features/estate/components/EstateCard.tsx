import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { facetLabelKey } from '../../../../shared/search/facets.ts';
import { formatNumber, formatPlacement, formatPrice } from '../../../../shared/core/format.ts';
import type { LocalizedText } from '../../../../shared/contract/common.ts';
import type { EstateCardData } from '../types.ts';
import { CARD_SIZES, loadingHints, photoSources } from '../../../lib/photos.ts';
import { ApproxPrice, PriceTag } from '../../../session/currencies/index.ts';
import { useCardAction } from '../../../lib/cardAction.tsx';
import { energyClassKey } from '../../../../shared/core/energy.ts';
import { updatedAgo } from '../../../lib/updatedAgo.ts';

export interface EstateCardProps {
  estate: EstateCardData;
  language: Language;
  /** the visitor's currency; a converted price is shown when the listing's differs */
  currency: Currency;
  /** the card whose photo is likely the largest image above the fold: loaded at once, high priority */
  priority?: boolean;
}

/** The text in the language, else English, else any language the lister wrote. */
export function localized(text: LocalizedText | Record<string, string> | null | undefined, lng: Language): string {
  if (!text) return '';
  const byLng = text as Record<string, string | undefined>;
  return byLng[lng] || byLng.en || Object.values(byLng).find((v) => typeof v === 'string' && v !== '') || '';
}

function PhotoPlaceholder() {
  return (
    <svg className="estate-card__placeholder" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
      <rect width="64" height="48" fill="currentColor" opacity=".12" />
      <path d="M20 34V23l12-9 12 9v11z" fill="none" stroke="currentColor" strokeWidth="2" opacity=".5" />
    </svg>
  );
}

/** "was ≈ $275,000": the earlier price converted, marked approximate like every converted price. */
function WasApprox({ amount, currency, language }: { amount: number; currency: Currency; language: Language }) {
  const { t } = useTranslation();
  const [before, after = ''] = t('priceHistory.was', { price: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <ApproxPrice amount={amount} currency={currency} language={language} />
      {after}
    </>
  );
}

export function EstateCard({ estate, language, currency, priority = false }: EstateCardProps) {
  const { t } = useTranslation();
  const action = useCardAction();
  const title = localized(estate.title, language) || t('estateCard.untitled');
  // the title is the api's machine translation into this language: marked, the original at hand
  const original = estate.titleLanguage === language ? estate.titleOriginal : undefined;
  const cover = estate.photos[0]?.url;
  const converted =
    estate.priceConverted && estate.priceConverted.currency === currency && currency !== estate.currency ? estate.priceConverted : undefined;
  const estateType = estate.estateType ? t(facetLabelKey('estateType', estate.estateType)) : '';
  const dealType = estate.dealType ? t(facetLabelKey('dealType', estate.dealType)) : '';
  const kind = estateType && dealType ? `${estateType} · ${dealType}` : estateType || dealType;
  const sources = cover ? photoSources(cover) : null;
  const hints = loadingHints(priority);

  return (
    <article className={estate.isTopOffer ? 'estate-card estate-card--top' : 'estate-card'}>
      <Link to={`/estate/${encodeURIComponent(estate.aliasId)}`} className="estate-card__link">
        <div className="estate-card__media">
          {sources ? (
            // the attributes one by one, not spread from objects: a card's render was a tenth slower so
            <img
              src={sources.src}
              srcSet={sources.srcSet}
              sizes={CARD_SIZES}
              alt={t('estateCard.photoAlt', { title })}
              loading={hints.loading}
              fetchPriority={hints.fetchPriority}
              decoding="async"
              width="400"
              height="300"
            />
          ) : (
            <PhotoPlaceholder />
          )}
          <div className="estate-card__badges">
            {estate.isTopOffer ? <span className="tag tag--top">{t('estateCard.topOffer')}</span> : null}
            {estate.isNew ? <span className="tag tag--new">{t('estateCard.new')}</span> : null}
            {estate.reducedFrom ? <span className="tag tag--reduced">{t('priceHistory.reduced')}</span> : null}
          </div>
        </div>
        <div className="estate-card__body">
          {kind ? <p className="estate-card__kind">{kind}</p> : null}
          <h3 className="estate-card__title">{title}</h3>
          {original ? (
            <p className="estate-card__translated" title={original}>
              {t('estateCard.translated')}
              <span className="visually-hidden">: {original}</span>
            </p>
          ) : null}
          <p className="estate-card__place">{formatPlacement(estate.geoData, language)}</p>
          <PriceTag className="estate-card__price" amount={estate.price} currency={estate.currency} converted={converted} language={language} />
          {estate.reducedFrom ? (
            <p className="estate-card__was">
              {estate.reducedFrom.currency === estate.currency ? (
                t('priceHistory.was', { price: formatPrice(estate.reducedFrom.amount, estate.reducedFrom.currency, language) })
              ) : (
                <WasApprox amount={estate.reducedFrom.amount} currency={estate.reducedFrom.currency} language={language} />
              )}
            </p>
          ) : null}
          <ul className="estate-card__facts">
            <li>{t('estateCard.livingSpace', { value: formatNumber(estate.livingSpace, language, 1) })}</li>
            <li>{t('estateCard.rooms', { count: estate.rooms, value: formatNumber(estate.rooms, language, 1) })}</li>
            {estate.energyRating ? (
              <li className="estate-card__energy">
                <span
                  className={`energy-label energy-label--${energyClassKey(estate.energyRating)}`}
                  title={t('estateCard.energy', { rating: estate.energyRating })}
                >
                  <span className="visually-hidden">{t('estateCard.energy', { rating: estate.energyRating })}</span>
                  <span aria-hidden="true">{estate.energyRating}</span>
                </span>
              </li>
            ) : null}
          </ul>
          {estate.updatedDaysAgo !== undefined ? <p className="estate-card__updated">{updatedAgo(t, estate.updatedDaysAgo)}</p> : null}
        </div>
      </Link>
      {action ? <div className="estate-card__action">{action(estate.aliasId, 'card', estate.title)}</div> : null}
    </article>
  );
}
