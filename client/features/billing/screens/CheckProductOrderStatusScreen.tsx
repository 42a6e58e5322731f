// The status page of a top offer's order (client/features/billing/components/OrderStatusPage.tsx).
import type { ScreenProps } from '../../../lib/screens.ts';
import { OrderStatusPage } from '../components/OrderStatusPage.tsx';

export function CheckProductOrderStatusScreen({ match }: ScreenProps) {
  return <OrderStatusPage kind="product" orderId={match.params.productOrderId ?? ''} titleKey="titles.checkProductOrderStatus" />;
}

export default CheckProductOrderStatusScreen;
