import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../ui/Dropdown.tsx';

export interface AccountBoxProps {
  isLoggedIn: boolean;
  fullName: string;
  unreadMessages: number;
}

/** A count badge with its meaning spelled out for screen readers; nothing when the count is 0. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('header.account.unread', { count })}</span>
    </span>
  );
}

/** Signed in: the user's name, unread badge and account menu. Signed out: sign in and sign up. */
export function AccountBox({ isLoggedIn, fullName, unreadMessages }: AccountBoxProps) {
  const { t } = useTranslation();
  if (!isLoggedIn) {
    return (
      <div className="account-box account-box--guest">
        <Link className="account-box__link" to="/sign-in">
          {t('header.account.signIn')}
        </Link>
        <Link className="account-box__link account-box__link--primary" to="/sign-up">
          {t('header.account.signUp')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-box">
      <Dropdown
        align="end"
        label={
          <>
            <span className="account-box__avatar" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
                <circle cx="12" cy="8" r="4" fill="currentColor" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
              </svg>
            </span>
            <span className="account-box__name">{fullName || t('header.account.myAccount')}</span>
            <UnreadBadge count={unreadMessages} />
          </>
        }
      >
        <li>
          <Link to="/private">{t('header.account.privateAccount')}</Link>
        </li>
        <li>
          <Link to="/private/messages">
            {t('header.account.messages')}
            <UnreadBadge count={unreadMessages} />
          </Link>
        </li>
        <li>
          <Link to="/sign-out">{t('header.account.signOut')}</Link>
        </li>
      </Dropdown>
    </div>
  );
}
