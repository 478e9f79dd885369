import type { Order, OrderConfirmationPage as OrderConfirmationPageData } from '@storefront/api-client';
import { Container } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CartLineSummary, CartTotals, cartTexts, fetchCart } from '../cart';
import { checkoutTexts, resetCheckout } from '../checkout';
import type { PageComponentProps } from '../content';
import { selectGlobalSettings } from '../settings';
import { AddressSummary } from '../shared/forms/address-fields';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';
import { fetchConfirmedOrder } from './fetch-confirmed-order';
import { orderConfirmationTexts } from './order-confirmation-texts';

/**
 * The order confirmation (page type OrderConfirmationPage; the server puts the order named by the
 * address's `orderNumber` into the page): order number and date, lines, addresses, delivery, payment
 * method and the server's totals. Arriving here ends the checkout: its state starts over and the cart is
 * read again (the server emptied it when the order was placed).
 */
export function OrderConfirmationPage({ page }: PageComponentProps) {
  const dispatch = useAppDispatch();
  const languageRoute = useAppSelector(selectGlobalSettings)?.languageRoute ?? 'en';
  const inclVat = useAppSelector(selectPricesInclVat);
  const t = useText();
  const texts = orderConfirmationTexts(t);
  const lineTexts = cartTexts(t);
  const stepTexts = checkoutTexts(t);
  const pageOrder =
    page.pageType === 'OrderConfirmationPage' ? (page as OrderConfirmationPageData).order : null;
  const orderNumber = new URLSearchParams(useLocation().search).get('orderNumber');
  // When the page data comes without the order, the customer's own order is read by its number.
  const [fetched, setFetched] = useState<{ order: Order | null; done: boolean }>({
    order: null,
    done: false,
  });
  const order = pageOrder ?? fetched.order;

  useEffect(() => {
    dispatch(resetCheckout());
    void dispatch(fetchCart());
  }, [dispatch]);

  useEffect(() => {
    if (pageOrder || !orderNumber) return;
    let current = true;
    void dispatch(fetchConfirmedOrder(orderNumber)).then((result) => {
      if (!current) return;
      setFetched({ order: fetchConfirmedOrder.fulfilled.match(result) ? result.payload : null, done: true });
    });
    return () => {
      current = false;
    };
  }, [dispatch, pageOrder, orderNumber]);

  if (!order && orderNumber && !fetched.done) {
    return (
      <Container as="section" gutter={4} gap={4} aria-busy="true">
        <h1>{page.pageTitle || texts.title}</h1>
      </Container>
    );
  }

  if (!order) {
    return (
      <Container as="section" gutter={4} gap={4}>
        <h1>{page.pageTitle || texts.title}</h1>
        <p role="alert">{texts.notFound}</p>
        <Link to={`/${languageRoute}`}>{texts.continueShopping}</Link>
      </Container>
    );
  }

  return (
    <Container as="section" gutter={4} gap={4} data-testid="order-confirmation">
      <h1 css={(t) => ({ fontSize: t.fontSizes['3xl'], margin: 0 })}>{texts.title}</h1>
      <p css={(t) => ({ fontSize: t.fontSizes.l })}>
        {texts.orderNumber}: <strong data-testid="order-number">{order.orderNumber}</strong>
        <br />
        {texts.orderDate}: <time dateTime={order.orderDate}>{order.orderDate.slice(0, 10)}</time>
      </p>
      {order.status === 'awaitingApproval' && (
        // Above the purchaser's spending limit: nothing to pay until an administrator approves it.
        <p role="status" data-testid="order-awaiting-approval">
          {t(
            'orderConfirmation.awaitingApproval',
            'The order is above your spending limit and awaits approval by an administrator of your organisation. You can follow it under Orders in your account.',
          )}
        </p>
      )}
      <p>{texts.confirmationSent.replace('{email}', order.email)}</p>
      <div
        css={(t) => ({
          display: 'grid',
          gap: t.space[8],
          [t.mq.from('desktop')]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' },
        })}
      >
        <div>
          <h2 css={(t) => ({ fontSize: t.fontSizes.xl })}>{texts.lines}</h2>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {order.orderItems.map((line) => (
              <CartLineSummary key={line.code} line={line} texts={lineTexts} />
            ))}
          </ul>
          <div css={(t) => ({ marginTop: t.space[4] })}>
            <CartTotals
              price={{
                totalPriceForItems: order.totalPriceForItems,
                shipping: order.totalFreightPrice,
                totalVat: order.totalVat,
                totalPrice: order.totalPrice,
              }}
              numberOfItems={order.numberOfItems}
              inclVat={inclVat}
              texts={lineTexts}
              totalTestId="order-total"
            />
          </div>
        </div>
        <dl
          css={(t) => ({
            display: 'grid',
            gap: t.space[2],
            margin: 0,
            '& dt': { fontWeight: t.fontWeights.bold },
          })}
        >
          <dt>{texts.billingAddress}</dt>
          <dd css={{ margin: 0 }}>
            <AddressSummary address={order.billingAddress} />
          </dd>
          <dt>{texts.shippingAddress}</dt>
          <dd css={{ margin: 0 }}>
            <AddressSummary address={order.shippingAddress} />
          </dd>
          <dt>{texts.deliveryMethod}</dt>
          <dd css={{ margin: 0 }}>
            {stepTexts.deliveryMethods[order.deliveryMethod] ?? order.deliveryMethod}
            {' · '}
            {texts.requestedDeliveryDate}: {order.requestedDeliveryDate ?? texts.asSoonAsPossible}
          </dd>
          <dt>{texts.paymentMethod}</dt>
          <dd css={{ margin: 0 }} data-testid="order-payment-method">
            {stepTexts.paymentMethods[order.paymentMethod] ?? order.paymentMethod}
          </dd>
          {order.note ? (
            <>
              <dt>{texts.note}</dt>
              <dd css={{ margin: 0 }}>
                {order.note.title}
                {order.note.title && order.note.description ? <br /> : null}
                {order.note.description}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </Container>
  );
}
