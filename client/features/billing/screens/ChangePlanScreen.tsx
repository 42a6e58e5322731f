// /private/changeplan: the user's current plan and the plans it may change to (its upgradableTo),
// priced in the visitor's currency. A free plan is taken at once; a paid plan goes to its order page.
import { useSelector } from 'react-redux';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { PlanChooser } from '../components/PlanChooser.tsx';
import { usePlanChoice } from '../components/usePlanChoice.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { pickLocalized } from '../../../lib/localized.ts';
import { formatDate } from '../../../lib/date.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { changeablePlans } from '../model.ts';
import { selectChangePlan } from '../slice.ts';

export function ChangePlanScreen() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const change = useSelector(selectChangePlan);
  const { state, currency, choose } = usePlanChoice('change', true);

  // the live subscription (an active one first): its plan decides what may follow
  const live = change.subscriptions.filter((s) => s.status !== 'canceled');
  const current = live.find((s) => s.status === 'active') ?? live[0] ?? null;
  const offered = changeablePlans(change.plans, current?.plan ?? null, current?.status === 'past_due');
  const currentName = current ? (pickLocalized(current.plan.name, language)?.text ?? current.plan._id) : null;

  return (
    <PrivatePage title={t('titles.changePlan')} unreadMessages={unread}>
      {change.status === 'failed' ? (
        <PageError />
      ) : change.status !== 'success' ? (
        <Spinner />
      ) : (
        <>
          <div className="current-plan">
            {current && currentName ? (
              <p className="current-plan__text">
                {t('billing.change.current', { plan: currentName })}{' '}
                <span className={`status-pill status-pill--${current.status}`}>{t(`profile.subscription.statuses.${current.status}`)}</span>
                {current.currentPeriodEndsAt ? (
                  <span className="current-plan__ends">
                    {' '}
                    {t('billing.change.until', { date: formatDate(current.currentPeriodEndsAt, language) })}
                  </span>
                ) : null}
              </p>
            ) : (
              <p className="current-plan__text">{t('billing.change.none')}</p>
            )}
          </div>
          {offered.length === 0 ? (
            <p className="private-page__lead">{t('billing.change.nothingOffered')}</p>
          ) : (
            <>
              <p className="private-page__lead">{t('billing.change.lead')}</p>
              <PlanChooser
                plans={offered}
                currency={currency}
                language={language}
                busyPlanId={state.busyPlanId}
                error={state.error}
                onChoose={choose}
              />
            </>
          )}
          <p>
            <Link to="/plans">{t('billing.change.comparePlans')}</Link>
          </p>
        </>
      )}
    </PrivatePage>
  );
}

export default ChangePlanScreen;
