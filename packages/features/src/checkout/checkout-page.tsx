import type { Address } from '@storefront/api-client';
import {
  checkoutActions,
  DEFAULT_COUNTRY,
  earliestDeliveryDate,
  selectCanPlaceOrder,
} from '@storefront/domain';
import { Container } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  acceptOrderSplittingChanged,
  CartLineSummary,
  CartTotals,
  CartWarnings,
  cartTexts,
  fetchCart,
  selectCart,
} from '../cart';
import type { PageComponentProps } from '../content';
import { selectSessionCustomer } from '../customer-session';
import { selectGlobalSettings } from '../settings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';
import { AddressesSummary, AddressForm } from './address-step';
import { addressesSaved, contactSaved } from './checkout-form-slice';
import { CheckoutStepSection } from './checkout-step-section';
import { checkoutTexts } from './checkout-texts';
import { ContactForm, ContactSummary } from './contact-step';
import { DeliveryForm, DeliverySummary } from './delivery-step';
import { MoreInfoForm, MoreInfoSummary } from './more-info-step';
import { placeOrder, selectCheckoutContact } from './order-submission-slice';
import { PaymentForm } from './payment-step';

/** Primary address first, then the rest without repeating it. */
function addressBook(primary: Address | null, addresses: readonly Address[]): Address[] {
  return primary ? [primary, ...addresses.filter((address) => address.id !== primary.id)] : [...addresses];
}

/** Sends the browser to the payment page; a full page load, since it is the API's page, not a route. */
function defaultNavigate(url: string): void {
  window.location.assign(url);
}

/**
 * The query parameter the payment provider's return adds when a payment ended without money:
 * `?payment=cancelled` or `?payment=failed` (the API's payment routes send it).
 */
export const PAYMENT_OUTCOME_PARAM = 'payment';

/** Props of {@link CheckoutPage}. */
export interface CheckoutPageProps extends PageComponentProps {
  /** How to go to the payment page after the order is placed. @default window.location.assign */
  navigate?: (url: string) => void;
}

/**
 * The checkout page (page type CheckoutPage; the shell shows the checkout header). The steps come from
 * the step machine of @storefront/domain: contact (completed initially), address, delivery, moreInfo and
 * payment; each form is checked with the spec §5 messages, any saved step can be reopened. Placing the
 * order sends the browser to the payment page the server answers with; a cancelled or declined payment
 * comes back here with every line in the cart and a message saying so. The order summary shows the
 * server's prices; nothing is priced here.
 */
