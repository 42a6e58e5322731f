// /advert/plan: for a signed-in seller whose plan leaves no room to publish. Without any plan yet (a
// new account) the free plan is taken right here; a paid plan, or a bigger one when the plan is used
// up, is chosen on the plan pages, which send the seller back to publishing (`?returnTo=`).
import { useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch } from 'react-redux';
import { Link } from '../../../ui/Link.tsx';
import { useTranslation } from '../../../i18n/translation.tsx';
import { UNLIMITED, type Language } from '../../../../shared/core/constants.ts';
import type { Plan } from '../../../../shared/contract/billing.ts';
import { hasPublicationResource } from '../../../../shared/billing/resources.ts';
import { ActionButton } from '../../../ui/ActionButton.tsx';
import { FormAlert } from '../../../ui/forms/FormAlert.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { msg, toApiFailure, type FieldMessage } from '../../../lib/forms/errors.ts';
import { pickLocalized } from '../../../lib/localized.ts';
import { getCurrentUser, signedIn } from '../../../session/user/index.ts';
import { browserApi, listInitialPlans, subscribe } from '../api.ts';
import { AdvertPage, StepActions } from '../components/AdvertPage.tsx';
import { useFlow } from '../components/useFlow.ts';
import { previousStep } from '../flow.ts';
import { ADVERT_RETURN_PATH } from '../paths.ts';

const returnQuery = `?returnTo=${encodeURIComponent(ADVERT_RETURN_PATH)}`;
export const INITIAL_PLAN_RETURN = `/private/initialplan${returnQuery}`;
export const CHANGE_PLAN_RETURN = `/private/changeplan${returnQuery}`;

const isFree = (p: Plan) => p.isFree ?? Object.values(p.prices).every((x) => x === 0);

type Plans = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; free: Plan[] };

function FreePlanChoice({ language }: { language: Language }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const [plans, setPlans] = useState<Plans>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<FieldMessage | null>(null);

  useEffect(() => {
    let alive = true;
    listInitialPlans(browserApi(), {}).then(
      (list) => alive && setPlans({ status: 'ready', free: list.filter(isFree) }),
      () => alive && setPlans({ status: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, []);

  const take = async (planId: string) => {
    setBusy(planId);
    setError(null);
    try {
      await subscribe(browserApi(), { body: { planId } });
    } catch (err) {
      const { statusCode } = toApiFailure(err);
      // 409: the account holds a plan already; reading the account again is the right next step
      if (statusCode !== 409) {
        setBusy(null);
        setError(statusCode === 0 ? msg('forms.errors.network') : msg('advert.plan.failed'));
        return;
      }
    }
    try {
      const current = await getCurrentUser(browserApi(), {});
      // the new resources open the way: the step's guard moves on to publishing
      dispatch(signedIn({ user: current.user, subscriptions: current.subscriptions ?? [] }));
    } catch (err) {
      setBusy(null);
      setError(toApiFailure(err).statusCode === 0 ? msg('forms.errors.network') : msg('advert.plan.failed'));
    }
  };

  if (plans.status === 'loading') return <Spinner label={t('advert.plan.loading')} />;
  if (plans.status === 'failed') return <FormAlert message={msg('advert.plan.loadFailed')} />;
  return (
    <div className="advert-plan">
      <FormAlert message={error} />
      <ul className="advert-plan__list">
        {plans.free.map((plan) => {
          const name = pickLocalized(plan.name, language);
          const publication = plan.resources.find((r) => r.type === 'PUBLICATION');
          return (
            <li key={plan._id} className="advert-plan__item">
              <h2 className="advert-plan__name" lang={name?.lang}>
                {name?.text ?? plan._id}
              </h2>
              <p className="advert-plan__what">
                {publication && publication.limit !== UNLIMITED
                  ? t('advert.plan.listings', { count: publication.limit })
                  : t('advert.plan.listingsUnlimited')}
              </p>
              <ActionButton busy={busy === plan._id} disabled={busy !== null} onClick={() => void take(plan._id)}>
                {t('advert.plan.takeFree')}
              </ActionButton>
            </li>
          );
        })}
      </ul>
      <p className="advert__aside">
        {t('advert.plan.paidBefore')} <Link to={INITIAL_PLAN_RETURN}>{t('advert.plan.paidLink')}</Link>
      </p>
    </div>
  );
}

export function PlanScreen() {
  const { t } = useTranslation();
  const { draft, viewer, language } = useFlow();
  const hasPlan = hasPublicationResource(viewer.resources);
  const ready = draft !== null && viewer.isLoggedIn;
  return (
    <AdvertPage
      step="plan"
      draft={draft}
      viewer={viewer}
      lead={<p className="advert__lead">{hasPlan ? t('advert.plan.usedUp') : t('advert.plan.none')}</p>}
    >
      {!ready ? (
        <Spinner />
      ) : hasPlan ? (
        <div className="advert-plan">
          <p>
            <Link className="btn btn--action" to={CHANGE_PLAN_RETURN}>
              {t('advert.plan.changeLink')}
            </Link>
          </p>
          <p className="advert__aside">
            {t('advert.plan.archiveBefore')} <Link to="/private/myestates">{t('advert.plan.archiveLink')}</Link>
          </p>
        </div>
      ) : (
        <FreePlanChoice language={language} />
      )}
      <StepActions back={previousStep('plan', viewer)}>{null}</StepActions>
    </AdvertPage>
  );
}

export default PlanScreen;
