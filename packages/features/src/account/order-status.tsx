import type { OrderStatus } from '@storefront/api-client';
import { ORDER_STATUS_TEXTS } from '@storefront/domain';
import { useText } from '../translations';

/** An order's state in the shopper's language; nothing for a server that does not send states. */
export function OrderStatusText({ status }: { status: OrderStatus | undefined }) {
  const t = useText();
  if (!status) return null;
  const text = ORDER_STATUS_TEXTS[status];
  return <span data-testid="order-status">{t(text.textKey, text.fallback)}</span>;
}
