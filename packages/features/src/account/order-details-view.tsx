import type { Order } from '@storefront/api-client';
import { Spinner } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { checkoutTexts } from '../checkout';
import { AddressSummary } from '../shared/forms/address-fields';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { AccountSection } from './account-section';
import { fetchOrderDetails } from './account-thunks';
import { OrderStatusText } from './order-status';
import { ReorderButton } from './reorder-button';

/** Props of {@link OrderDetailsView}. */
export interface OrderDetailsViewProps {
  orderNumber: string;
  /** Back to the order history. */
  ordersHref: string;
}

/** One past order: lines, addresses, totals, and reorder of all its lines. */
export function OrderDetailsView({ orderNumber, ordersHref }: OrderDetailsViewProps) {
  const t = useText();
  const texts = checkoutTexts(t);
  const dispatch = useAppDispatch();
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void dispatch(fetchOrderDetails(orderNumber)).then((result) => {
      if (!current) return;
      if (fetchOrderDetails.fulfilled.match(result)) setOrder(result.payload);
      else setError(result.payload ?? 'Unexpected error');
    });
    return () => {
      current = false;
    };
  }, [dispatch, orderNumber]);

  return (
    <AccountSection
      title={`${t('orderConfirmation.orderNumber', 'Order number')} ${orderNumber}`}
      actions={order && <ReorderButton lines={order.orderItems} />}
    >
      <Link to={ordersHref}>{t('account.backToOrders', 'Back to orders')}</Link>
      {!order && !error && <Spinner label={t('common.loading', 'Loading…')} />}
      {error && <p role="alert">{error}</p>}
      {order && (
        <>
          <p css={{ margin: 0 }}>
            {order.orderDate.slice(0, 10)} ·{' '}
            {texts.paymentMethods[order.paymentMethod] ?? order.paymentMethod} ·{' '}
            {texts.deliveryMethods[order.deliveryMethod] ?? order.deliveryMethod}
          </p>
          {order.status && (
            <p css={{ margin: 0 }}>
              {t('account.status', 'Status')}: <OrderStatusText status={order.status} />
            </p>
          )}
          {order.status === 'awaitingApproval' && (
            <p css={{ margin: 0 }}>
              {t(
                'account.awaitingApprovalInfo',
                'The order is above your spending limit and waits for an administrator of your organisation.',
              )}
            </p>
          )}
          {order.rejectionReason && (
            <p css={{ margin: 0 }} data-testid="order-rejection-reason">
              {t('account.rejectionReason', 'Reason for rejection: {reason}').replace(
                '{reason}',
                order.rejectionReason,
              )}
            </p>
          )}
          {order.payUrl && (
            // The payment page is served by the API, outside the app's routes: a plain link loads it.
            <a href={order.payUrl} data-testid="order-pay-link">
              {t('account.payNow', 'Pay now')}
            </a>
          )}
          {order.placedBy && (
            <p css={{ margin: 0 }} data-testid="order-placed-by">
              {t('account.placedBy', 'Placed by {name}').replace('{name}', order.placedBy)}
            </p>
          )}
          <ul css={(theme) => ({ margin: 0, paddingLeft: theme.space[4] })}>
            {order.orderItems.map((line) => (
              <li key={line.code}>
                {line.quantity} × {line.variation?.name ?? line.item.name} ({line.code}) —{' '}
                {line.price.totalPriceForItems.formattedString}
              </li>
            ))}
          </ul>
          <div
            css={(theme) => ({
              display: 'grid',
              gap: theme.space[3],
              gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
            })}
          >
            <div>
              <h3>{t('account.billingAddress', 'Billing address')}</h3>
              <AddressSummary address={order.billingAddress} />
            </div>
            <div>
              <h3>{t('account.deliveryAddress', 'Delivery address')}</h3>
              <AddressSummary address={order.shippingAddress} />
            </div>
          </div>
          <p css={{ margin: 0 }}>
            {t('account.freight', 'Freight')}: {order.totalFreightPrice.formattedString} ·{' '}
            {t('account.total', 'Total')}: <strong>{order.totalPrice.formattedString}</strong>
          </p>
        </>
      )}
    </AccountSection>
  );
}
