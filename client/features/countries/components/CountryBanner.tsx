import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import type { Language } from '../../../../shared/core/constants.ts';
import { countryName } from '../../../../shared/geo/countries.ts';
import type { CountryBanner as Banner } from '../../../../shared/contract/geodata.ts';
import { pickLocalized } from '../../../lib/localized.ts';

export interface CountryBannerProps {
  countryCode: string;
  banner: Banner;
  language: Language;
  /** where the banner's link goes (the guide on a search page, the search on a guide page) */
  link?: { to: string; text: string };
}

/** A country's banner: picture, title and short text in the current language. */
export function CountryBanner({ countryCode, banner, language, link }: CountryBannerProps) {
  const { t } = useTranslation();
  const title = pickLocalized(banner.title, language);
  const text = pickLocalized(banner.text, language);
  return (
    <aside className="country-banner" aria-label={t('countries.bannerLabel', { country: countryName(countryCode, language) })}>
      {banner.image ? <img className="country-banner__image" src={banner.image} alt="" loading="lazy" /> : null}
      <div className="country-banner__body">
        {title ? (
          <p className="country-banner__title" lang={title.lang}>
            {title.text}
          </p>
        ) : null}
        {text ? (
          <p className="country-banner__text" lang={text.lang}>
            {text.text}
          </p>
        ) : null}
        {link ? (
          <Link className="country-banner__link" to={link.to}>
            {link.text}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}
