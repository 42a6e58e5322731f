import { Link } from '../../ui/Link.tsx';
import { useTranslation } from '../../i18n/translation.tsx';
import type { Resource } from '../../../shared/contract/billing.ts';
import { Dropdown } from '../../ui/Dropdown.tsx';
import { SignOutForm } from '../../session/user/index.ts';
import { resourcesLeft } from '../../features/billing/account.ts';

export interface AccountBoxProps {
  isLoggedIn: boolean;
  fullName: string;
  unreadMessages: number;
  /** new enquiries about the user's listings (issue 24) */
  newLeads?: number;
  /** the signed-in user's resources, merged from the active subscriptions (what is left is shown) */
  resources?: readonly Resource[];
  /** the user holds an operator role: a link to the operator area */
  operator?: boolean;
}

/** What is left of each resource: "Listings: 2 of 3 left", "Top offers: 1 left"; a link to change the plan. */
export function ResourcesLeft({ resources }: { resources: readonly Resource[] }) {
  const { t } = useTranslation();
  const lines = resourcesLeft(resources);
  return (
    <li className="account-box__resources">
      {lines.length ? (
        <ul className="account-box__resource-list" aria-label={t('billing.account.label')}>
          {lines.map((r) => (
            <li key={r.type} className="account-box__resource" data-resource={r.type}>
              {r.type === 'PUBLICATION'
                ? r.unlimited
                  ? t('billing.account.listingsUnlimited')
                  : t('billing.account.listingsLeft', { count: r.left, limit: r.limit })
                : r.unlimited
                  ? t('billing.account.topOffersUnlimited')
                  : t('billing.account.topOffersLeft', { count: r.left })}
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/private/changeplan" className="account-box__change-plan">
        {t('billing.account.changePlan')}
      </Link>
    </li>
  );
}

/** A count badge with its meaning spelled out for screen readers; nothing when the count is 0. */
export function UnreadBadge({ count, what = 'header.account.unread' }: { count: number; what?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t(what, { count })}</span>
    </span>
  );
}

/** Signed in: the user's name, unread badge and account menu. Signed out: sign in and sign up. */
export function AccountBox({ isLoggedIn, fullName, unreadMessages, newLeads = 0, resources, operator }: AccountBoxProps) {
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
          <Link to="/private/leads">
            {t('header.account.leads')}
            <UnreadBadge count={newLeads} what="header.account.newLeads" />
          </Link>
        </li>
        {operator ? (
          <li>
            <Link to="/admin">{t('header.account.admin')}</Link>
          </li>
        ) : null}
        {resources ? <ResourcesLeft resources={resources} /> : null}
        <li>
          <SignOutForm className="account-box__sign-out" buttonClassName="account-box__sign-out-button">
            {t('header.account.signOut')}
          </SignOutForm>
        </li>
      </Dropdown>
    </div>
  );
}
