import type { Theme } from '@emotion/react';
import { CartIcon } from '@storefront/ui/icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { selectIsSignedIn } from '../customer-session';
import { loadMiniCart } from '../mini-cart';
import { selectStaticPageUrl } from '../settings';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';
import { reportViewCartOnDemand } from './cart-analytics-on-demand';
import { cartButtonTexts } from './cart-button-texts';
import { selectCart, selectCartCount } from './cart-selectors';
import { readCart } from './read-cart';

// The mini cart is one of the modals loaded on demand (spec §2): its code arrives with the first opening.
const MiniCart = lazy(() => loadMiniCart().then((module) => ({ default: module.MiniCart })));

/**
 * The header's cart button with the item count (spec §4): anonymous visitors get the mini cart, signed-in
 * customers go to the cart page; both report view_cart. It reads the cart on first render unless the
 * server's render already carried it, and again when the visitor signs in or out (the server merges the
 * anonymous cart at sign-in). It renders again only when the count, the session or the texts change, not for
 * every step of a cart call (an add to cart answers sooner, lab INP): the lines for view_cart are read from
 * the store at the click.
 */
export function CartButton() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const count = useAppSelector(selectCartCount);
  const cartUrl = useAppSelector((state) => selectStaticPageUrl(state, 'CartPage'));
  const texts = cartButtonTexts(useText());
  const [open, setOpen] = useState(false);
  // The session the held cart was read for: the server's, when its render carried the cart.
  const loaded = useAppSelector((state) => selectCart(state).loaded);
  const readFor = useRef<boolean | null>(loaded ? signedIn : null);

  useEffect(() => {
    if (readFor.current === signedIn) return;
    readFor.current = signedIn;
    void dispatch(readCart());
  }, [dispatch, signedIn]);

  const label = count > 0 ? `${texts.cartButton}, ${count} ${texts.itemsInCart}` : texts.cartButton;
  const report = () =>
    dispatch((_, getState) => {
      const cart = selectCart(getState());
      void reportViewCartOnDemand(cart.lineItems, cart.price?.currency ?? 'SEK');
    });
  const content = (
    <>
      <CartIcon />
      {count > 0 ? (
        <span aria-hidden="true" data-testid="count-badge" css={badgeStyles}>
          {count}
        </span>
      ) : null}
    </>
  );

  if (signedIn && cartUrl) {
    return (
      <Link to={cartUrl} aria-label={label} title={texts.cartButton} onClick={report} css={buttonStyles}>
        {content}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={texts.cartButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="cart-button"
        onClick={() => {
          report();
          setOpen(true);
        }}
        css={buttonStyles}
      >
        {content}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MiniCart open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

const buttonStyles = (t: Theme) => ({
  position: 'relative' as const,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: t.sizes.touchTarget,
  minHeight: t.sizes.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: t.colors.text,
  cursor: 'pointer',
});

const badgeStyles = (t: Theme) => ({
  position: 'absolute' as const,
  top: t.space[1],
  right: 0,
  minWidth: t.space[5],
  height: t.space[5],
  padding: `0 ${t.space[1]}`,
  borderRadius: t.radii.round,
  background: t.colors.primary,
  color: t.colors.onPrimary,
  fontSize: t.fontSizes.xs,
  fontWeight: t.fontWeights.bold,
  lineHeight: t.space[5],
  textAlign: 'center' as const,
});
