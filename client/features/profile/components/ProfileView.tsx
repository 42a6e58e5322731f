// /private: who I am, my plan and its status, what my resources allow, and my listings by status.
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { UNLIMITED, type EstateStatus, type Language } from '../../../../shared/core/constants.ts';
import { formatPlacement, fullName } from '../../../../shared/core/format.ts';
import type { Resource, Subscription } from '../../../../shared/contract/billing.ts';
import type { User } from '../../../../shared/contract/users.ts';
import { formatDate } from '../../../lib/date.ts';
import { pickLocalized } from '../../../lib/localized.ts';

export interface ProfileViewProps {
  user: User;
  language: Language;
  /** null while loading */
  subscriptions: readonly Subscription[] | null;
  estateCounts: Partial<Record<EstateStatus, number>> | null;
  renewBusyId: string | null;
  onToggleRenew(subscriptionId: string): void;
}

function ResourceUse({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const kind = resource.type === 'PUBLICATION' ? 'publication' : 'topOffer';
  const used = resource.used ?? 0;
  const unlimited = resource.limit === UNLIMITED;
  return (
    <li className="resource-use">
      <span className="resource-use__name">{t(`profile.resources.${kind}`)}</span>
      <span className="resource-use__value">
        {unlimited ? t('profile.resources.usedUnlimited', { used }) : t('profile.resources.usedOf', { used, limit: resource.limit })}
      </span>
      {!unlimited && resource.limit > 0 ? (
        <progress
          className="resource-use__bar"
          max={resource.limit}
          value={Math.min(used, resource.limit)}
          aria-label={t(`profile.resources.${kind}`)}
        />
      ) : null}
    </li>
  );
}

function SubscriptionCard({
  sub,
  language,
  busy,
  onToggleRenew,
}: {
  sub: Subscription;
  language: Language;
  busy: boolean;
  onToggleRenew(id: string): void;
}) {
  const { t } = useTranslation();
  const name = pickLocalized(sub.plan.name, language)?.text ?? sub.plan._id;
  return (
    <div className="subscription-card">
      <h3 className="subscription-card__plan">{name}</h3>
      <dl className="facts">
        <dt>{t('profile.subscription.status')}</dt>
        <dd>
          <span className={`status-pill status-pill--${sub.status}`}>{t(`profile.subscription.statuses.${sub.status}`)}</span>
        </dd>
        <dt>{t('profile.subscription.ends')}</dt>
        <dd>{sub.currentPeriodEndsAt ? formatDate(sub.currentPeriodEndsAt, language) : t('profile.subscription.endless')}</dd>
        {sub.currentPeriodEndsAt ? (
          <>
            <dt>{t('profile.subscription.renew')}</dt>
            <dd>
              {sub.renew ? t('profile.subscription.renewOn') : t('profile.subscription.renewOff')}{' '}
              <button type="button" className="btn btn--link" disabled={busy} aria-busy={busy || undefined} onClick={() => onToggleRenew(sub._id)}>
                {sub.renew ? t('profile.subscription.turnRenewOff') : t('profile.subscription.turnRenewOn')}
              </button>
            </dd>
          </>
        ) : null}
      </dl>
      <ul className="resource-list">
        {sub.resources.values.map((r) => (
          <ResourceUse key={r.type} resource={r} />
        ))}
      </ul>
    </div>
  );
}

export function ProfileView({ user, language, subscriptions, estateCounts, renewBusyId, onToggleRenew }: ProfileViewProps) {
  const { t } = useTranslation();
  const statuses: EstateStatus[] = ['published', 'draft', 'archived'];
  return (
    <div className="profile">
      <section className="private-card" aria-labelledby="profile-personal">
        <div className="private-card__head">
          <h2 id="profile-personal">{t('profile.personal')}</h2>
          <Link className="btn btn--secondary" to="/private/editprofile">
            {t('profile.edit')}
          </Link>
        </div>
        <dl className="facts">
          <dt>{t('profile.name')}</dt>
          <dd>{fullName(user, t)}</dd>
          <dt>{t('profile.accountType')}</dt>
          <dd>{user.isRealtor ? t('profile.realtor') : t('profile.privatePerson')}</dd>
          {user.company ? (
            <>
              <dt>{t('auth.company')}</dt>
              <dd>{user.company}</dd>
            </>
          ) : null}
          <dt>{t('auth.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('auth.phone')}</dt>
          <dd>{user.phone || t('profile.notGiven')}</dd>
          <dt>{t('profile.place')}</dt>
          <dd>{formatPlacement(user.geoData, language)}</dd>
          <dt>{t('profile.language')}</dt>
          <dd>{t(`estateForm.languages.${user.language}`)}</dd>
        </dl>
        {user.isRealtor ? <Link to={`/realtor/${encodeURIComponent(user.aliasId)}`}>{t('profile.publicProfile')}</Link> : null}
      </section>

      <section className="private-card" aria-labelledby="profile-plan">
        <div className="private-card__head">
          <h2 id="profile-plan">{t('profile.subscription.title')}</h2>
          <Link className="btn btn--secondary" to="/private/changeplan">
            {t('profile.subscription.change')}
          </Link>
        </div>
        {subscriptions === null ? (
          <p>{t('common.loading')}</p>
        ) : subscriptions.length === 0 ? (
          <p>
            {t('profile.subscription.none')} <Link to="/private/initialplan">{t('profile.subscription.choose')}</Link>
          </p>
        ) : (
          subscriptions.map((s) => (
            <SubscriptionCard key={s._id} sub={s} language={language} busy={renewBusyId === s._id} onToggleRenew={onToggleRenew} />
          ))
        )}
      </section>

      <section className="private-card" aria-labelledby="profile-estates">
        <div className="private-card__head">
          <h2 id="profile-estates">{t('profile.estates.title')}</h2>
          <Link className="btn btn--action" to="/private/addnewestate">
            {t('privateArea.nav.addEstate')}
          </Link>
        </div>
        {estateCounts ? (
          <ul className="estate-counts">
            {statuses.map((s) => (
              <li key={s}>
                <Link to={`/private/myestates?status=${s}`}>
                  <span className="estate-counts__n">{estateCounts[s] ?? 0}</span>{' '}
                  <span className="estate-counts__label">{t(`myEstates.status.${s}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('common.loading')}</p>
        )}
      </section>
    </div>
  );
}
