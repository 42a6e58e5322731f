// /countries: every country by its name in the current language, with its number of listings where
// the api counts them; the countries with a guide first.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { countriesSortedByName } from '../../../../shared/geo/countries.ts';
import { CountryList, type CountryListItem } from '../components/CountryList.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectCountryList } from '../slice.ts';

export function CountriesScreen() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const list = useSelector(selectCountryList);

  const items = useMemo<CountryListItem[]>(() => {
    const known = new Map(list.values.map((c) => [c.code, c]));
    // the shared table gives every name in a fixed order; the api adds counts and guides
    return countriesSortedByName(language).map((c) => {
      const api = known.get(c.code);
      return { code: c.code, name: c.names[language], count: api?.estates, hasGuide: api?.hasGuide ?? false };
    });
  }, [list.values, language]);
  const guides = items.filter((c) => c.hasGuide);
  const withListings = items.filter((c) => !c.hasGuide && (c.count ?? 0) > 0);

  return (
    <div className="countries-page container">
      <h1>{t('countries.title')}</h1>
      <p className="page-lead">{t('countries.lead')}</p>
      {guides.length > 0 ? (
        <section aria-labelledby="countries-guides">
          <h2 id="countries-guides" className="section-title">
            {t('countries.guides')}
          </h2>
          <CountryList countries={guides} />
        </section>
      ) : null}
      {withListings.length > 0 ? (
        <section aria-labelledby="countries-listings">
          <h2 id="countries-listings" className="section-title">
            {t('countries.withListings')}
          </h2>
          <CountryList countries={withListings} />
        </section>
      ) : null}
      <section aria-labelledby="countries-all">
        <h2 id="countries-all" className="section-title">
          {t('countries.allTitle')}
        </h2>
        <CountryList countries={items} compact />
      </section>
    </div>
  );
}

export default CountriesScreen;
