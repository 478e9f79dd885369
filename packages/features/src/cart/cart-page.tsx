import { Button, Cluster, Container } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageComponentProps } from '../content';
import { selectGlobalSettings, selectStaticPageUrl } from '../settings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';
import { CartLineRow } from './cart-line-row';
import { selectCart } from './cart-selectors';
import { cartTexts } from './cart-texts';
import { bulkUpdateCart, fetchCart, removeCart, updateCartQuantity } from './cart-thunks';
import { CartTotals } from './cart-totals';
import { CartWarnings } from './cart-warnings';
import { SHARE_PARAMETER } from './share-cart-link';
import { ShareCartModal } from './share-cart-modal';
import { SharedCartSection } from './shared-cart-section';

/**
 * The cart page (page type CartPage): every line with image, codes, stock state, quantity stepper and
 * prices; warnings for lines short on stock or no longer sold; the server's totals incl. or excl. VAT;
 * quantities edited together and sent as one bulk update; empty the cart; share it (the share cart
 * modal's link opens this page with `?share=`, which shows the shared lines and adds them to the visitor's
 * own cart); go to checkout.
 */
export function CartPage({ page }: PageComponentProps) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const inclVat = useAppSelector(selectPricesInclVat);
  const checkoutUrl = useAppSelector((state) => selectStaticPageUrl(state, 'CheckoutPage'));
  const languageRoute = useAppSelector(selectGlobalSettings)?.languageRoute ?? 'en';
  const title = page.pageTitle;
  const texts = cartTexts(useText());
  // Quantities typed but not sent yet, by line code: the shopper edits several and updates once.
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  const [sharing, setSharing] = useState(false);
  const location = useLocation();
  const shareId = new URLSearchParams(location.search).get(SHARE_PARAMETER);
  const shared = shareId ? <SharedCartSection key={shareId} shareId={shareId} texts={texts} /> : null;

  useEffect(() => {
    void dispatch(fetchCart());
  }, [dispatch]);

  const changed = cart.lineItems
    .filter((line) => drafts[line.code] !== undefined && drafts[line.code] !== line.quantity)
    .map((line) => ({ code: line.code, quantity: drafts[line.code] ?? line.quantity }));

  const updateCart = async () => {
    const result = await dispatch(bulkUpdateCart(changed));
    if (bulkUpdateCart.fulfilled.match(result)) setDrafts({});
  };

  const heading = (
    <h1 css={(t) => ({ fontSize: t.fontSizes['3xl'], margin: `0 0 ${t.space[6]}` })}>
      {title ?? texts.cart}
    </h1>
  );

  if (!cart.loaded && cart.isLoading) {
    return (
      <Container as="section" gutter={4} aria-busy="true">
        {heading}
        {shared}
        <p>{texts.loading}</p>
      </Container>
    );
  }

  if (cart.loaded && cart.lineItems.length === 0) {
    return (
      <Container as="section" gutter={4}>
        {heading}
        {shared}
        <p data-testid="cart-empty">{texts.empty}</p>
        <Link to={`/${languageRoute}`}>{texts.continueShopping}</Link>
      </Container>
    );
  }

  return (
    <Container as="section" gutter={4} aria-busy={cart.isLoading}>
      {heading}
      {shared}
      {cart.error ? (
        <p role="alert" css={(t) => ({ color: t.colors.danger })}>
          {cart.error}
        </p>
      ) : null}
      <div
        css={(t) => ({
          display: 'grid',
          gap: t.space[8],
          [t.mq.from('desktop')]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' },
        })}
      >
        <div css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[4] })}>
          <CartWarnings outOfStock={cart.outOfStock} notActive={cart.notActive} texts={texts} />
          <ul aria-label={texts.cart} css={{ margin: 0, padding: 0 }}>
            {cart.lineItems.map((line) => (
              <CartLineRow
                key={line.code}
                line={line}
                texts={texts}
                quantity={drafts[line.code] ?? line.quantity}
                disabled={cart.isLoading}
                onQuantityChange={(code, quantity) =>
                  setDrafts((current) => ({ ...current, [code]: quantity }))
                }
                onRemove={(code) => void dispatch(updateCartQuantity({ code, quantity: 0 }))}
              />
            ))}
          </ul>
          <Cluster gap={3} align="stretch">
            <Button
              variant="primary"
              disabled={changed.length === 0 || cart.isLoading}
              loading={cart.isLoading && changed.length > 0}
              onClick={() => void updateCart()}
            >
              {texts.updateCart}
            </Button>
            <Button variant="secondary" disabled={cart.isLoading} onClick={() => void dispatch(removeCart())}>
              {texts.emptyCart}
            </Button>
            <Button variant="secondary" onClick={() => setSharing(true)}>
              {texts.shareCart}
            </Button>
            <ShareCartModal open={sharing} onOpenChange={setSharing} cartPath={location.pathname} />
          </Cluster>
        </div>
        <aside
          aria-label={texts.items}
          css={(t) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: t.space[4],
            padding: t.space[6],
            borderRadius: t.radii.m,
            background: t.colors.surfaceMuted,
          })}
        >
          {cart.price ? (
            <CartTotals
              price={cart.price}
              numberOfItems={cart.numberOfItems}
              inclVat={inclVat}
              texts={texts}
            />
          ) : null}
          {checkoutUrl ? (
            <Link
              to={checkoutUrl}
              data-testid="go-to-checkout"
              css={(t) => ({
                display: 'block',
                textAlign: 'center',
                padding: `${t.space[3]} ${t.space[4]}`,
                borderRadius: t.radii.s,
                background: t.colors.primary,
                color: t.colors.onPrimary,
                fontWeight: t.fontWeights.medium,
                textDecoration: 'none',
              })}
            >
              {texts.goToCheckout}
            </Link>
          ) : null}
        </aside>
      </div>
    </Container>
  );
}
