// /plans: every plan with its price in the chosen currency and the resources it grants.
import { useSelector } from 'react-redux';
import { useTranslation } from '../../../i18n/translation.tsx';
import { PlanList } from '../components/PlanList.tsx';
import { PageError } from '../../../ui/system/PageError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { CurrencySwitch, useCurrency } from '../../../session/currencies/index.ts';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectIsLoggedIn } from '../../../session/user/index.ts';
import { selectPlans } from '../slice.ts';

export function PlansScreen() {
  const { t } = useTranslation();
  const language = useSelector(selectLanguage);
  const isLoggedIn = useSelector(selectIsLoggedIn);
  const { currency } = useCurrency();
  const plans = useSelector(selectPlans);

  return (
    <div className="plans-page container">
      <h1>{t('plans.title')}</h1>
      <p className="page-lead">{t('plans.lead')}</p>
      {plans.status === 'failed' ? (
        <PageError />
      ) : plans.status !== 'success' ? (
        <Spinner />
      ) : (
        <PlanList
          plans={plans.values}
          currency={currency}
          language={language}
          ctaHref={isLoggedIn ? '/private/changeplan' : '/sign-up'}
          currencySelector={<CurrencySwitch />}
        />
      )}
      <p className="plans-page__note">{t('plans.note')}</p>
    </div>
  );
}

export default PlansScreen;
