import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { FEATURED_COUNTRIES } from '../../../../shared/geo/countries.ts';
import { Flag } from '../../../ui/Flag.tsx';

const DRAWN = new Set<string>(FEATURED_COUNTRIES);

export interface CountryListItem {
  code: string;
  /** the name in the current language */
  name: string;
  /** published listings, where known */
  count?: number;
  hasGuide: boolean;
}

export interface CountryListProps {
  countries: readonly CountryListItem[];
  /** a dense multi-column list (the full alphabet of countries) */
  compact?: boolean;
}

/** Every country by name: its guide where one exists, and its listings. */
export function CountryList({ countries, compact }: CountryListProps) {
  const { t } = useTranslation();
  return (
    <ul className={compact ? 'country-list country-list--compact' : 'country-list'}>
      {countries.map((c) => (
        <li key={c.code} className={c.hasGuide ? 'country-list__item has-guide' : 'country-list__item'}>
          {compact ? null : DRAWN.has(c.code) ? <Flag code={c.code} width={24} /> : <span className="country-list__noflag" aria-hidden="true" />}
          <span className="country-list__name">{c.hasGuide ? <Link to={`/countries/${c.code}`}>{c.name}</Link> : c.name}</span>
          {c.count !== undefined && c.count > 0 ? (
            <Link
              className="country-list__count"
              to={`/search/${c.code}`}
              aria-label={t('countries.listingsIn', { count: c.count, country: c.name })}
            >
              {t('countries.listings', { count: c.count })}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
