import type { Theme } from '@emotion/react';
import { SidePanelModal, Stack } from '@storefront/ui';
import { Link } from 'react-router';
import { CartLineRow, CartTotals, CartWarnings, cartTexts, selectCart, updateCartQuantity } from '../cart';
import { selectStaticPageUrl } from '../settings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';

/** Props of {@link MiniCart}. */
export interface MiniCartProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The mini cart: a side panel with the cart's lines (quantities change at once), the server's totals and
 * links to the cart page and checkout. Opened by the cart button for anonymous visitors (spec §4).
 */
export function MiniCart({ open, onOpenChange }: MiniCartProps) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const inclVat = useAppSelector(selectPricesInclVat);
  const cartUrl = useAppSelector((state) => selectStaticPageUrl(state, 'CartPage'));
  const checkoutUrl = useAppSelector((state) => selectStaticPageUrl(state, 'CheckoutPage'));
  const texts = cartTexts(useText());
  const close = () => onOpenChange(false);
  const empty = cart.lineItems.length === 0;

  const linkStyles = (primary: boolean) => (t: Theme) => ({
    flex: 1,
    textAlign: 'center' as const,
    padding: `${t.space[3]} ${t.space[4]}`,
    borderRadius: t.radii.s,
    border: `${t.borderWidths.thin} solid ${primary ? t.colors.primary : t.colors.borderStrong}`,
    background: primary ? t.colors.primary : t.colors.surface,
    color: primary ? t.colors.onPrimary : t.colors.text,
    fontWeight: t.fontWeights.medium,
    textDecoration: 'none',
  });

  const footer = empty ? null : (
    <Stack gap={4}>
      {cart.price ? (
        <CartTotals price={cart.price} numberOfItems={cart.numberOfItems} inclVat={inclVat} texts={texts} />
      ) : null}
      <div css={(t) => ({ display: 'flex', gap: t.space[3] })}>
        {cartUrl ? (
          <Link to={cartUrl} onClick={close} css={linkStyles(false)}>
            {texts.goToCart}
          </Link>
        ) : null}
        {checkoutUrl ? (
          <Link to={checkoutUrl} onClick={close} css={linkStyles(true)}>
            {texts.goToCheckout}
          </Link>
        ) : null}
      </div>
    </Stack>
  );

  return (
    <SidePanelModal
      open={open}
      onOpenChange={onOpenChange}
      title={texts.miniCart}
      closeLabel={texts.close}
      footer={footer}
    >
      <div
        data-testid="mini-cart"
        aria-busy={cart.isLoading}
        css={(t) => ({ display: 'grid', gap: t.space[4] })}
      >
        {cart.error ? (
          <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger })}>
            {cart.error}
          </p>
        ) : null}
        {empty ? (
          <p data-testid="mini-cart-empty">{cart.loaded || !cart.isLoading ? texts.empty : texts.loading}</p>
        ) : (
          <>
            <CartWarnings outOfStock={cart.outOfStock} notActive={cart.notActive} texts={texts} />
            <ul aria-label={texts.cart} css={{ margin: 0, padding: 0 }}>
              {cart.lineItems.map((line) => (
                <CartLineRow
                  key={line.code}
                  line={line}
                  texts={texts}
                  compact
                  disabled={cart.isLoading}
                  onQuantityChange={(code, quantity) => void dispatch(updateCartQuantity({ code, quantity }))}
                  onRemove={(code) => void dispatch(updateCartQuantity({ code, quantity: 0 }))}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </SidePanelModal>
  );
}
