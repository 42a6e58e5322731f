import type { ReactNode } from 'react';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { countryName } from '../../../../shared/geo/countries.ts';
import { facetLabelKey } from '../../../../shared/search/facets.ts';
import { formatPlacement, placeParts } from '../../../../shared/core/format.ts';
import { buildSearchUrl } from '../../../../shared/search/search-query.ts';
import type { Estate } from '../../../../shared/contract/estates.ts';
import { PriceTag, RateNote } from '../../../session/currencies/index.ts';
import type { EstateCardData } from '../types.ts';
import { EstateGrid } from './EstateGrid.tsx';
import { EstateDescription } from './EstateDescription.tsx';
import { EstateFacts } from './EstateFacts.tsx';
import { Gallery } from './Gallery.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import { OwnerCard } from './OwnerCard.tsx';
import { ReportListing } from './ReportListing.tsx';
import { ContactLister } from './ContactLister.tsx';
import { useCardAction } from '../../../lib/cardAction.tsx';
import { hydrateLater } from '../../../lib/hydrateLater.tsx';
import type { BuyingCosts as BuyingCostsData } from '../../../../shared/contract/buying-costs.ts';
import { EstateMap } from '../../map/index.ts';
import type { PriceHistoryEntry } from '../../../../shared/contract/price-history.ts';
import type { Rates } from '../../../../shared/core/format.ts';
import { updatedAgo } from '../../../lib/updatedAgo.ts';

// below the fold: server-rendered at once, their code loaded after the first paint (client/lib/hydrateLater.tsx)
const BuyingCosts = hydrateLater(() => import('./BuyingCosts.tsx').then((m) => m.BuyingCosts));
const EstateMedia = hydrateLater(() => import('./EstateMedia.tsx').then((m) => m.EstateMedia));
const EnergyScale = hydrateLater(() => import('./EnergyScale.tsx').then((m) => m.EnergyScale));
const PriceHistory = hydrateLater(() => import('./PriceHistory.tsx').then((m) => m.PriceHistory));
// a listing with floor plans: the gallery with a Photos and a Floor plans tab, hydrated just after the first paint
const GalleryTabs = hydrateLater(() => import('./GalleryTabs.tsx').then((m) => m.GalleryTabs));

export interface EstateViewProps {
  estate: Estate;
  language: Language;
  currency: Currency;
  /** the price in `currency` when the listing is priced in another one */
  converted: { amount: number; currency: Currency } | null;
  contactHref: string;
  needsSignIn: boolean;
  /** the edit page when the visitor owns the listing (shown instead of the contact action) */
  editHref?: string | null;
  /** listings of the same type in the same country; null while loading */
  similar: readonly EstateCardData[] | null;
  /** the currency switch, shown beside the price */
  currencySelector?: ReactNode;
  /** the listing's prices, newest first, and the rates to show them in `currency` */
  priceHistory?: readonly PriceHistoryEntry[];
  rates?: Rates;
  /** what it costs to buy it (listings for sale in a country with data) */
  buyingCosts?: BuyingCostsData | null;
}

/** A listing's page: title, place, price, photos, facts, description, owner and similar listings. */
export function EstateView({
  estate,
  language,
  currency,
  converted,
  contactHref,
  needsSignIn,
  editHref,
  similar,
  currencySelector,
  priceHistory = [],
  rates = {},
  buyingCosts = null,
}: EstateViewProps) {
  const { t } = useTranslation();
  const action = useCardAction();
  const title = pickLocalized(estate.title, language);
  const titleText = title?.text ?? t(facetLabelKey('estateType', estate.estateType));
  const cc = estate.geoData.countryCode;
  const plans = estate.documents?.filter((d) => d.kind === 'floorplan');
  return (
    <article className="estate-view">
      <nav className="breadcrumbs" aria-label={t('estateView.breadcrumbs')}>
        <ol>
          <li>
            <Link to="/search">{t('estateView.allListings')}</Link>
          </li>
          <li>
            <Link to={`/search/${cc}`}>{countryName(cc, language)}</Link>
          </li>
          {estate.geoData.placeId && estate.geoData.names?.city ? (
            <li>
              <Link to={buildSearchUrl({ placeId: estate.geoData.placeId, placeName: placeParts(estate.geoData, language).city }, cc)}>
                {placeParts(estate.geoData, language).city}
              </Link>
            </li>
          ) : null}
          <li aria-current="page">{estate.aliasId}</li>
        </ol>
      </nav>
      <header className="estate-view__header">
        <div className="estate-view__heading">
          <p className="estate-view__kind">
            {t(facetLabelKey('estateType', estate.estateType))} · {t(facetLabelKey('dealType', estate.dealType))}
            {estate.isTopOffer ? <span className="badge badge--top">{t('estateView.topOffer')}</span> : null}
          </p>
          <h1 className="estate-view__title" lang={title?.lang}>
            {titleText}
          </h1>
          <p className="estate-view__place">{formatPlacement(estate.geoData, language)}</p>
        </div>
        <div className="estate-view__price">
          {estate.previousPrice ? <span className="tag tag--reduced">{t('priceHistory.reduced')}</span> : null}
          <PriceTag amount={estate.price} currency={estate.currency} converted={converted} language={language} />
          {converted && Array.isArray(rates) ? <RateNote from={estate.currency} to={converted.currency} rates={rates} language={language} /> : null}
          {currencySelector}
          {action ? action(estate.aliasId, 'page', estate.title) : null}
        </div>
      </header>
      <div className="estate-view__body">
        <div className="estate-view__main">
          {plans?.length ? (
            <GalleryTabs photos={estate.photos} plans={plans} title={titleText} />
          ) : (
            <Gallery photos={estate.photos} title={titleText} />
          )}
          {estate.documents?.length !== plans?.length || estate.video || estate.tourUrl ? <EstateMedia estate={estate} title={titleText} /> : null}
          <EstateDescription estate={estate} language={language} />
          <EstateFacts estate={estate} language={language} />
          {estate.energy ? <EnergyScale energy={estate.energy} language={language} /> : null}
          {priceHistory.length > 1 ? <PriceHistory entries={priceHistory} language={language} currency={currency} rates={rates} /> : null}
          {buyingCosts ? <BuyingCosts costs={buyingCosts} language={language} currency={currency} rates={rates} /> : null}
          {estate.geoData.lat != null && estate.geoData.lng != null ? (
            <section className="estate-view__map" aria-labelledby="estate-map-title">
              <h2 id="estate-map-title" className="estate-view__subtitle">
                {t('map.estateLocation')}
              </h2>
              <EstateMap lat={estate.geoData.lat} lng={estate.geoData.lng} label={t('map.estateLocation')} />
            </section>
          ) : null}
        </div>
        <div className="estate-view__side">
          <OwnerCard owner={estate.owner} contactHref={contactHref} needsSignIn={needsSignIn} editHref={editHref} />
          <p className="estate-view__ref">{t('estateView.reference', { id: estate.aliasId })}</p>
          {estate.updatedDaysAgo !== undefined ? <p className="estate-view__updated">{updatedAgo(t, estate.updatedDaysAgo)}</p> : null}
          {editHref ? null : <ContactLister aliasId={estate.aliasId} />}
          {editHref ? null : <ReportListing aliasId={estate.aliasId} />}
        </div>
      </div>
      {similar && similar.length > 0 ? (
        <section className="estate-view__similar" aria-labelledby="similar-title">
          <h2 id="similar-title" className="estate-view__subtitle">
            {t('estateView.similar')}
          </h2>
          <EstateGrid estates={similar} language={language} currency={currency} />
        </section>
      ) : null}
    </article>
  );
}
