import type { Customer, Order } from '@storefront/api-client';
import { Spinner } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AddressSummary } from '../shared/forms/address-fields';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { AccountSection } from './account-section';
import { fetchOrderHistory } from './account-thunks';

/** How many of the latest orders the overview shows. */
export const OVERVIEW_ORDERS = 3;

/** Props of {@link OverviewView}. */
export interface OverviewViewProps {
  customer: Customer;
  /** The address of one order's details. */
  orderHref: (orderNumber: string) => string;
  /** The order history, the addresses and (organisation users) the users or quick order, for "see all" links. */
  ordersHref: string;
  addressesHref: string;
  detailsHref: string;
}

/**
 * The account page's default view, something to read rather than the tabs again: who is signed in, the
 * organisation for business customers, the latest orders and the addresses on file, each with a link to
 * its full view.
 */
export function OverviewView({
  customer,
  orderHref,
  ordersHref,
  addressesHref,
  detailsHref,
}: OverviewViewProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const [orders, setOrders] = useState<{ list: Order[] | null; error: string | null }>({
    list: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    void dispatch(fetchOrderHistory({ take: OVERVIEW_ORDERS, skip: 0 })).then((result) => {
      if (!current) return;
      setOrders(
        fetchOrderHistory.fulfilled.match(result)
          ? { list: result.payload.orders, error: null }
          : { list: null, error: result.payload ?? 'Unexpected error' },
      );
    });
    return () => {
      current = false;
    };
  }, [dispatch]);

  const billing = customer.billingAddresses[0] ?? customer.address;
  const delivery = customer.deliveryAddresses[0];
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {t('account.overview', 'Overview')}
      </h2>
      <div
        data-testid="account-overview"
        css={(theme) => ({
          display: 'grid',
          gap: theme.space[4],
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
        })}
      >
        <AccountSection title={t('account.details', 'Contact details')}>
          <p css={{ margin: 0 }}>
            {customer.firstName} {customer.lastName}
            <br />
            {customer.email}
            {customer.phoneNumber ? (
              <>
                <br />
                {customer.phoneNumber}
              </>
            ) : null}
          </p>
          <Link to={detailsHref}>{t('account.editDetails', 'Change contact details')}</Link>
        </AccountSection>
        {customer.organizationName && (
          <AccountSection title={t('account.organization', 'Organisation')}>
            <p css={{ margin: 0 }} data-testid="overview-organisation">
              {customer.organizationName}
              {customer.organizationNumber ? (
                <>
                  <br />
                  {t('account.organizationNumber', 'Organisation number')}: {customer.organizationNumber}
                </>
              ) : null}
            </p>
          </AccountSection>
        )}
        <AccountSection title={t('account.latestOrders', 'Latest orders')}>
          {!orders.list && !orders.error && <Spinner label={t('common.loading', 'Loading…')} />}
          {orders.error && <p role="alert">{orders.error}</p>}
          {orders.list && orders.list.length === 0 && (
            <p css={{ margin: 0 }}>{t('account.noOrders', 'You have no orders yet.')}</p>
          )}
          {orders.list && orders.list.length > 0 && (
            <ul
              data-testid="overview-orders"
              css={(theme) => ({
                margin: 0,
                padding: 0,
                listStyle: 'none',
                display: 'grid',
                gap: theme.space[2],
              })}
            >
              {orders.list.map((order) => (
                <li key={order.orderNumber}>
                  <Link to={orderHref(order.orderNumber)}>{order.orderNumber}</Link> ·{' '}
                  {order.orderDate.slice(0, 10)} · {order.totalPrice.formattedString}
                  {order.placedBy ? ` · ${order.placedBy}` : ''}
                </li>
              ))}
            </ul>
          )}
          <Link to={ordersHref}>{t('account.allOrders', 'All orders')}</Link>
        </AccountSection>
        <AccountSection title={t('account.addresses', 'Addresses')}>
          {billing ? (
            <div>
              <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.m })}>
                {t('account.billingAddress', 'Billing address')}
              </h3>
              <AddressSummary address={billing} />
            </div>
          ) : (
            <p css={{ margin: 0 }}>{t('account.noAddresses', 'No addresses yet.')}</p>
          )}
          {delivery && (
            <div>
              <h3 css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.m })}>
                {t('account.deliveryAddress', 'Delivery address')}
              </h3>
              <AddressSummary address={delivery} />
            </div>
          )}
          <Link to={addressesHref}>{t('account.manageAddresses', 'Manage addresses')}</Link>
        </AccountSection>
      </div>
    </div>
  );
}
