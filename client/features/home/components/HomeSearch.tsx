import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation.tsx';
import { CURRENCY_SIGNS } from '../../../../shared/core/constants.ts';
import type { Currency, Language } from '../../../../shared/core/constants.ts';
import { countriesSortedByName, FEATURED_COUNTRIES } from '../../../../shared/geo/countries.ts';
import { ESTATE_KINDS, ESTATE_TYPES_BY_KIND } from '../../../../shared/search/facets.ts';
import type { EstateKind } from '../../../../shared/search/facets.ts';
import { buildSearchUrl, parseInteger } from '../../../../shared/search/search-query.ts';
import { PlaceCombobox } from '../../places/index.ts';

const DEAL_CHOICES = ['sale', 'rent'] as const;
type DealChoice = (typeof DEAL_CHOICES)[number];
/** "Buy" and "Rent" read better in a search than the listing labels "For sale" and "For rent". */
const DEAL_LABELS: Record<DealChoice, string> = { sale: 'home.search.buy', rent: 'home.search.rent' };

export interface HomeSearchProps {
  language: Language;
  currency: Currency;
  /** called with the search URL to open, e.g. `/search/ES?dealType=sale&estateType=villa,…&price_lte=200000` */
  onSearch(url: string): void;
}

/** The home page's simple search: deal, kind of property, country and a price limit. */
export function HomeSearch({ language, currency, onSearch }: HomeSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dealType, setDealType] = useState<DealChoice>('sale');
  const [kind, setKind] = useState<EstateKind | ''>('');
  const [country, setCountry] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [place, setPlace] = useState<{ id?: string; name: string }>({ name: '' });

  const featured = new Set<string>(FEATURED_COUNTRIES);
  const countries = countriesSortedByName(language).filter((c) => featured.has(c.code));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(
      buildSearchUrl(
        {
          dealType,
          estateType: kind ? [...ESTATE_TYPES_BY_KIND[kind]] : undefined,
          price_lte: parseInteger(maxPrice.replace(/[\s.,]/g, '')),
          currency,
          // a chosen place searches by its id; typed text alone by name
          placeId: place.id,
          placeName: place.name.trim() || undefined,
        },
        country || null,
      ),
    );
  };

  return (
    <form className="home-search" role="search" aria-label={t('home.search.label')} onSubmit={onSubmit}>
      <fieldset className="home-search__deal">
        <legend className="visually-hidden">{t('home.search.dealType')}</legend>
        {DEAL_CHOICES.map((deal) => (
          <label key={deal} className={deal === dealType ? 'segmented segmented--on' : 'segmented'}>
            <input type="radio" name="dealType" value={deal} checked={deal === dealType} onChange={() => setDealType(deal)} />
            <span>{t(DEAL_LABELS[deal])}</span>
          </label>
        ))}
      </fieldset>
      <div className="home-search__fields">
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('home.search.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as EstateKind | '')}>
            <option value="">{t('home.search.anyKind')}</option>
            {ESTATE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`estate.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-country`}>{t('home.search.country')}</label>
          <select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{t('home.search.anyCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.names[language]}
              </option>
            ))}
          </select>
        </div>
        <PlaceCombobox
          id={`${id}-place`}
          className="field"
          inputClassName=""
          label={t('places.label')}
          language={language}
          value={undefined}
          placeholder={t('places.placeholder')}
          onPick={(p) => setPlace({ id: p.id, name: p.name })}
          onTextChange={(name) => setPlace({ name })}
        />
        <div className="field">
          <label htmlFor={`${id}-price`}>{t('home.search.maxPrice', { sign: CURRENCY_SIGNS[currency] })}</label>
          <input
            id={`${id}-price`}
            type="text"
            inputMode="numeric"
            pattern="[0-9 .,]*"
            autoComplete="off"
            value={maxPrice}
            placeholder={t('home.search.noLimit')}
            onChange={(e) => setMaxPrice(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--action home-search__submit">
          {t('home.search.submit')}
        </button>
      </div>
    </form>
  );
}
