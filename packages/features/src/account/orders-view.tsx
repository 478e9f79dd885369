import type { OrderList } from '@storefront/api-client';
import { Button, ScrollTable, Select, Spinner, VisuallyHidden } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { AccountSection } from './account-section';
import { fetchOrderHistory } from './account-thunks';
import { OrderStatusText } from './order-status';
import { ReorderButton } from './reorder-button';

/** Orders per page of the history. */
export const ORDER_PAGE_SIZE = 10;
/** How many years back the year filter offers. */
const YEARS_OFFERED = 5;

/** Props of {@link OrdersView}. */
export interface OrdersViewProps {
  /** The address of one order's details, e.g. `?view=OrderDetails&orderNumber=SF-1`. */
  orderHref: (orderNumber: string) => string;
  /** The current year (passed in so server and browser render the same years). */
  currentYear: number;
}

/** The order history (spec §1): a year filter, pages of `take` orders moved by `skip`, and reorder. */
export function OrdersView({ orderHref, currentYear }: OrdersViewProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const [year, setYear] = useState<number | undefined>(undefined);
  const [skip, setSkip] = useState(0);
  const [answer, setAnswer] = useState<{ list: OrderList | null; error: string | null }>({
    list: null,
    error: null,
  });
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    void dispatch(fetchOrderHistory({ year, take: ORDER_PAGE_SIZE, skip })).then((result) => {
      if (!current) return;
      setLoading(false);
      setAnswer(
        fetchOrderHistory.fulfilled.match(result)
          ? { list: result.payload, error: null }
          : { list: null, error: result.payload ?? 'Unexpected error' },
      );
    });
    return () => {
      current = false;
    };
  }, [dispatch, year, skip]);

  // The years that have orders, as the server says (kept while a year is chosen); an older server that does
  // not say gets the last few years.
  const [orderYears, setOrderYears] = useState<number[] | undefined>(undefined);
  const answeredYears = answer.list?.orderYears;
  useEffect(() => {
    if (answeredYears) setOrderYears(answeredYears);
  }, [answeredYears]);
  const years = orderYears ?? Array.from({ length: YEARS_OFFERED }, (_, index) => currentYear - index);
  const total = answer.list?.totalOrderCount ?? 0;
  // An organisation administrator sees the organisation's orders: say who placed each one.
  const showPlacedBy = answer.list?.orders.some((order) => order.placedBy) ?? false;
  // A server without order states sends none: the column is left out rather than left empty.
  const showStatus = answer.list?.orders.some((order) => order.status) ?? false;
  return (
    <AccountSection
      title={t('account.orders', 'Orders')}
      actions={
        <Select
          label={t('account.year', 'Year')}
          value={year === undefined ? '' : String(year)}
          options={[
            { value: '', label: t('account.allYears', 'All years') },
            ...years.map((y) => ({ value: String(y), label: String(y) })),
          ]}
          onChange={(event) => {
            setYear(event.target.value ? Number(event.target.value) : undefined);
            setSkip(0);
          }}
        />
      }
    >
      {loading && <Spinner label={t('common.loading', 'Loading…')} />}
      {answer.error && <p role="alert">{answer.error}</p>}
      {answer.list && answer.list.orders.length === 0 && (
        <p>{t('account.noOrders', 'You have no orders yet.')}</p>
      )}
      {answer.list && answer.list.orders.length > 0 && (
        <ScrollTable label={t('account.orders', 'Orders')}>
          <thead>
            <tr>
              <th>{t('orderConfirmation.orderNumber', 'Order number')}</th>
              <th>{t('account.orderDate', 'Date')}</th>
              <th>{t('account.items', 'Items')}</th>
              <th>{t('account.total', 'Total')}</th>
              {showPlacedBy && <th>{t('account.placedByColumn', 'Placed by')}</th>}
              {showStatus && <th>{t('account.status', 'Status')}</th>}
              <th>
                <VisuallyHidden>{t('account.reorder', 'Reorder')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.list.orders.map((order) => (
              <tr key={order.orderNumber} data-testid="order-row">
                <td>
                  <Link to={orderHref(order.orderNumber)}>{order.orderNumber}</Link>
                </td>
                <td>{order.orderDate.slice(0, 10)}</td>
                <td>{order.numberOfItems}</td>
                <td>{order.totalPrice.formattedString}</td>
                {showPlacedBy && <td>{order.placedBy ?? ''}</td>}
                {showStatus && (
                  <td>
                    <OrderStatusText status={order.status} />
                  </td>
                )}
                <td>
                  <ReorderButton lines={order.orderItems} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {total > ORDER_PAGE_SIZE && (
        <nav
          aria-label={t('account.orderPages', 'Order pages')}
          css={(theme) => ({ display: 'flex', gap: theme.space[3], alignItems: 'center' })}
        >
          <Button
            size="s"
            variant="secondary"
            disabled={skip === 0}
            onClick={() => setSkip(Math.max(0, skip - ORDER_PAGE_SIZE))}
          >
            {t('common.previous', 'Previous')}
          </Button>
          <span>
            {skip + 1}–{Math.min(skip + ORDER_PAGE_SIZE, total)} / {total}
          </span>
          <Button
            size="s"
            variant="secondary"
            disabled={skip + ORDER_PAGE_SIZE >= total}
            onClick={() => setSkip(skip + ORDER_PAGE_SIZE)}
          >
            {t('common.next', 'Next')}
          </Button>
        </nav>
      )}
    </AccountSection>
  );
}
