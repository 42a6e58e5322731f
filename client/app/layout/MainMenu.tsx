import { Link } from '../../ui/Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import type { Language } from '../../../shared/core/constants.ts';
import { Dropdown } from '../../ui/Dropdown.tsx';

export interface MainMenuProps {
  language: Language;
}

/** The site's main navigation; the articles section exists in the Russian version only (docs/product.md). */
export function MainMenu({ language }: MainMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="main-menu" aria-label={t('header.menu.label')}>
      <ul className="main-menu__list">
        <li className="main-menu__item">
          <Dropdown label={t('header.menu.realtors')}>
            <li>
              <Link to="/realtor">{t('header.menu.realtorDirectory')}</Link>
            </li>
            <li>
              <Link to="/sign-up?as=realtor">{t('header.menu.becomeRealtor')}</Link>
            </li>
          </Dropdown>
        </li>
        <li className="main-menu__item">
          <Dropdown label={t('header.menu.properties')}>
            <li>
              <Link to="/search">{t('header.menu.searchProperties')}</Link>
            </li>
            <li>
              <Link to="/countries">{t('header.menu.countryGuides')}</Link>
            </li>
          </Dropdown>
        </li>
        <li className="main-menu__item">
          <Link className="main-menu__link" to="/plans">
            {t('header.menu.plans')}
          </Link>
        </li>
        <li className="main-menu__item">
          <Link className="main-menu__link" to="/advertising">
            {t('header.menu.advertising')}
          </Link>
        </li>
        {language === 'ru' && (
          <li className="main-menu__item">
            <Link className="main-menu__link" to="/article">
              {t('header.menu.articles')}
            </Link>
          </li>
        )}
        <li className="main-menu__item">
          <Link className="main-menu__link" to="/contacts">
            {t('header.menu.contacts')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
