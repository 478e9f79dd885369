import type { Cart } from '@storefront/api-client';
import { Button, Cluster } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../store/hooks';
import { CartLineSummary } from './cart-line-summary';
import type { CartTexts } from './cart-texts';
import { fetchSharedCart, loadSharedCart } from './share-cart-thunks';

/** Props of {@link SharedCartSection}. */
export interface SharedCartSectionProps {
  /** The share id from the cart page's `?share=` parameter. */
  shareId: string;
  texts: CartTexts;
}

type Shared =
  | { status: 'loading' }
  | { status: 'failed'; error: string | null }
  | { status: 'succeeded'; cart: Cart };

/**
 * A cart someone shared, on the cart page opened from a share link: its lines priced for this visitor, and
 * a button that adds them to the visitor's own cart (POST api/cart/load-shared).
 */
export function SharedCartSection({ shareId, texts }: SharedCartSectionProps) {
  const dispatch = useAppDispatch();
  const [shared, setShared] = useState<Shared>({ status: 'loading' });
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setShared({ status: 'loading' });
    setAdded(false);
    void dispatch(fetchSharedCart(shareId)).then((result) => {
      if (!current) return;
      setShared(
        fetchSharedCart.fulfilled.match(result)
          ? { status: 'succeeded', cart: result.payload }
          : { status: 'failed', error: result.payload ?? null },
      );
    });
    return () => {
      current = false;
    };
  }, [dispatch, shareId]);

  const addToOwnCart = async () => {
    setAdding(true);
    setError(null);
    const result = await dispatch(loadSharedCart(shareId));
    setAdding(false);
    if (loadSharedCart.fulfilled.match(result)) setAdded(true);
    else setError(result.payload ?? null);
  };

  return (
    <section
      aria-labelledby="shared-cart-title"
      data-testid="shared-cart"
      aria-busy={shared.status === 'loading'}
      css={(t) => ({
        display: 'grid',
        gap: t.space[4],
        marginBottom: t.space[8],
        padding: t.space[6],
        borderRadius: t.radii.m,
        border: `${t.borderWidths.thin} solid ${t.colors.border}`,
      })}
    >
      <h2 id="shared-cart-title" css={(t) => ({ margin: 0, fontSize: t.fontSizes.xl })}>
        {texts.sharedCartTitle}
      </h2>
      {shared.status === 'loading' ? <p css={{ margin: 0 }}>{texts.sharedCartLoading}</p> : null}
      {shared.status === 'failed' ? (
        <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger })}>
          {texts.sharedCartNotFound}
        </p>
      ) : null}
      {shared.status === 'succeeded' ? (
        <>
          <ul aria-label={texts.sharedCartTitle} css={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {shared.cart.lineItems.map((line) => (
              <CartLineSummary key={line.code} line={line} texts={texts} />
            ))}
          </ul>
          <Cluster gap={3}>
            {added ? null : (
              <Button onClick={() => void addToOwnCart()} loading={adding}>
                {texts.addSharedToCart}
              </Button>
            )}
            <p role="status" css={{ margin: 0 }}>
              {added ? texts.sharedCartLoaded : ''}
            </p>
          </Cluster>
          {error ? (
            <p role="alert" css={(t) => ({ margin: 0, color: t.colors.danger })}>
              {error}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
