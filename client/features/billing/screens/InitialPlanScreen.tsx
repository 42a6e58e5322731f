// /private/initialplan: a new user picks the plan to start with.
import { useEffect, useState } from 'react';
import type { Action, Dispatch } from 'redux';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasPublicationResource } from '../../../../shared/resources.ts';
import { PlanChooser } from '../components/PlanChooser.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectCurrentCurrency } from '../../currency/index.ts';
import { selectLanguage } from '../../language/index.ts';
import { selectUnreadMessages } from '../../unreadCount/index.ts';
import { selectViewer } from '../../user/index.ts';
import { choosePlan, selectPlanChoice } from '../slice.ts';

export function InitialPlanScreen() {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch<Action>>();
  const navigate = useNavigate();
  const state = useSelector(selectPlanChoice);
  const language = useSelector(selectLanguage);
  const currency = useSelector(selectCurrentCurrency);
  const unread = useSelector(selectUnreadMessages);
  const viewer = useSelector(selectViewer);
  const hasPlan = hasPublicationResource(viewer.resources);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (sent && state.done && hasPlan) navigate('/private', { replace: true });
  }, [sent, state.done, hasPlan, navigate]);

  return (
    <PrivatePage title={t('titles.initialPlan')} unreadMessages={unread}>
      <p className="private-page__lead">{hasPlan ? t('plansPrivate.haveOne') : t('plansPrivate.lead')}</p>
      <PlanChooser
        plans={state.plans}
        currency={currency}
        language={language}
        busyPlanId={state.busyPlanId}
        error={state.error}
        onChoose={(planId) => {
          setSent(true);
          dispatch(choosePlan({ planId }));
        }}
      />
    </PrivatePage>
  );
}

export default InitialPlanScreen;
