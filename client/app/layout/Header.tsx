import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import type { Language } from '../../../shared/core/constants.ts';
import type { Resource } from '../../../shared/contract/billing.ts';
import { BRAND_NAME } from '../../lib/operator.ts';
import { ADVERT_START_PATH } from '../../features/advert/index.ts';
import { AccountBox } from './AccountBox.tsx';
import { LanguageSelector } from './LanguageSelector.tsx';
import { MainMenu } from './MainMenu.tsx';
import { SearchById, type SearchByIdProps } from './SearchById.tsx';

export interface HeaderProps {
  language: Language;
  isLoggedIn: boolean;
  /** the signed-in user's display name (title, first and last name); '' when signed out */
  fullName: string;
  unreadMessages: number;
  /** new enquiries about the user's listings */
  newLeads?: number;
  /** the signed-in user's resources (the account box shows what is left) */
  resources?: readonly Resource[];
  /** the user holds an operator role (the account box links the operator area) */
  operator?: boolean;
  onLanguageChange(lng: Language): void;
  /** called with the entered listing id; the container opens the listing or answers 'missing' */
  onSearchById: SearchByIdProps['onSearchById'];
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

export function Header({
  language,
  isLoggedIn,
  fullName,
  unreadMessages,
  newLeads = 0,
  resources,
  operator,
  onLanguageChange,
  onSearchById,
  currencySelector,
}: HeaderProps) {
  const { t } = useTranslation();
  // phones (< 768 px): one compact bar (logo, account, menu button); the menu button opens a panel
  // with the ID search, "Add a listing", language, currency and the main menu
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // another page: the menu closes (set while rendering, as React advises over an effect)
  const { pathname, search } = useLocation();
  const [shownAt, setShownAt] = useState(`${pathname}${search}`);
  if (shownAt !== `${pathname}${search}`) {
    setShownAt(`${pathname}${search}`);
    setMenuOpen(false);
  }
  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const addListing = (className: string) => (
    <Link to={ADVERT_START_PATH} className={`btn btn--action btn--small ${className}`}>
      <span aria-hidden="true">+</span>
      <span className="site-header__add-label">{t('header.addEstate')}</span>
    </Link>
  );
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="logo" aria-label={t('header.homeLink', { brand: BRAND_NAME })}>
          <Logo />
          <span className="logo__text" aria-hidden="true">
            {BRAND_NAME}
          </span>
        </Link>
        <div className="site-header__search site-header__wide">
          <SearchById onSearchById={onSearchById} />
        </div>
        <div className="site-header__tools">
          <div className="site-header__wide">
            <LanguageSelector language={language} onLanguageChange={onLanguageChange} />
          </div>
          {currencySelector ? <div className="site-header__currency site-header__wide">{currencySelector}</div> : null}
          <AccountBox
            isLoggedIn={isLoggedIn}
            fullName={fullName}
            unreadMessages={unreadMessages}
            newLeads={newLeads}
            resources={resources}
            operator={operator}
          />
          {addListing('site-header__add site-header__wide')}
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-header-panel"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t('header.menuButton')}</span>
          </button>
        </div>
      </div>
      {/* the panel's controls exist only while it is open: a closed panel costs no markup and no
          render (the bar and the menu below hold the same controls for wider screens) */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape anywhere in the panel closes it */}
      <div id="site-header-panel" className="site-header__panel container" hidden={!menuOpen} onKeyDown={onPanelKeyDown}>
        {menuOpen ? (
          <>
            <SearchById onSearchById={onSearchById} />
            {addListing('site-header__panel-add')}
            <div className="site-header__panel-row">
              <LanguageSelector language={language} onLanguageChange={onLanguageChange} />
              {currencySelector ? <div className="site-header__panel-currency">{currencySelector}</div> : null}
            </div>
            <MainMenu language={language} />
          </>
        ) : null}
      </div>
      <div className="site-header__nav site-header__wide">
        <div className="container">
          <MainMenu language={language} />
        </div>
      </div>
    </header>
  );
}
