// The status page of a paid plan's order (client/features/billing/components/OrderStatusPage.tsx).
import type { ScreenProps } from '../../../lib/screens.ts';
import { OrderStatusPage } from '../components/OrderStatusPage.tsx';

export function CheckOrderStatusScreen({ match }: ScreenProps) {
  return <OrderStatusPage kind="plan" orderId={match.params.orderId ?? ''} titleKey="titles.checkOrderStatus" />;
}

export default CheckOrderStatusScreen;
