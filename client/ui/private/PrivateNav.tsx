import { NavLink } from '../Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import { usePrivateNav } from '../../lib/privateNav.ts';

export interface PrivateNavProps {
  unreadMessages: number;
}

/**
 * The private area's own navigation: a tab row on wide screens, a scrollable strip on phones. Its
 * links are the screens that declare `privateNav` in their feature's manifest.
 */
export function PrivateNav({ unreadMessages }: PrivateNavProps) {
  const { t } = useTranslation();
  const links = usePrivateNav();
  return (
    <nav className="private-nav" aria-label={t('privateArea.navLabel')}>
      <ul className="private-nav__list">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end} className={({ isActive }) => `private-nav__link${isActive ? ' is-active' : ''}`}>
              {t(l.label)}
              {l.badge === 'unread' && unreadMessages > 0 ? (
                <>
                  {/* the count for the eye; the sentence for screen readers (aria-label is not allowed on a plain span) */}
                  <span className="private-nav__badge" aria-hidden="true">
                    {unreadMessages}
                  </span>
                  <span className="visually-hidden">{t('header.account.unread', { count: unreadMessages })}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
