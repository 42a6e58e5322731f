// The status page of a paid plan's order: watched until it is paid or failed (client/features/billing/components/OrderStatusView.tsx).
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import type { ScreenProps } from '../../../lib/screens.ts';
import { selectLanguage } from '../../language/index.ts';
import { selectUnreadMessages } from '../../unreadCount/index.ts';
import { OrderStatusView } from '../components/OrderStatusView.tsx';
import { useOrderWatch } from '../components/useOrderWatch.ts';
import { returnToOf } from '../model.ts';

export function CheckOrderStatusScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const orderId = match.params.orderId ?? '';
  const watch = useOrderWatch(orderId, 'plan');
  return (
    <PrivatePage title={t('titles.checkOrderStatus')} unreadMessages={unread}>
      <OrderStatusView
        kind="plan"
        orderId={orderId}
        order={watch?.order ?? null}
        outcome={watch?.outcome ?? 'waiting'}
        unreadable={watch?.status === 'failed'}
        plan={watch?.plan ?? null}
        language={language}
        here={location.pathname + location.search}
        returnTo={returnToOf(location.search)}
      />
    </PrivatePage>
  );
}

export default CheckOrderStatusScreen;
