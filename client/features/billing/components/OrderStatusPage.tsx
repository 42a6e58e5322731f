// The frame both status pages share (a plan's order, a top offer's order): the order watched until it
// is paid or failed, shown by OrderStatusView inside the private page.
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translation.tsx';
import { PrivatePage } from '../../../ui/private/PrivatePage.tsx';
import { selectLanguage } from '../../../session/language/index.ts';
import { selectUnreadMessages } from '../../../session/unreadCount/index.ts';
import { returnToOf, type OrderKind } from '../model.ts';
import { OrderStatusView } from './OrderStatusView.tsx';
import { useOrderWatch } from './useOrderWatch.ts';

export function OrderStatusPage({ kind, orderId, titleKey }: { kind: OrderKind; orderId: string; titleKey: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useSelector(selectLanguage);
  const unread = useSelector(selectUnreadMessages);
  const watch = useOrderWatch(orderId, kind);
  return (
    <PrivatePage title={t(titleKey)} unreadMessages={unread}>
      <OrderStatusView
        kind={kind}
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