export function CheckoutPage({ page, navigate = defaultNavigate }: CheckoutPageProps) {
  const dispatch = useAppDispatch();
  const steps = useAppSelector((state) => state.checkout.steps);
  const form = useAppSelector((state) => state.checkout.form);
  const submission = useAppSelector((state) => state.checkout.submission);
  const contact = useAppSelector(selectCheckoutContact);
  const customer = useAppSelector(selectSessionCustomer);
  const settings = useAppSelector(selectGlobalSettings);
  const cart = useAppSelector(selectCart);
  const inclVat = useAppSelector(selectPricesInclVat);
  const t = useText();
  const texts = checkoutTexts(t);
  const lineTexts = cartTexts(t);
  const paymentOutcome = new URLSearchParams(useLocation().search).get(PAYMENT_OUTCOME_PARAM);
  const paymentNotice =
    paymentOutcome === 'cancelled'
      ? texts.paymentCancelled
      : paymentOutcome === 'failed'
        ? texts.paymentFailed
        : null;
  const notice = paymentNotice ? (
    <p
      role="status"
      data-testid="payment-notice"
      css={(t) => ({
        margin: `0 0 ${t.space[6]}`,
        padding: t.space[4],
        borderRadius: t.radii.m,
        border: `${t.borderWidths.thin} solid ${t.colors.warning}`,
        background: t.colors.surfaceMuted,
      })}
    >
      {paymentNotice}
    </p>
  ) : null;
  // Computed after hydration so the server's and the browser's "tomorrow" cannot disagree in the HTML.
  const [earliestDate, setEarliestDate] = useState('');

  useEffect(() => {
    setEarliestDate(earliestDeliveryDate());
    void dispatch(fetchCart());
  }, [dispatch]);

  useEffect(() => {
    if (submission.status === 'succeeded' && submission.redirectUrl) navigate(submission.redirectUrl);
  }, [submission.status, submission.redirectUrl, navigate]);

  const countries = settings?.availableCountries.length
    ? settings.availableCountries
    : (settings?.countries ?? []);
  const defaultCountry = settings?.currentCountry.code ?? DEFAULT_COUNTRY;
  const reactivate = (step: Parameters<typeof checkoutActions.reactivateStep>[0]) => () =>
    dispatch(checkoutActions.reactivateStep(step));
  const ordered = submission.status === 'succeeded';

  if (cart.loaded && cart.lineItems.length === 0 && !ordered) {
    return (
      <Container as="section" gutter={4}>
        <h1>{page.pageTitle || texts.title}</h1>
        {notice}
        <p data-testid="checkout-empty">{texts.emptyCart}</p>
      </Container>
    );
  }

  return (
    <Container as="section" gutter={4}>
      <h1 css={(t) => ({ fontSize: t.fontSizes['3xl'], margin: `0 0 ${t.space[6]}` })}>
        {page.pageTitle || texts.title}
      </h1>
      {notice}
      <div
        css={(t) => ({
          display: 'grid',
          gap: t.space[8],
          [t.mq.from('desktop')]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' },
        })}
      >
        <ol css={(t) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: t.space[4] })}>
          <li>
            <CheckoutStepSection
              step="contact"
              number={1}
              {...steps.steps.contact}
              texts={texts}
              onReactivate={reactivate('contact')}
              summary={<ContactSummary contact={contact} />}
            >
              <ContactForm
                initial={contact}
                texts={texts}
                onSave={(values) => dispatch(contactSaved(values))}
              />
            </CheckoutStepSection>
          </li>
          <li>
            <CheckoutStepSection
              step="address"
              number={2}
              {...steps.steps.address}
              texts={texts}
              onReactivate={reactivate('address')}
              summary={<AddressesSummary addresses={form.addresses} texts={texts} />}
            >
              <AddressForm
                initial={form.addresses}
                billingBook={customer ? addressBook(customer.address, customer.billingAddresses) : []}
                deliveryBook={customer ? addressBook(customer.address, customer.deliveryAddresses) : []}
                countries={countries}
                defaultCountry={defaultCountry}
                contact={contact}
                texts={texts}
                onSave={(addresses) => dispatch(addressesSaved(addresses))}
              />
            </CheckoutStepSection>
          </li>
          <li>
            <CheckoutStepSection
              step="delivery"
              number={3}
              {...steps.steps.delivery}
              texts={texts}
              onReactivate={reactivate('delivery')}
              summary={<DeliverySummary delivery={steps.delivery} texts={texts} />}
            >
              <DeliveryForm
                initial={steps.delivery}
                earliestDate={earliestDate || earliestDeliveryDate()}
                locale={settings?.languageRoute === 'no' ? 'nb-NO' : 'en-GB'}
                texts={texts}
                onSave={(delivery) => dispatch(checkoutActions.saveDelivery(delivery))}
              />
            </CheckoutStepSection>
          </li>
          <li>
            <CheckoutStepSection
              step="moreInfo"
              number={4}
              {...steps.steps.moreInfo}
              texts={texts}
              onReactivate={reactivate('moreInfo')}
              summary={
                <MoreInfoSummary
                  moreInfo={steps.moreInfo}
                  acceptOrderSplitting={cart.acceptOrderSplitting}
                  texts={texts}
                />
              }
            >
              <MoreInfoForm
                initial={steps.moreInfo}
                acceptOrderSplitting={cart.acceptOrderSplitting}
                texts={texts}
                onSave={(moreInfo, splitting) => {
                  dispatch(acceptOrderSplittingChanged(splitting));
                  dispatch(checkoutActions.saveMoreInfo(moreInfo));
                }}
              />
            </CheckoutStepSection>
          </li>
          <li>
            <CheckoutStepSection
              step="payment"
              number={5}
              {...steps.steps.payment}
              texts={texts}
              onReactivate={reactivate('payment')}
            >
              <PaymentForm
                paymentMethod={steps.paymentMethod}
                canPlaceOrder={selectCanPlaceOrder(steps) && contact !== null && form.addresses !== null}
                submission={submission}
                texts={texts}
                onChoose={(method) => dispatch(checkoutActions.choosePaymentMethod(method))}
                onPlaceOrder={() => void dispatch(placeOrder())}
              />
            </CheckoutStepSection>
          </li>
        </ol>
        <aside
          aria-labelledby="checkout-summary-heading"
          css={(t) => ({
            display: 'grid',
            gap: t.space[4],
            padding: t.space[6],
            borderRadius: t.radii.m,
            background: t.colors.surfaceMuted,
          })}
        >
          <h2 id="checkout-summary-heading" css={(t) => ({ margin: 0, fontSize: t.fontSizes.xl })}>
            {texts.orderSummary}
          </h2>
          <CartWarnings outOfStock={cart.outOfStock} notActive={cart.notActive} texts={lineTexts} />
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {cart.lineItems.map((line) => (
              <CartLineSummary key={line.code} line={line} texts={lineTexts} />
            ))}
          </ul>
          {cart.price ? (
            <CartTotals
              price={cart.price}
              numberOfItems={cart.numberOfItems}
              inclVat={inclVat}
              texts={lineTexts}
            />
          ) : null}
        </aside>
      </div>
    </Container>
  );
}
