import { NavLink } from '../Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';

export interface PrivateNavProps {
  unreadMessages: number;
}

const LINKS = [
  { to: '/private', key: 'profile', end: true },
  { to: '/private/myestates', key: 'myEstates', end: false },
  { to: '/private/favourites', key: 'favourites', end: false },
  { to: '/private/saved-searches', key: 'savedSearches', end: false },
  { to: '/private/addnewestate', key: 'addEstate', end: false },
  { to: '/private/mass-import', key: 'massImport', end: false },
  { to: '/private/messages', key: 'messages', end: false },
  { to: '/private/editprofile', key: 'editProfile', end: false },
] as const;

/** The private area's own navigation: a tab row on wide screens, a scrollable strip on phones. */
export function PrivateNav({ unreadMessages }: PrivateNavProps) {
  const { t } = useTranslation();
  return (
    <nav className="private-nav" aria-label={t('privateArea.navLabel')}>
      <ul className="private-nav__list">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className={({ isActive }) => `private-nav__link${isActive ? ' is-active' : ''}`}>
              {l.key === 'favourites' ? t('favourites.title') : l.key === 'savedSearches' ? t('savedSearches.title') : t(`privateArea.nav.${l.key}`)}
              {l.key === 'messages' && unreadMessages > 0 ? (
                <span className="private-nav__badge" aria-label={t('header.account.unread', { count: unreadMessages })}>
                  {unreadMessages}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
