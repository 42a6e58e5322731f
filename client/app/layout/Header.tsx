import type { ReactNode } from 'react';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import type { Language } from '../../../shared/core/constants.ts';
import type { Resource } from '../../../shared/contract/billing.ts';
import { BRAND_NAME } from '../../lib/operator.ts';
import { ADVERT_START_PATH } from '../../features/advert/index.ts';
import { AccountBox } from './AccountBox.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { MainMenu } from './MainMenu.tsx';
import { SearchById } from './SearchById.tsx';

export interface HeaderProps {
  language: Language;
  isLoggedIn: boolean;
  /** the signed-in user's display name (title, first and last name); '' when signed out */
  fullName: string;
  unreadMessages: number;
  /** the signed-in user's resources (the account box shows what is left) */
  resources?: readonly Resource[];
  onLanguageChange(lng: Language): void;
  /** called with the entered listing id; the container navigates to /estate/{text} */
  onSearchById(text: string): void;
  /** the currency switch, placed by the container; shown on every screen size (phones too) */
  currencySelector?: ReactNode;
}

export function Logo() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5.5v-6h-5v6H8a1 1 0 0 1-1-1z" fill="#fff" />
    </svg>
  );
}

export function Header({ language, isLoggedIn, fullName, unreadMessages, resources, onLanguageChange, onSearchById, currencySelector }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="logo" aria-label={t('header.homeLink', { brand: BRAND_NAME })}>
          <Logo />
          <span className="logo__text" aria-hidden="true">
            {BRAND_NAME}
          </span>
        </Link>
        <div className="site-header__search hide-sm">
          <SearchById onSearchById={onSearchById} />
        </div>
        <div className="site-header__tools">
          <LanguageSelector language={language} onLanguageChange={onLanguageChange} />
          {currencySelector ? <div className="site-header__currency">{currencySelector}</div> : null}
          <AccountBox isLoggedIn={isLoggedIn} fullName={fullName} unreadMessages={unreadMessages} resources={resources} />
          <Link to={ADVERT_START_PATH} className="btn btn--action btn--small site-header__add hide-xs">
            <span aria-hidden="true">+</span>
            <span className="site-header__add-label">{t('header.addEstate')}</span>
          </Link>
        </div>
      </div>
      <div className="site-header__nav">
        <div className="container">
          <MainMenu language={language} />
        </div>
      </div>
    </header>
  );
}
