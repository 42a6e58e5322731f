import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { countryName } from '../../../../shared/geo/countries.ts';
import type { CountryBanner as Banner } from '../../../../shared/contract/geodata.ts';
import { CountryBanner } from './CountryBanner.tsx';
import { Flag } from '../../../ui/Flag.tsx';

export interface CountryGuideProps {
  countryCode: string;
  language: Language;
  /** sanitized HTML from the api; '' when the country has no guide in this language */
  fullText: string;
  banner: Banner | null;
}

/** A country guide: banner, the guide's text and a way to the country's listings. */
export function CountryGuide({ countryCode, language, fullText, banner }: CountryGuideProps) {
  const { t } = useTranslation();
  const name = countryName(countryCode, language);
  const searchLink = { to: `/search/${countryCode}`, text: t('countries.searchIn', { country: name }) };
  return (
    <article className="country-guide">
      <header className="country-guide__header">
        <h1>
          <Flag code={countryCode} width={36} /> {t('countries.guideTitle', { country: name })}
        </h1>
        <Link className="btn btn--action" to={searchLink.to}>
          {searchLink.text}
        </Link>
      </header>
      {banner ? <CountryBanner countryCode={countryCode} banner={banner} language={language} /> : null}
      {fullText.trim() !== '' ? (
        <div className="country-guide__text prose" dangerouslySetInnerHTML={{ __html: fullText }} />
      ) : (
        <p className="country-guide__empty">{t('countries.noGuide', { country: name })}</p>
      )}
      <p className="country-guide__footer">
        <Link to={searchLink.to}>{searchLink.text}</Link>
        {' · '}
        <Link to="/countries">{t('countries.all')}</Link>
      </p>
    </article>
  );
}
