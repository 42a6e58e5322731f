// /private/initialplan: a new user picks the plan to start with: a free plan opens the private area
// at once, a paid one goes to its order page (priced in the currency chosen in the header).
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { hasPublicationResource } from '../../../../shared/billing/resources.ts';
import { PlanChooser } from '../components/PlanChooser.tsx';
import { usePlanChoice } from '../components/usePlanChoice.ts';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { selectViewer } from '../../../session/user/index.ts';

export function InitialPlanScreen() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const viewer = useSelector(selectViewer);
  const hasPlan = hasPublicationResource(viewer.resources);
  const { state, currency, choose } = usePlanChoice('initial', hasPlan);

  return (
    <PrivatePage title={t('titles.initialPlan')} unreadMessages={unread}>
      <p className="private-page__lead">{hasPlan ? t('plansPrivate.haveOne') : t('plansPrivate.lead')}</p>
      <PlanChooser plans={state.plans} currency={currency} language={language} busyPlanId={state.busyPlanId} error={state.error} onChoose={choose} />
    </PrivatePage>
  );
}

export default InitialPlanScreen;
